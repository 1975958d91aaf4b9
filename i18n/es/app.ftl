# Pantallas, botones e indicaciones de la aplicación (español).

app-title = Inkomo
app-tagline = cinco juegos de tablero tradicionales africanos
language-en = English
language-pt = Português
language-es = Español

## Barra superior y barra de herramientas

button-settings = Ajustes
button-glossary = Glosario
hint-glossary = Las palabras propias de los juegos, explicadas (F1)
button-new-game = Nueva partida
hint-new-game = Elegir un juego (Ctrl+N)
button-undo = Deshacer
hint-undo = Volver a la decisión anterior (Ctrl+Z)
button-redo = Rehacer
hint-redo = Jugar de nuevo la decisión deshecha (Ctrl+Y)
button-flip = Girar tablero
hint-flip = Dar la vuelta al tablero (Ctrl+R)
button-show-legal = Jugadas posibles
button-show-last = Última jugada

## Elección del juego

picker-title = Elige un juego
picker-subtitle = Cada regla dice de dónde viene. Donde las fuentes discrepan, el diálogo de nueva partida deja elegir.
picker-morris-title = Umlabalaba: los juegos del ganado de África austral
picker-morris-text = Coloca tus vacas y luego muévelas; tres en línea (isibhamu) quitan una vaca a la otra manada.
picker-mancala-title = Juegos de siembra de cuatro hileras de África oriental
picker-mancala-text = Levanta las semillas de un hoyo y siémbralas una a una por tus dos hileras; si la última cae donde debe, captura.
picker-play = Jugar { $game }
picker-drawing = El tablero de { $game }
picker-sources-needed = Faltan fuentes
status-isolo-men = Ninguna fuente accesible da las reglas del juego de los hombres (Popova 1979). Figura en la lista, pero no se puede jugar.

## Diálogo de nueva partida

new-game-title = Nueva partida: { $game }
new-game-players = Jugadores
new-game-player = Jugador { $n }
new-game-name-hint = nombre (opcional)
new-game-name-label = Nombre del jugador { $n }
player-kind-human = Una persona en esta pantalla
player-kind-computer = El ordenador: { $level }
new-game-who-starts = Quién empieza:
new-game-colour = { $player } juega con:
new-game-colour-note = El color es solo para la vista: quien empieza es el jugador uno de las reglas. En la práctica de BLAC suelen empezar las negras.
new-game-south-note = Quien empieza se sienta abajo en el tablero (Sur). Gira el tablero con Girar tablero.
new-game-options = Reglas
new-game-options-note = Cada opción indica sus fuentes. La primera es la lectura recomendada.
new-game-default = { $value } (predeterminado)
new-game-source = { $value } · fuente: { $source }
new-game-start = Posición inicial
new-game-start-forced = La posición inicial tradicional es una victoria forzada para quien empieza: con las jugadas correctas gana haga lo que haga el rival.
hint-new-game-start-lesson = Descubrir en el tablero la primera jugada ganadora
new-game-balanced = Apertura aleatoria equilibrada (no es la posición inicial tradicional)
new-game-balanced-note = Se juegan unas cuantas jugadas al azar desde la posición tradicional, sorteadas de nuevo hasta que ningún jugador pueda forzar la victoria en las { $moves } jugadas siguientes. El registro de la partida guarda esta posición inicial: la partida guardada se abre y se repasa desde ella.
source-none = ninguna fuente lo dice; es la lectura propia de la aplicación
button-start = Empezar la partida
button-defaults = Restablecer
button-back = Volver

## Pantalla de juego

panel-to-move = { $player_kind ->
    [dark] Juegan las oscuras
    [light] Juegan las claras
   *[other] Juega { $player }
}
panel-turn = Turno { $turn }
panel-speed = Animación:
panel-log = Registro del turno
panel-rules-title = El juego
hint-log = Haz clic para volver a leer la regla
button-skip-animation = Mostrar ya el final
button-cancel = Cancelar
game-over-title = Fin de la partida
button-play-again = Jugar otra vez
hint-play-again = Empezar de nuevo la misma partida desde el inicio, con los mismos jugadores
result-win = { $player_kind ->
    [dark] Ganan las oscuras
    [light] Ganan las claras
   *[other] Gana { $player }
}
result-draw = Tablas
result-reason = ({ $reason })
speed-off = Apagada
speed-hint = Velocidad de la animación. Cualquier clic o tecla muestra al instante el final de una animación en curso.

colour-dark = Oscuras
colour-light = Claras
side-south = Sur
side-north = Norte

tray-in-hand = En la mano: { $count }
tray-captured = Capturadas: { $count }
strip-seeds = { $count ->
    [one] 1 semilla en este lado
   *[other] { $count } semillas en este lado
}
strip-overture = en la apertura (ng'hana protegida)
strip-overture-unprotected = en la apertura
mark-nghana-protected = ng'hana (protegida)

point-label = punto { $point }, { $owner ->
    [dark] ficha oscura
    [light] ficha clara
   *[empty] vacío
}
point-in-line = { $label }, parte de un isibhamu
pit-label = hoyo { $pit }, { $count ->
    [one] 1 semilla
   *[other] { $count } semillas
}
direction-cw-label = Sembrar en sentido horario desde { $pit }
direction-ccw-label = Sembrar en sentido antihorario desde { $pit }

hover-pit = { $pit }: { $count ->
    [0] vacío
    [one] 1 semilla
   *[other] { $count } semillas
}
hover-point = { $point }: { $owner ->
    [dark] ficha oscura
    [light] ficha clara
   *[empty] vacío
}
preview-ends = La primera vuelta termina en { $pit }, que estaba vacío: fin del turno.
preview-relay = La primera vuelta termina en { $pit }: relevo, sus { $seeds } semillas se levantan y se siembran adelante.
preview-relay-protected = La primera vuelta termina en { $pit }: la ng'hana de enfrente está protegida, así que no hay captura; relevo, sus { $seeds } semillas se levantan y se siembran adelante.
preview-capture = La primera vuelta termina en { $pit }: captura de { $seeds ->
    [one] 1 semilla
   *[other] { $seeds } semillas
}.
preview-capture-direction = La primera vuelta termina en { $pit }: captura de { $seeds ->
    [one] 1 semilla
   *[other] { $seeds } semillas
}; después elige en qué sentido se vuelven a sembrar.
preview-offer = La primera vuelta termina en { $pit }: hay una captura de { $seeds ->
    [one] 1 semilla
   *[other] { $seeds } semillas
} a elegir (llevarla o ndahise).
preview-direction = La primera vuelta termina en el hoyo de inversión { $pit }: elige el sentido del relevo.
preview-way-ccw = Sentido antihorario:
preview-way-cw = Sentido horario:
preview-mark-ends = fin del turno
preview-mark-relay = relevo { $seeds }
preview-mark-capture = captura { $seeds }
preview-mark-offer = llevar { $seeds } o ndahise
preview-mark-direction = elegir el sentido

## Indicaciones y decisiones

prompt-place = { $player }: coloca una ficha en un punto vacío ({ $left } en la mano).
prompt-move = { $player }: desliza una de tus fichas a lo largo de una línea hasta un punto vecino vacío.
prompt-move-selected = { $player }: elige adónde va la ficha de { $point }.
prompt-fly = { $player_kind ->
    [dark] Las oscuras tienen tres fichas y pueden volar
    [light] Las claras tienen tres fichas y pueden volar
   *[other] { $player } tiene tres fichas y puede volar
}: mueve una a cualquier punto vacío.
prompt-remove = { $player_kind ->
    [dark] Las oscuras han formado
    [light] Las claras han formado
   *[other] { $player } ha formado
} una línea de captura: elige una ficha del adversario para quitar.
prompt-gift = Ilobolo: { $player }, elige una de tus propias fichas para dársela al adversario.
prompt-sow = { $player }: elige uno de tus hoyos con al menos { $min } semillas para sembrar.
prompt-sow-overture = { $player }: siembra uno de tus catorce hoyos de la izquierda, o juega tu ng'hana para terminar la apertura.
prompt-take-or-ndahise = { $player }: la vuelta termina en { $pit }, frente a semillas. ¿Tomarlas, o decir ndahise y seguir sembrando?
prompt-ndakubye = { $player }: { $opponent } ha dicho ndahise. ¿Salvar las semillas de { $pit } retirándolas (ndakubye), o dejarlas donde están?
prompt-direction = { $player }: la vuelta llega al hoyo de inversión { $pit }. ¿Seguir en sentido horario (captura en el acto) o antihorario?
prompt-resow-direction = { $player }: ¿volver a sembrar las semillas capturadas desde { $pit } en sentido horario (captura en el acto) o antihorario?
prompt-start-direction = { $player }: ¿sembrar { $pit } en sentido antihorario, como siempre, u horario para una captura directa?
prompt-arrange = { $player }: reparte tus 32 semillas entre tus 16 hoyos.
button-remove = Quitar { $point }
button-gift = Dar { $point }
button-take = Tomar las semillas
button-ndahise = Ndahise (paso)
button-ndakubye = Ndakubye (me retiro)
button-keep = Dejarlas
button-clockwise = Sentido horario
button-counter-clockwise = Sentido antihorario
arrange-placed = { $count } de 32 semillas colocadas
arrange-inner = 4 en cada hoyo interior
arrange-outer = 4 en cada hoyo exterior
arrange-even = 2 en cada hoyo
arrange-clear = Vaciar
arrange-hint = Haz clic en un hoyo para añadir una semilla; clic derecho para quitarla.
arrange-pit = Hoyo { $pit }: { $count }
button-arrange-done = Hecho

## Ajustes

settings-title = Ajustes
settings-language = Idioma
settings-speed = Velocidad de la animación
settings-highlights = Resaltados
settings-show-legal = Mostrar las jugadas posibles
settings-show-last = Mostrar la última jugada
settings-board = Tablero
settings-flipped = Girar el tablero
settings-coordinates = Mostrar coordenadas
settings-blac-numbers = Numerar los puntos como BLAC (01–25)
settings-zoom = Tamaño
zoom-smaller = Más pequeño (Ctrl+menos)
zoom-normal = Tamaño normal (Ctrl+0)
zoom-larger = Más grande, por ejemplo para un proyector (Ctrl+más)

## Glosario

glossary-title = Glosario
glossary-intro = Las palabras propias de los juegos se quedan en sus lenguas. Esto es lo que significan.
glossary-keys-title = Teclas
glossary-keys = Ctrl+Z deshacer · Ctrl+Y rehacer · Ctrl+S guardar · Ctrl+Shift+S guardar como · Ctrl+O abrir · Ctrl+P repasar la partida · H pista · Ctrl+R girar el tablero · Ctrl+N nueva partida · F1 reglas del juego (en la elección del juego: el glosario) · Ctrl+más / Ctrl+menos más grande / más pequeño, Ctrl+0 tamaño normal · Esc cancelar una selección. Jugar con el teclado: las flechas mueven un anillo sobre los puntos o los hoyos, Intro o Espacio elige el punto o el hoyo del anillo, Tab llega a los botones, Esc oculta el anillo; un lector de pantalla anuncia cada efecto cuando se muestra. Cualquier clic o tecla termina una animación en curso. Al repasar: flechas izquierda/derecha por turno, Shift+flecha paso a paso, Inicio/Fin, Espacio reproducir o pausar. En una lección: N o Av Pág paso siguiente, P o Re Pág paso anterior, H pista, Intro confirmar (con el anillo en el tablero, Intro elige su punto o hoyo).

## Registros: guardado automático, guardar, abrir
files-autosave-failed = No se pudo guardar la partida automáticamente: { $reason }
files-open-failed = No se pudo abrir { $file }: { $reason }
files-open-stopped = { $file } se abrió hasta la jugada { $index } ({ $count } jugadas legales cargadas): { $reason }
files-saved = Guardada en { $file }
files-save-failed = No se pudo guardar en { $file }: { $reason }
files-no-place = No hay dónde guardar la partida: ni carpeta de datos ni ventana de archivos.
files-dismiss = Cerrar
files-open-title = Abrir una partida
files-none = Todavía no hay partidas guardadas.
button-save = Guardar
hint-save = Guardar la partida (Ctrl+S)
button-open = Abrir
hint-open = Abrir una partida guardada (Ctrl+O)

## El ordenador
new-game-kind-label = Quién juega como jugador { $n }
player-computer = Ordenador ({ $level })
level-beginner = Principiante
level-beginner-hint = Apenas mira hacia delante, valora mal las posiciones y se le escapan muchas capturas: el nivel más débil, para aprender las reglas.
level-novice = Aprendiz
level-novice-hint = Ve su respuesta inmediata, pero valora mal las posiciones y se le escapan algunas capturas; gana al menos siete partidas de cada diez al Principiante.
level-intermediate = Intermedio
level-intermediate-hint = Ve unas cuantas jugadas por delante y rara vez se le escapa una captura; gana al menos siete partidas de cada diez al Aprendiz.
level-strong = Fuerte
level-strong-hint = Una búsqueda completa de hasta un segundo por jugada, que valora las posiciones casi sin error; gana al menos siete partidas de cada diez al Intermedio.
level-master = Maestro
level-master-hint = La búsqueda más profunda, hasta dos segundos por jugada: el nivel más fuerte, aunque en los juegos de Isolo apenas más fuerte que el Fuerte.
panel-thinking = { $player } está pensando…
button-hint = Pista
hint-hint = Mostrar la jugada que haría el ordenador aquí (H)
panel-hint = Pista: { $action }
panel-hint-thinking = Buscando una buena jugada…
panel-computer-waits = El ordenador juega por este lado: su jugada llega sola.

## Repaso
button-replay = Repasar
hint-replay = Recorrer esta partida desde el inicio, turno a turno o paso a paso (Ctrl+P)
replay-title = Repaso
replay-position = Acción { $action } de { $total } · turno { $turn } de { $turns }
replay-first = Inicio
replay-prev-turn = Turno anterior
replay-prev-effect = Paso atrás
replay-play = Reproducir
replay-pause = Pausa
replay-next-effect = Paso
replay-next-turn = Turno siguiente
replay-last = Fin
replay-slider = Posición en la partida
replay-play-on = Seguir jugando desde aquí
replay-play-on-hint = Empezar una partida nueva desde esta posición; el registro queda como está
replay-close = Volver a la partida
replay-close-step = Volver al paso
replay-keys = Flechas izquierda/derecha: turno · Shift+flecha: paso · Inicio/Fin · Espacio reproducir o pausar
files-recent = Recientes
files-recent-none = Aún no hay partidas recientes
panel-moves = Jugadas
panel-moves-none = Aún no hay jugadas.
hint-moves = Mostrar la partida al final de este turno (repaso)

## La biblioteca de partidas: Continuar, partidas terminadas, partidas dañadas
library-entry = { $game } · { $first } – { $second } · { $count ->
    [one] 1 turno
   *[other] { $count } turnos
} · jugada por última vez el { $date }
library-all-games = Tus partidas ({ $count })
hint-resume = Sigue con la partida que jugaste por última vez
button-home = Volver a los juegos
hint-home = La elección del juego, donde empiezan todas las partidas
library-title = Tus partidas
library-empty = Aún no hay partidas guardadas: una partida se guarda aquí desde su primera jugada.
library-no-match = Ninguna partida coincide con esta búsqueda.
library-more = { $count } más: afina la búsqueda para verlas.
library-search = Buscar
library-search-hint = juego, jugador o fecha
library-sort-newest = Más recientes primero
library-sort-oldest = Más antiguas primero
library-sort-game = Por juego
library-sort-longest = Más largas primero
library-filter-all = Todas ({ $count })
library-filter-unfinished = Por continuar ({ $count })
library-filter-finished = Terminadas ({ $count })
library-damaged-somewhere = Una partida guardada está dañada: mira en Tus partidas qué se puede hacer.
library-unknown-game = Juego desconocido
library-no-name = (sin nombre)
library-open = Reanudar
library-replay = Repetir
library-delete = Borrar…
library-delete-question = ¿Borrar esta partida? No se puede deshacer.
library-delete-yes = Borrar
library-delete-keep = Conservar
library-delete-failed = No se pudo borrar la partida: { $reason }
library-damaged = Este archivo está dañado y se conserva tal como está: { $damage }
library-continue-readable = Continuar desde la parte legible
library-leave = Dejarla así
library-nothing-readable = no se puede leer nada de él
library-continued = Se continuó desde la parte legible ({ $count ->
    [one] 1 acción
   *[other] { $count } acciones
}) como una partida nueva. El archivo dañado se conserva: { $file }
library-unavailable = No se pueden guardar partidas en la carpeta de datos, así que esta partida no se guardará automáticamente: { $reason }
library-busy-title = Inkomo ya está abierto
library-busy = Otro Inkomo está usando la carpeta de datos { $dir }. Para proteger tus partidas, esta ventana no guarda nada y solo se puede cerrar. Cierra primero el otro Inkomo, o abre este con INKOMO_DATA_DIR apuntando a otra carpeta.
library-busy-close = Cerrar

## The play bar's menus
menu-game = Partida
menu-view = Ver
menu-help = Ayuda
menu-save-as = Guardar como…
menu-rules = Reglas de este juego
menu-coordinates = Coordenadas
menu-blac-numbers = Números BLAC (01–25)
menu-zoom = Zoom
panel-animating = Ahora en el tablero:

## El registro de todos los turnos hasta ahora
panel-log-turn = Turno { $turn }: { $player }
## Lista de jugadas: las decisiones del igisoro como las escribe la lista

moves-take = captura
moves-keep = queda
moves-cw = horario
moves-ccw = antihorario
## Arrastrar y soltar las fichas (morris)
hand-label = { $player }: { $count ->
    [one] 1 ficha en la mano
   *[other] { $count } fichas en la mano
}
point-lit-target = un destino posible
point-lit-movable = se puede mover
point-lit-removable = se puede quitar
glossary-keys-pointer = Con el ratón: haz clic en una ficha y luego en el punto adonde va; o arrástrala hasta allí y suéltala. Al colocar, arrastra la siguiente ficha de tu mano, junto al tablero; al mover, arrastra una de tus fichas. Mientras arrastras, los puntos adonde puede ir quedan marcados; soltada en otro lugar, la ficha vuelve a su sitio y sigue elegida. Las fichas que se quitan se eligen con un clic.
## Archivos como en una aplicación de escritorio: las ventanas Guardar como y Abrir de la propia aplicación, un archivo soltado
save-as-title = Guardar la partida como
save-as-name = Nombre del archivo:
save-as-folder = Carpeta:
save-as-where = Se escribirá en { $file }
save-as-name-empty = Da un nombre al archivo.
save-as-name-invalid = Un nombre de archivo no puede contener / ni \ ni caracteres de control, ni empezar por un punto.
save-as-name-long = Ese nombre de archivo es demasiado largo: 200 caracteres como máximo.
save-as-folder-empty = Indica en qué carpeta guardarla.
save-as-replace-question = «{ $file }» ya existe en esa carpeta. ¿Reemplazarlo?
save-as-replace = Reemplazar
save-as-save = Guardar
save-as-cancel = Cancelar
open-path = Carpeta o archivo:
open-cancel = Cancelar
open-path-go = Ir
open-up = Subir una carpeta
open-folder-empty = No hay partidas en esta carpeta.
open-recent-elsewhere = Partidas recientes en otras carpetas
open-path-failed = No se puede leer { $path }: { $reason }
open-library = Biblioteca de partidas
hint-open-library = Todas las partidas que has jugado, guardadas por la aplicación
files-open-copy = { $file } tiene una versión anterior o distinta de una partida de tu biblioteca de partidas, que tiene { $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
}. Lo que juegues desde aquí se guarda como una partida nueva en la biblioteca; la partida de la biblioteca queda como está.
files-drop-hint = Suelta para abrir
files-drop-not-record = { $file } no es una partida de Inkomo (un archivo .ron), así que no se abrió nada.
## A balanced opening being prepared after Start
new-game-preparing = Preparando una apertura equilibrada…
## Files of the data folder that cannot be used as they are
library-read-only = No se puede bloquear la carpeta de datos para esta aplicación ({ $path }: { $reason }). Tus partidas guardadas se muestran solo para lectura: las nuevas jugadas no se guardan hasta que esto se corrija.
settings-damaged = No se pudo leer el archivo de ajustes { $path } ({ $reason }): se usan los ajustes predeterminados, y el archivo antiguo se guardó como { $aside }.
settings-save-failed = No se pudieron guardar los ajustes: { $reason }
library-listing = Leyendo tus partidas guardadas…
## Perfect endgames (morris endgame tables)
settings-endgames = Finales perfectos
endgames-prepare = Preparar finales perfectos
endgames-prepare-hint = Calcula todos los finales de morris con hasta { $tokens } fichas por lado, para que el nivel Maestro y la pista los jueguen a la perfección. Tarda unos minutos, una sola vez; el resultado se guarda para la próxima.
endgames-cancel = Cancelar
endgames-ready = Preparados: todos los finales de morris con hasta { $tokens } fichas por lado.
endgames-failed = La preparación de los finales falló: { $reason }
panel-hint-wins = El juego perfecto gana esto en { $plies } { $plies ->
    [one] jugada
   *[other] jugadas
} (contando ambos lados).
panel-hint-loses = Perdido contra el juego perfecto; esto resiste más tiempo: { $plies } { $plies ->
    [one] jugada
   *[other] jugadas
} (contando ambos lados).
panel-hint-draws = Con juego perfecto, esto es tablas.
## The new-game dialog: play the computer or two players at this screen
new-game-vs-computer = Jugar contra el ordenador
new-game-vs-people = Dos jugadores en esta pantalla
new-game-your-name = Tu nombre
new-game-level = Nivel del ordenador:
new-game-you = Tú
new-game-the-computer = El ordenador
new-game-your-colour = Juegas con:
## Hover text of a rule option: its name and value as records and the command line write them
new-game-option-record = En un registro y en la línea de órdenes: { $pair }

## El análisis de una partida: cada jugada marcada frente a la mejor
review-title = Análisis
button-review-short = Analizar
button-review = Analizar esta partida
hint-review = Marca cada jugada de esta partida (la mejor, buena, imprecisión, error, error grave) con la jugada mejor, calculada por el ordenador en su nivel más fuerte
button-review-cancel = Cancelar
review-progress = Analizando: { $done } / { $total }
button-practise-mistakes = Practicar tus errores ({ $count })
hint-practise-mistakes = Juega de nuevo cada uno de tus errores desde la posición anterior y encuentra una jugada mejor
review-mark-best = la mejor
review-mark-good = buena
review-mark-inaccuracy = imprecisión
review-mark-mistake = error
review-mark-blunder = error grave
review-graph = Valor a lo largo de la partida (haz clic para ir a una jugada)
review-graph-point = Antes de la jugada { $number }: { $value }
review-first-wins = el primer jugador gana a la fuerza
review-second-wins = el segundo jugador gana a la fuerza
review-drawn = tablas
review-value-tokens = { $value } fichas
review-value-seeds = { $value } semillas
review-turn = Turno { $number }: { $symbol } { $mark }
review-source-tables = Exacto, según las tablas de finales.
review-source-forced = Exacto: un resultado forzado hallado por la búsqueda.
review-source-search = Según la búsqueda.
review-change = De { $before } a { $after }.
review-lost = Perdido frente a la mejor jugada: { $value }.
review-forced-win-lost = La mejor jugada gana a la fuerza; esta deja escapar la victoria.
review-forced-loss-met = Esta jugada pierde a la fuerza.
review-forced-other = La mejor jugada y esta llevan a resultados distintos.
review-better = Mejor: { $move }
button-show-better = Mostrar la jugada mejor
review-showing-better = La jugada mejor se juega en el tablero.
button-take-back = Deshacer la jugada
review-result-drawn = tablas
review-result-won-in = { $moves ->
    [one] ganada en 1 jugada
   *[other] ganada en { $moves } jugadas
}
review-result-lost-in = { $moves ->
    [one] perdida en 1 jugada
   *[other] perdida en { $moves } jugadas
}
review-result-forced-win = una victoria forzada
review-result-forced-loss = una derrota forzada
