# El glosario: las palabras propias de los juegos (sin traducir), lo que significan, sus lenguas
# y las familias de juegos a las que pertenecen (español). Un significado dice solo lo que dice
# su fuente.

glossary-family-morris = Umlabalaba: Isisuthu, Isizulu, Isipowe
glossary-family-mancala = Juegos de siembra de cuatro hileras: Isolo, Igisoro
glossary-origin = { $language } · fuente: { $source }
glossary-language-zulu = isiZulu (zulú)
glossary-language-sotho = sesoto
glossary-language-sukuma = kisukuma
glossary-language-kinyarwanda = kinyarwanda, kirundi

word-umlabalaba = umlabalaba
glossary-umlabalaba = El nombre zulú de la familia de juegos a la que pertenecen Isisuthu, Isizulu e Isipowe: "laberinto".
word-morabaraba = morabaraba
glossary-morabaraba = El nombre sesoto del umlabalaba.
word-isisuthu = isisuthu
glossary-isisuthu = "Al estilo sotho": una de las dos versiones del umlabalaba que se juegan en Zululandia, en el tablero con un punto central, sin vuelo.
word-isizulu = isizulu
glossary-isizulu = La otra versión del umlabalaba que se juega en Zululandia, con líneas diagonales y vuelo con tres vacas.
word-izingombe = izingombe
glossary-izingombe = Vacas: las fichas de los juegos de umlabalaba. Es la grafía de la Fundación BLAC; en isiZulu se suele escribir izinkomo (una vaca: inkomo, que da nombre a esta aplicación).
word-isibhamu = isibhamu
glossary-isibhamu = "Escopeta": tres vacas de un jugador seguidas en una línea, una línea de captura. Le permite quitar una vaca a la otra manada.
word-ilobolo = ilobolo
glossary-ilobolo = La dote de la novia. En Isizulu e Isipowe, cuando los 24 puntos quedan llenos tras la colocación, cada jugador, por turno, da una de sus vacas al otro antes de que las vacas empiecen a moverse.
word-abelusi = abelusi
glossary-abelusi = Pastores. En el Isipowe de la Fundación BLAC cada manada tiene dos; se mueven y se capturan como las vacas.
word-ibhuto = ibhuto
glossary-ibhuto = Un grupo de guerreros (grafía de BLAC; en isiZulu se suele escribir ibutho). En el Isipowe de la Fundación BLAC cada manada tiene uno; se mueve y se captura como una vaca.

word-isolo = isolo
glossary-isolo = El tablero sukuma de cuatro hileras de ocho hoyos (plural masolo), y el juego que se juega en él.
word-isumbi = isumbi
glossary-isumbi = Otro nombre del isolo, según B. B. Kalumbete.
word-busolo = busolo
glossary-busolo = Las 64 piezas del Isolo, por lo general semillas del árbol Caesalpinia bonduc.
word-liha = liha
glossary-liha = Un hoyo con al menos dos semillas: un hoyo que se puede sembrar.
word-kucha = kucha
glossary-kucha = "Morir": el final de un turno, cuando la última semilla de una siembra cae en un hoyo vacío.
word-kutagata = kutagata
glossary-kutagata = Una siembra que no termina en captura.
word-nghana = ng'hana
glossary-nghana = El hoyo privilegiado del Isolo de los muchachos: el hoyo de más a la derecha de la hilera exterior de cada jugador, con 17 semillas al empezar. Sus semillas no se pueden capturar hasta que su dueño lo siembre, lo que termina su apertura.
word-magado = twe kwa magado
glossary-magado = Dos hoyos más grandes, aparte, que tienen algunos tableros de isolo para llevar la puntuación. No forman parte del juego.
word-igisoro = igisoro
glossary-igisoro = El tablero de cuatro hileras de ocho hoyos que se juega en Ruanda y Burundi, y el juego que se juega en él.
word-icuba = icúba
glossary-icuba = Un hoyo del tablero de igisoro.
word-inka = inká
glossary-inka = "Vacas": las semillas en juego, que cada jugador intenta capturarle al otro.
word-urunyana = urunyána
glossary-urunyana = "Una fila de terneros": una posición con muchas semillas sueltas.
word-ndahise = ndahise
glossary-ndahise = "Paso": lo que debe decir un jugador cuando rechaza una captura y sigue sembrando.
word-ndakubye = ndakubye
glossary-ndakubye = "Me retiro": la respuesta a ndahise. El jugador amenazado pasa enseguida las semillas de su hoyo interior al hoyo exterior de detrás, mientras el otro sigue sembrando.
word-kubuguza = kubuguza
glossary-kubuguza = Uno de los otros nombres del igisoro; lo usa el artículo de A. P. Merriam de 1953 sobre el juego entre los abatutsi del nordeste de Ruanda.

## Leyendas: pasar el puntero sobre una marca o una ficha del tablero la explica

legend-reverse-pit = Un hoyo de inversión (la flecha curva): aquí una vuelta puede ir en sentido horario, pero solo cuando esa misma vuelta captura en el acto.
legend-herd-boy = Un pastor, uno de los abelusi: cada manada del Isipowe tiene dos. Se mueve y se captura como una vaca.
legend-warrior = El grupo de guerreros, el ibhuto: cada manada del Isipowe tiene uno. Se mueve y se captura como una vaca.

## Términos de la aplicación: las palabras que esta aplicación, sus páginas de reglas y lecciones usan para una regla (traducidas)

glossary-terms = Términos usados en esta aplicación
term-capture-line = línea de captura
glossary-term-capture-line = Tres fichas de un jugador seguidas en una línea, formadas por la ficha recién colocada o movida: le permiten quitar una ficha al adversario. La palabra del propio juego es isibhamu.
term-lap = vuelta
glossary-term-lap = Una pasada de siembra: las semillas levantadas de un hoyo, dejadas una a una en los hoyos siguientes. Un turno puede tener muchas vueltas.
term-relay = relevo
glossary-term-relay = Siembra en relevo: la última semilla de una vuelta cayó en un hoyo que ya tenía semillas y allí no se captura nada; el jugador levanta todas las semillas de ese hoyo y sigue sembrando, una nueva vuelta del mismo turno.
term-overture = apertura
glossary-term-overture = En el Isolo de los muchachos, el comienzo del juego de cada jugador: hasta que siembra su ng'hana, siembra solo en sus catorce hoyos de la izquierda y (salvo que una opción diga otra cosa) la columna de su ng'hana no puede ser capturada.
term-reverse-pit = hoyo de inversión
glossary-term-reverse-pit = En el Igisoro, un hoyo marcado con una flecha curva (por defecto o1, o8, i2 e i7 de cada jugador): una vuelta desde él puede ir en sentido horario, pero solo cuando esa misma vuelta captura en el acto.
