# Lessons: the built-in words of the lesson core, then each lesson's own messages (docs/lessons.md).

## common

lesson-pass = Muy bien.
lesson-continue-from-line = Eso también sirve. La lección sigue por su propia línea.
lesson-goal-play = Haz la jugada que pide la lección.
lesson-goal-line = Forma una línea de captura (isibhamu) { $turns ->
    [one] con esta jugada.
   *[other] en { $turns } jugadas como mucho.
}
lesson-goal-capture = Captura { $count ->
    [one] una
   *[other] { $count }
} { $turns ->
    [one] con esta jugada.
   *[other] en { $turns } jugadas como mucho.
}
lesson-goal-end-overture = Termina la apertura { $turns ->
    [one] con esta jugada.
   *[other] en { $turns } jugadas como mucho.
}
lesson-goal-no-move = Deja al rival sin jugada { $turns ->
    [one] con esta jugada.
   *[other] en { $turns } jugadas como mucho.
}
lesson-goal-win = Gana la partida { $turns ->
    [one] con esta jugada.
   *[other] en { $turns } jugadas tuyas como mucho, haga lo que haga el rival.
}
lesson-goal-best = Elige la mejor respuesta.
lesson-goal-last-seed = Señala el hoyo donde cae la última semilla de la vuelta { $lap } al sembrar { $pit }.
lesson-goal-captures = Señala una jugada que captura.
lesson-goal-removable = Señala todas las fichas que se pueden quitar, y solo esas.
lesson-goal-first-gift = Señala una ficha del jugador que da el ilobolo primero.
lesson-why-reply-won = La respuesta del rival gana la partida.
lesson-why-reply-removed = El rival respondió con una línea de captura y quitó tu ficha de { $point }.
lesson-why-reply-captured = El rival respondió capturando { $count ->
    [one] una semilla
   *[other] { $count } semillas
} de tu hoyo { $pit }.
lesson-why-not-accepted = Esa no es la jugada que pide este paso.
lesson-why-no-line = No se formó ninguna línea de captura { $turns ->
    [one] con esa jugada.
   *[other] en { $turns } jugadas.
}
lesson-why-captured-few = Capturaste { $got }, y se pedían { $need }.
lesson-why-overture-goes-on = La apertura aún no ha terminado.
lesson-why-opponent-can-move = El rival todavía tiene { $count ->
    [one] una jugada.
   *[other] { $count } jugadas.
}
lesson-why-no-forced-win = Esa jugada no fuerza la victoria.
lesson-why-not-best = Hay una respuesta mejor: { $best }.
lesson-why-quiz-wrong = Esa no. Mira otra vez lo que hacen las reglas aquí.
lesson-why-quiz-missed = { $count ->
    [one] Se puede quitar una ficha más.
   *[other] Se pueden quitar { $count } fichas más.
}
lesson-why-quiz-extra = La ficha de { $point } no se puede quitar.
lesson-progress-corrupt = No se pudo leer tu progreso en las lecciones; el archivo se guardó aparte y empiezas de nuevo.

## mistakes (a mistake of a reviewed game retried; $turn its turn, $played the move played, $mark the review's word: inaccuracy, mistake, blunder)

mistake-title = Turno { $turn }: encuentra una jugada mejor
mistake-summary = Aquí jugaste { $played }: { $mark ->
    [blunder] un error grave.
    [inaccuracy] una imprecisión.
   *[other] un error.
}
mistake-task = En tu partida jugaste { $played } aquí, y el análisis lo llamó { $mark ->
    [blunder] error grave
    [inaccuracy] imprecisión
   *[other] error
}. Encuentra una jugada mejor: vale cualquier jugada que el análisis llamaría mejor o buena.
mistake-pass = Una jugada mejor: esta posición ya no te pillará.
lesson-goal-improve = Encuentra una jugada que el análisis llamaría mejor o buena.
lesson-why-worse = El análisis también llamaría a esta jugada { $mark ->
    [blunder] error grave
    [inaccuracy] imprecisión
   *[other] error
}.

## puzzles (every puzzle of assets/puzzles/ uses these; $number is its number, $turns its par)

puzzle-title = Problema { $number }
puzzle-summary = { $turns ->
    [one] Gana con una jugada.
   *[other] Gana en { $turns } jugadas tuyas como mucho.
}
puzzle-win = { $turns ->
    [one] Encuentra la jugada que gana la partida de inmediato.
   *[other] Encuentra cómo ganar en { $turns } jugadas tuyas como mucho, haga lo que haga el rival. Vale cualquier línea ganadora.
}

## endgame trainer (every position of assets/trainer/ uses these; $number is its number, $turns its par, $mine and $theirs the tokens of each side)

trainer-title-win = Gana { $mine } contra { $theirs }
trainer-title-win-flying = Gana { $mine } contra { $theirs } volando
trainer-title-hold = Mantén las tablas, { $mine } contra { $theirs }
trainer-summary-win = { $turns ->
    [one] Un final ganado contra el Maestro perfecto: la victoria más corta lleva una jugada.
   *[other] Un final ganado contra el Maestro perfecto: la victoria más corta lleva { $turns } jugadas tuyas.
}
trainer-summary-hold = Un final en tablas: mantenlo contra el Maestro perfecto durante { $turns } jugadas tuyas.
trainer-win = Tienes { $mine } fichas contra { $theirs }, y la posición está ganada. Gánala contra el Maestro perfecto, que se defiende mientras el juego lo permita. Con el mejor juego, la victoria lleva { $turns ->
    [one] una jugada
   *[other] { $turns } jugadas tuyas
}; una jugada que deja escapar la victoria termina el intento.
trainer-hold = Tienes { $mine } fichas contra { $theirs }, y la posición está en tablas. El Maestro perfecto juega para ganar: mantén las tablas durante { $turns } jugadas tuyas. Una jugada que pierde termina el intento.
lesson-goal-win-endgame = Conserva la victoria en cada jugada hasta ganar: la victoria más corta lleva { $turns ->
    [one] una jugada.
   *[other] { $turns } jugadas tuyas.
}
lesson-goal-hold-draw = Conserva las tablas en cada jugada, durante { $turns } jugadas tuyas.
lesson-why-slipped-win-to-draw = Esa jugada deja escapar la victoria: con el mejor juego de los dos lados, la partida ahora es tablas.
lesson-why-slipped-win-to-loss = Esa jugada tira la victoria: con el mejor juego, el rival ahora gana { $turns ->
    [one] con la próxima jugada.
   *[other] en { $turns } jugadas suyas como mucho.
}
lesson-why-slipped-draw-to-loss = Esa jugada pierde las tablas: con el mejor juego, el rival ahora gana { $turns ->
    [one] con la próxima jugada.
   *[other] en { $turns } jugadas suyas como mucho.
}
lesson-why-too-long = Aún sin victoria tras { $turns } jugadas tuyas: la victoria ya está demasiado lejos.

## morris

# isizulu-01-placing
lesson-isizulu-01-placing-title = Colocar y el isibhamu
lesson-isizulu-01-placing-summary = Coloca tus fichas, forma una línea de captura y quita una ficha.
lesson-isizulu-01-placing-intro = El Isizulu se juega en tres cuadrados unidos por líneas, con diagonales en las esquinas. Cada jugador tiene doce fichas, las izingombe (vacas): uno juega con las oscuras y el otro con las claras. Empiezan las oscuras, y los jugadores colocan por turnos una ficha en cualquier punto vacío.
lesson-isizulu-01-placing-first-moves = Las oscuras colocan en a7, las claras en g1, las oscuras en d7, las claras en d1. Tres fichas de un jugador a lo largo de una línea forman un isibhamu, una línea de captura. Las oscuras amenazan ahora a7-d7-g7, y las claras amenazan g1-d1-a1.
lesson-isizulu-01-placing-complete = Tu turno, con las oscuras: coloca en g7 para completar la línea. Después debes quitar una ficha de las claras: quita d1 o g1, y la línea de las claras queda rota.
lesson-isizulu-01-placing-complete-goal = Tres fichas tuyas en una línea forman una línea de captura, y el lado de arriba ya tiene dos de las tuyas.
lesson-isizulu-01-placing-after-capture = Una ficha quitada nunca vuelve. La colocación sigue igual: cada jugador coloca sus doce fichas, se haya capturado lo que se haya capturado. Cómo escribe la lista de jugadas lo que pasó: una colocación es su punto (g7), un deslizamiento o un vuelo es el punto del que sale y el punto al que llega (e4-e3), y una captura es una x delante del punto quitado (xd1). Así, "g7 xd1" es tu último turno: una colocación en g7 que formó una línea, y luego la ficha de d1 quitada. Las pistas nombran las jugadas del mismo modo.
lesson-isizulu-01-placing-diagonal = En el Isizulu las diagonales de las esquinas también son líneas. Encuentra la colocación que forma una línea de captura y luego quita una ficha.
lesson-isizulu-01-placing-diagonal-goal = Mira las diagonales cortas de las esquinas: a7, b6 y c5 están en una de ellas.
lesson-isizulu-01-placing-not-a-line = d6 no une nada: a7 y c5 están unidos por la diagonal que pasa por b6.
lesson-isizulu-01-placing-double = Tienes cuatro líneas esperando una ficha cada una: a7-d7-g7, b6-b4-b2, c3-d3-e3 y la diagonal a1-b2-c3. Captura dos veces en tus dos próximas colocaciones: las claras solo pueden bloquear una línea a la vez.
lesson-isizulu-01-placing-double-goal = Una línea que espera una ficha es una amenaza. El rival bloquea una amenaza con cada colocación; guarda una lista para tu turno siguiente.

# isizulu-02-removal
lesson-isizulu-02-removal-title = Qué ficha quitar
lesson-isizulu-02-removal-summary = Tras una línea de captura eliges la ficha que quitas: cualquiera, con las reglas de torneo.
lesson-isizulu-02-removal-line = Las oscuras colocan en g7 y forman el isibhamu a7-d7-g7 (marcado). Ahora las oscuras deben quitar una ficha de las claras.
lesson-isizulu-02-removal-which = ¿Qué fichas de las claras pueden quitar las oscuras? Señálalas todas.
lesson-isizulu-02-removal-which-goal = Las reglas de torneo de la BLAC Foundation no hacen ninguna excepción con la ficha que se quita.
lesson-isizulu-02-removal-line-not-safe = Con las reglas de torneo de la BLAC Foundation se puede quitar cualquier ficha, incluso en una línea: también a1, d1 y g1.
lesson-isizulu-02-removal-other-readings = Muchos jugadores en otros lugares protegen las fichas de una línea completa. Inkomo ofrece esa lectura como opción al empezar una partida; las lecciones de Isipowe la muestran.
lesson-isizulu-02-removal-choose = Todas las fichas están colocadas: una jugada desliza una ficha a un punto vecino vacío. Desliza para formar una línea y quita la ficha que te deja formar otra en la jugada siguiente.
lesson-isizulu-02-removal-choose-goal = La ficha que quitas puede ser la que estorba a tu próxima línea.
lesson-isizulu-02-removal-blocker-stays = La ficha clara de a7 sigue bloqueando tu línea a1-a4-a7. Quítala y luego desliza d7 a a7.

# isizulu-03-movement
lesson-isizulu-03-movement-title = Mover y el jugador bloqueado
lesson-isizulu-03-movement-summary = Desliza por las líneas; un jugador que no puede mover pasa.
lesson-isizulu-03-movement-slides = Cuando las veinticuatro fichas están colocadas, los jugadores deslizan por turnos una ficha por una línea hasta el siguiente punto vacío; las diagonales de las esquinas también son caminos. Un deslizamiento que completa una línea captura, como una colocación.
lesson-isizulu-03-movement-slide-line = Desliza e4 a e3: c3-d3-e3 queda completa. Luego quita una ficha.
lesson-isizulu-03-movement-slide-line-goal = Un deslizamiento que lleva una tercera ficha a una línea captura, como una colocación.
lesson-isizulu-03-movement-blocked = Un jugador sin jugada no pierde: pasa, y su rival juega otra vez. Aquí las cuatro fichas claras están en las esquinas, y b6 es el último punto vacío junto a alguna de ellas. Las oscuras deslizan c5 a b6 por la diagonal: las claras se quedan sin jugada, pasan, y las oscuras juegan otra vez.
lesson-isizulu-03-movement-block = Las cuatro fichas claras tienen un solo punto libre. Ocúpalo para que las claras tengan que pasar.
lesson-isizulu-03-movement-block-goal = Una ficha solo desliza a un punto vecino vacío: mira los puntos vacíos junto a las fichas del rival.
lesson-isizulu-03-movement-slide-capture = Encuentra el deslizamiento que forma una línea de captura.
lesson-isizulu-03-movement-slide-capture-goal = Busca dos fichas tuyas en una línea cuyo tercer punto está vacío y junto a otra ficha tuya.

# isizulu-04-ilobolo
lesson-isizulu-04-ilobolo-title = Ilobolo: cuando el tablero se llena
lesson-isizulu-04-ilobolo-summary = Cuando los 24 puntos están ocupados, cada jugador regala una ficha, el primer jugador primero.
lesson-isizulu-04-ilobolo-full = Las claras colocan la última ficha. Nadie capturó durante la colocación, así que los 24 puntos están ocupados y nadie puede deslizar.
lesson-isizulu-04-ilobolo-who = Ahora viene el ilobolo, la dote: cada jugador regala una de sus fichas. ¿Quién da primero? Señala una de sus fichas.
lesson-isizulu-04-ilobolo-who-goal = El orden de los regalos no sigue la última colocación: sigue a quien empezó la partida.
lesson-isizulu-04-ilobolo-not-last = Las claras colocaron la última, pero los regalos empiezan por el jugador que movió primero: las oscuras.
lesson-isizulu-04-ilobolo-gifts = Las oscuras regalan c4 y las claras regalan e5: cada uno quita una de sus fichas. El regalo sale del tablero para siempre y cuenta como ficha capturada para las diez.
lesson-isizulu-04-ilobolo-first-slide = Ahora las oscuras hacen el primer deslizamiento. Los dos regalos abrieron c4 y e5: encuentra el deslizamiento que forma una línea de captura.
lesson-isizulu-04-ilobolo-first-slide-goal = Solo deslizan las fichas junto a un punto vacío, y los únicos puntos vacíos son los que abrieron los regalos.
lesson-isizulu-04-ilobolo-choosing = Cómo elegir el regalo: abre un punto en el tablero. Regala una ficha cuyo punto vacío puedan usar tus fichas, no uno al que solo pueda entrar el rival: c4 está rodeado por las claras, y las oscuras no pueden usarlo.
lesson-isizulu-04-ilobolo-wrong-slide = e4 abandona la línea e5-e4-e3 que debería completar. Trae mejor la ficha de d5.

# isizulu-05-flying
lesson-isizulu-05-flying-title = Volar con tres, la victoria y las tablas
lesson-isizulu-05-flying-summary = Con tres fichas un jugador vuela; diez capturas ganan; tres reglas dan tablas.
lesson-isizulu-05-flying-three = A las oscuras solo les quedan tres fichas. En el Isizulu un jugador reducido a tres puede volar: llevar una ficha a cualquier punto vacío, no solo a uno vecino. Es la regla, no una trampa del ordenador; tu rival también vuela cuando le quedan tres.
lesson-isizulu-05-flying-fly-line = Haz volar una ficha para formar una línea de captura.
lesson-isizulu-05-flying-fly-line-goal = Con tres fichas una jugada puede terminar en cualquier punto vacío, por lejos que esté.
lesson-isizulu-05-flying-just-a-slide = Eso solo avanza un paso. Volar deja a e5 ir a cualquier sitio: ¿dónde necesita d1-a1 una tercera ficha?
lesson-isizulu-05-flying-fly-win = Gana quien ha capturado diez fichas: el rival se queda con dos. A las claras les quedan tres. Gana con una jugada.
lesson-isizulu-05-flying-fly-win-goal = Una captura más deja al rival con dos fichas, y eso gana.
lesson-isizulu-05-flying-shuffle = Mira la primera regla de tablas: las oscuras y las claras deslizan de ida y vuelta, b2-b4 y c5-c4. Cuando la misma posición vuelve por tercera vez, con el mismo jugador al turno, la partida queda en tablas.
lesson-isizulu-05-flying-draws = Tres reglas terminan una partida en tablas. Si la misma posición vuelve por tercera vez con el mismo jugador al turno, como cuando ambos van y vienen, son tablas. Cuando los dos tienen tres fichas, tienen treinta jugadas cada uno para capturar: sesenta jugadas en total, contadas desde que ambos se quedaron con tres (pasar no es una jugada); después son tablas. Y una partida en la que ningún jugador puede mover sería tablas; en este tablero no puede ocurrir, porque siempre hay una ficha junto a un punto vacío.
lesson-isizulu-05-flying-last = Las claras tienen tres fichas y pueden volar; tú tienes cuatro y no. Las claras amenazan volar a a1 y completar g1-d1-a1. Gana ya, antes de que lo hagan.
lesson-isizulu-05-flying-last-goal = Bloquear una amenaza no basta cuando puedes capturar ya: busca dos fichas tuyas cuya línea espera un deslizamiento.
lesson-isizulu-05-flying-only-blocks = Bloquear a1 frena la línea de las claras, pero puedes ganar ya: a7-d7 espera g7.

# isisuthu-01-board
lesson-isisuthu-01-board-title = El tablero del Isisuthu y el isibhamu
lesson-isisuthu-01-board-summary = Veinticinco puntos, doce fichas cada uno, y la línea de captura.
lesson-isisuthu-01-board-intro = El Isisuthu se juega en tres cuadrados y un punto central, 25 puntos en total. Cada jugador tiene doce fichas, las izingombe (vacas): uno juega con las oscuras y el otro con las claras. Empiezan las oscuras; por turnos cada uno coloca una ficha en cualquier punto vacío. Tres fichas tuyas seguidas a lo largo de una línea forman un isibhamu, una línea de captura: entonces quitas una ficha del rival.
lesson-isisuthu-01-board-placing = Las diagonales cortas de las esquinas están dibujadas en el tablero, pero solo sirven para mover: en el Isisuthu ninguna línea de captura corre por una diagonal.
lesson-isisuthu-01-board-lines = Qué tres puntos forman una línea: los tres puntos de cada lado de cada cuadrado, doce líneas; las cuatro líneas cortas que cruzan del cuadrado exterior, por el del medio, al interior, a4-b4-c4 y d7-d6-d5 (marcadas), e4-f4-g4 y d3-d2-d1; y las dos que pasan por el centro, c4-d4-e4 y d5-d4-d3. Dieciocho líneas en total, ninguna diagonal.
lesson-isisuthu-01-board-notation = Cómo escribe la lista de jugadas lo que pasó: una colocación es su punto (d4), un deslizamiento es el punto del que sale y el punto al que llega (g7-f6), y una captura es una x delante del punto quitado (xb4). Las pistas nombran las jugadas del mismo modo.
lesson-isisuthu-01-board-line = Encuentra la colocación que forma una línea de captura y luego quita una ficha.
lesson-isisuthu-01-board-line-goal = Una línea son tres puntos a lo largo de un lado de un cuadrado, o una de las líneas cortas que cruzan entre los cuadrados.
lesson-isisuthu-01-board-not-a-line = d6 está bajo d7, pero la línea d7-d6-d5 tiene solo una ficha tuya. Mira a lo largo del lado de arriba.
lesson-isisuthu-01-board-double = Tres líneas tuyas esperan una ficha cada una. Captura dos veces en tus dos próximas colocaciones: las claras solo pueden bloquear una a la vez.
lesson-isisuthu-01-board-double-goal = Una línea que espera una ficha es una amenaza. El rival bloquea una amenaza con cada colocación; guarda una lista para tu turno siguiente.

# isisuthu-02-centre
lesson-isisuthu-02-centre-title = La regla del centro
lesson-isisuthu-02-centre-summary = El punto central solo forma línea como el del medio de tres dentro del cuadrado interior.
lesson-isisuthu-02-centre-centre = El centro d4 se une a c4, e4, d5 y d3. Solo forma línea de captura como la ficha del medio de c4-d4-e4 o d5-d4-d3, dentro del cuadrado interior. Tres seguidas que llegan al cuadrado del medio, como b4-c4-d4, no cuentan.
lesson-isisuthu-02-centre-which = Las oscuras tienen c4, d4, d6 y g1. ¿Qué colocación forma una línea de captura? Señálala.
lesson-isisuthu-02-centre-which-goal = El centro solo cuenta como el medio de una línea dentro del cuadrado interior.
lesson-isisuthu-02-centre-outside = Tres seguidas, pero la línea sale del cuadrado interior, así que el centro no puede formar parte de ella.
lesson-isisuthu-02-centre-make = Ahora juégalo: forma la línea de captura por el centro y quita una ficha.
lesson-isisuthu-02-centre-make-goal = El centro solo cuenta como el medio de c4-d4-e4 o de d5-d4-d3.

# isisuthu-03-movement
lesson-isisuthu-03-movement-title = Mover, y el jugador bloqueado
lesson-isisuthu-03-movement-summary = Desliza por las líneas y las diagonales cortas; un jugador que no puede mover pasa.
lesson-isisuthu-03-movement-slides = Cuando todas las fichas están colocadas, una jugada desliza una ficha a un punto vecino vacío. Las diagonales cortas de las esquinas son caminos: las oscuras deslizan g7 a f6 por una de ellas. El centro se une a sus cuatro vecinos.
lesson-isisuthu-03-movement-slide-line = Desliza una ficha para formar una línea de captura.
lesson-isisuthu-03-movement-slide-line-goal = El centro es vecino de c4, e4, d5 y d3, y cuenta como el medio de una línea.
lesson-isisuthu-03-movement-not-through = En e5 la ficha no forma línea. c4 y e4 esperan el centro entre ellas.
lesson-isisuthu-03-movement-blocked = Las claras deslizan f6 a d6, y las oscuras se quedan sin jugada. No pierden: pasan, y las claras juegan otra vez.
lesson-isisuthu-03-movement-block = Las cuatro fichas claras tienen un solo punto libre. Ocúpalo para que las claras tengan que pasar.
lesson-isisuthu-03-movement-block-goal = Una ficha solo desliza a un punto vecino vacío: mira los puntos vacíos junto a las fichas del rival.

# isisuthu-04-endgame
lesson-isisuthu-04-endgame-title = El final de la partida: sin volar
lesson-isisuthu-04-endgame-summary = En el Isisuthu nadie vuela; diez capturas ganan; tres reglas dan tablas.
lesson-isisuthu-04-endgame-no-flying = A las oscuras les quedan tres fichas. En el Isisuthu siguen deslizando un paso cada vez: en este juego no se vuela, a diferencia del Isizulu.
lesson-isisuthu-04-endgame-shuffle = Mira la primera regla de tablas: las oscuras y las claras deslizan de ida y vuelta, b2-b4 y c5-c4. Cuando la misma posición vuelve por tercera vez, con el mismo jugador al turno, la partida queda en tablas.
lesson-isisuthu-04-endgame-draws = Gana quien captura diez fichas: el rival se queda con dos. Hay tablas cuando la misma posición vuelve por tercera vez con el mismo jugador al turno, o cuando los dos tienen tres fichas y pasan treinta jugadas de cada uno sin captura: sesenta jugadas en total, contadas desde que ambos se quedaron con tres (pasar no es una jugada). Una partida en la que ningún jugador puede mover también sería tablas; en este tablero no puede ocurrir, porque siempre hay una ficha junto a un punto vacío.
lesson-isisuthu-04-endgame-win = A las claras les quedan tres fichas. Gana con una jugada.
lesson-isisuthu-04-endgame-win-goal = Una captura más deja al rival con dos fichas, y eso gana; en el Isisuthu ninguna ficha vuela.

# isipowe-01-board
lesson-isipowe-01-board-title = Isipowe: el tablero sin diagonales
lesson-isipowe-01-board-summary = Las reglas del Isizulu en un tablero sin líneas diagonales.
lesson-isipowe-01-board-intro = El Isipowe fue creado por la BLAC Foundation: se juega como el Isizulu, en 24 puntos, pero el tablero no tiene líneas diagonales. Cada bando tiene nueve vacas, dos abelusi (pastores) y un ibhuto (grupo de guerreros). Las reglas solo los cuentan: cuál es cuál no cambia nada, porque se mueven, forman líneas y se capturan exactamente como las vacas.
lesson-isipowe-01-board-kinds = Mira seis colocaciones de cada bando. Inkomo dibuja la tercera ficha de cada jugador como un pastor y la sexta como el grupo de guerreros (la novena es el segundo pastor), y todas las demás como vacas. Solo cambia el dibujo.
lesson-isipowe-01-board-no-diagonal = Las oscuras colocan en b6: en el Isizulu a7-b6-c5 sería una línea de captura, aquí no es nada, y las claras colocan en g1.
lesson-isipowe-01-board-notation = Cómo escribe la lista de jugadas lo que pasó: una colocación es su punto (b6), un deslizamiento o un vuelo es el punto del que sale y el punto al que llega (e4-e3), y una captura es una x delante del punto quitado (xd7). Las pistas nombran las jugadas del mismo modo.
lesson-isipowe-01-board-line = Encuentra la colocación que forma una línea de captura.
lesson-isipowe-01-board-line-goal = Aquí solo son líneas los lados de los cuadrados y las cuatro líneas cortas entre ellos.
lesson-isipowe-01-board-no-diag-line = En este tablero b6 no une a7 y c5 por ninguna línea. Mira mejor a7 y a1.
lesson-isipowe-01-board-double = Tres líneas esperan una ficha cada una. Captura dos veces en tus dos próximas colocaciones.
lesson-isipowe-01-board-double-goal = Una línea que espera una ficha es una amenaza. El rival bloquea una amenaza con cada colocación; guarda una lista para tu turno siguiente.

# isipowe-02-protected
lesson-isipowe-02-protected-title = Líneas protegidas (una variante)
lesson-isipowe-02-protected-summary = Con esta opción, una ficha en una línea completa solo se puede quitar cuando todas están en líneas.
lesson-isipowe-02-protected-line = Esta lección usa una lectura de las reglas que muchos jugadores conocen: las fichas de una línea completa están protegidas. Las oscuras deslizan g4 a g7 y forman a7-d7-g7 (marcada).
lesson-isipowe-02-protected-which = Las fichas a1, d1 y g1 de las claras están en una línea. ¿Qué fichas claras pueden quitar ahora las oscuras? Señálalas todas.
lesson-isipowe-02-protected-which-goal = En esta lectura una ficha en una línea completa está a salvo mientras su dueño tenga fichas fuera de una línea.
lesson-isipowe-02-protected-protected = a1, d1 y g1 forman la línea de las claras, así que están protegidas mientras las claras tengan fichas fuera de una línea.
lesson-isipowe-02-protected-all-in-lines = Solo cuando todas las fichas del rival están en líneas se puede quitar una de ellas. Con las reglas de torneo, que Inkomo usa por defecto, se puede quitar cualquier ficha.
lesson-isipowe-02-protected-take = Juégalo tú: forma la línea y quita una ficha que se pueda quitar.
lesson-isipowe-02-protected-take-goal = La línea es la que acabas de ver; la captura debe respetar las fichas de la línea de las claras.

# isipowe-03-flying
lesson-isipowe-03-flying-title = Volar y el final de la partida
lesson-isipowe-03-flying-summary = Con tres fichas un jugador vuela; diez capturas ganan.
lesson-isipowe-03-flying-three = Como en el Isizulu, un jugador reducido a tres fichas puede volar: llevar una a cualquier punto vacío. Es la regla del juego, no una trampa del ordenador, y da al bando más débil una última oportunidad.
lesson-isipowe-03-flying-fly-line = Haz volar una ficha para formar una línea de captura.
lesson-isipowe-03-flying-fly-line-goal = Con tres fichas una jugada puede terminar en cualquier punto vacío, por lejos que esté.
lesson-isipowe-03-flying-just-a-slide = Eso es solo un paso. Una ficha que vuela puede posarse en cualquier sitio: ¿dónde necesitan d1 y a1 una tercera ficha?
lesson-isipowe-03-flying-ilobolo = El Isipowe conserva también las demás reglas del Isizulu: cuando el tablero se llena tras colocar, cada jugador regala una ficha como ilobolo, el primer jugador primero, y el regalo cuenta para las diez. Las tablas son las mismas: una posición que vuelve por tercera vez con el mismo jugador al turno; treinta jugadas de cada uno sin captura cuando ambos se han quedado con tres (sesenta jugadas en total, sin contar los pases); y una partida en la que ningún jugador puede mover, que este tablero nunca permite.
lesson-isipowe-03-flying-fly-win = A las claras les quedan tres fichas: una captura más gana. Gana con una jugada.
lesson-isipowe-03-flying-fly-win-goal = Una captura más deja al rival con dos fichas, y eso gana.

# isipowe-04-annotated
lesson-isipowe-04-annotated-title = Un final de partida comentado
lesson-isipowe-04-annotated-summary = Unas jugadas de una lucha de verdad, explicadas, y luego tu turno.
lesson-isipowe-04-annotated-position = Todas las fichas están colocadas; las oscuras tienen seis fichas y las claras seis. La línea a1-a4 de las oscuras espera a7, donde hay una ficha clara; c3-d3 espera e3.
lesson-isipowe-04-annotated-m1 = Las oscuras deslizan e4 a e3: c3-d3-e3. Quitan a7, la ficha que bloqueaba su otra línea.
lesson-isipowe-04-annotated-m2 = Las claras deslizan f6 a f4. Ahora g4-f4 espera e4, el punto que las oscuras acaban de dejar: las claras amenazan e5 a e4.
lesson-isipowe-04-annotated-m3 = Tu turno, con las oscuras. Responde a la amenaza con una línea de captura propia, y quita una ficha que frene la línea de las claras.
lesson-isipowe-04-annotated-m3-goal = Tu captura puede responder a una amenaza: quita una ficha de la línea que forman las claras, o la que la completaría.
lesson-isipowe-04-annotated-blocks-only = Volver a e4 bloquea a las claras, pero no captura nada. d7 puede cerrar a1-a4-a7 ahora que a7 está vacío.
lesson-isipowe-04-annotated-threat-stays = Eso forma tu línea, pero la amenaza de las claras sigue: e5 aún puede deslizar a e4 y completar g4-f4-e4. Quita una ficha de esa línea, o la que la completaría.

## mancala

# Isolo (juego de las mujeres), lección 1
lesson-isolo-women-01-sowing-title = Sembrar: tus hileras y el circuito
lesson-isolo-women-01-sowing-summary = Cada jugador es dueño de las dos hileras más cercanas y siembra alrededor de ellas en sentido antihorario; una vuelta que acaba en un hoyo vacío termina el turno.
lesson-isolo-women-01-sowing-board = Este es el isolo, el tablero de los sukuma: cuatro hileras de ocho hoyos. Tú juegas con el Sur. Las dos hileras más cercanas a ti son tuyas: la hilera exterior, de S-o1 a S-o8 de izquierda a derecha, y la hilera interior delante de ella, de S-i1 a S-i8. El Norte es dueño de las otras dos. En el juego de las mujeres cada hoyo empieza con dos semillas, las busolo, 64 en total. Tus semillas nunca salen de tus dieciséis hoyos.
lesson-isolo-women-01-sowing-facing = Qué hoyos están frente a frente: tu hoyo interior S-ik está frente a los dos hoyos del Norte en la misma columna, N-i(9−k) y N-o(9−k), porque el Norte cuenta sus hoyos desde su propia izquierda. Así, S-i6 está frente a N-i3 y N-o3 (marcados), y S-i1 frente a N-i8 y N-o8. Solo los hoyos interiores están frente al otro lado: las capturas de la lección 3 toman de los hoyos que están frente a aquel donde termina una vuelta.
lesson-isolo-women-01-sowing-first-sowing = Una jugada: toma todas las semillas de uno de tus hoyos que tenga al menos dos y déjalas caer una a una en los hoyos siguientes, en sentido antihorario: hacia la derecha por la hilera exterior, hacia arriba a la hilera interior en el extremo derecho, hacia la izquierda por la hilera interior y de nuevo hacia abajo en el extremo izquierdo. Aquí S-o1 tiene cuatro semillas: van a S-o2, S-o3, S-o4 y S-o5. La última cayó en un hoyo vacío, así que el turno ha terminado. Los sukuma dicen que el turno muere (kucha).
lesson-isolo-women-01-sowing-notation = La lista de jugadas escribe una jugada por el hoyo sembrado, con los nombres del propio jugador y sin el lado: la jugada que acabas de hacer fue i2. Las jugadas del Norte se escriben igual desde su lado, así que el o1 del Norte es N-o1.
lesson-isolo-women-01-sowing-corner = Vas a sembrar las tres semillas de S-o7. ¿Dónde cae la última? Señala el hoyo.
lesson-isolo-women-01-sowing-corner-goal = La siembra va en sentido antihorario: hacia la derecha por tu hilera exterior, y luego hacia arriba, a la hilera interior, en el extremo derecho.
lesson-isolo-women-01-sowing-inner-runs-left = Casi. Después de S-o8 las semillas suben a S-i8 y siguen hacia la izquierda por la hilera interior: S-o8, S-i8, S-i7.
lesson-isolo-women-01-sowing-own-rows = Tus semillas nunca entran en las hileras del Norte: al final de tu hilera exterior siguen por tu propia hilera interior.
lesson-isolo-women-01-sowing-left-end = Ahora siembra tú S-i2. Fíjate en el extremo izquierdo: después de S-i1 las semillas bajan a S-o1 y siguen hacia la derecha.
lesson-isolo-women-01-sowing-left-end-goal = En el extremo izquierdo de tu hilera interior las semillas bajan a tu hilera exterior.
lesson-isolo-women-01-sowing-reach-inner = Tu turno: encuentra una jugada cuya última semilla caiga en tu hilera interior.
lesson-isolo-women-01-sowing-reach-inner-goal = Siembra un hoyo de modo que su última semilla caiga en uno de tus hoyos interiores, de S-i1 a S-i8.
lesson-isolo-women-01-sowing-stays-outer = S-o1 tiene cuatro semillas: se quedan en la hilera exterior y la última cae en S-o5. Prueba un hoyo con más semillas, o uno más cerca del extremo derecho.

# Isolo (juego de las mujeres), lección 2
lesson-isolo-women-02-relay-title = La siembra en relevo
lesson-isolo-women-02-relay-summary = Cuando la última semilla cae en un hoyo que ya tiene semillas, se levantan todas y se sigue sembrando: un solo turno puede tener muchas vueltas.
lesson-isolo-women-02-relay-relay-chain = S-o1 tiene dos semillas: una a S-o2 y otra a S-o3. S-o3 no estaba vacío, así que la vuelta no termina ahí: levantas todas sus semillas, también la que acaba de caer, y sigues sembrando desde el hoyo siguiente. Es la siembra en relevo. Otra vez dos semillas: S-o4, S-o5. S-o5 tenía tres, así que levantas cuatro y sigues: S-o6, S-o7, S-o8, S-i8. S-i8 estaba vacío: el turno ha terminado. Una jugada, tres vueltas.
lesson-isolo-women-02-relay-second-lap = Vas a sembrar S-o5. ¿Dónde cae la última semilla de la segunda vuelta? Señala el hoyo.
lesson-isolo-women-02-relay-second-lap-goal = Cuando una vuelta termina en un hoyo que tenía semillas, se levantan todas, también la última, y se sigue sembrando: es la vuelta siguiente.
lesson-isolo-women-02-relay-that-is-lap-one = En S-o8 termina la primera vuelta. Sus once semillas se levantan y hacen la segunda vuelta: cuenta once hoyos desde S-i8.
lesson-isolo-women-02-relay-check-it = Ahora siembra tú S-o5 y comprueba tu respuesta: la primera vuelta termina en S-o8, la segunda en S-o3 y la tercera en S-o5, vacío, el hoyo desde el que salió.
lesson-isolo-women-02-relay-check-it-goal = Cada vuelta empieza en el hoyo siguiente a aquel donde terminó la anterior, y una vuelta que termina en un hoyo vacío termina el turno.
lesson-isolo-women-02-relay-full-round = Un hoyo grande puede dar la vuelta entera. S-i1 tiene dieciséis semillas, tantas como hoyos tienes: cae una semilla en cada hoyo de tu circuito, y la decimosexta vuelve a caer en el propio S-i1, vacío desde que lo levantaste. El turno termina ahí: el hoyo desde el que sembraste no se salta.
lesson-isolo-women-02-relay-three-laps = Tu turno: encuentra una jugada que haga tres vueltas.
lesson-isolo-women-02-relay-three-laps-goal = Elige un hoyo cuya siembra haga dos relevos antes de que termine el turno.
lesson-isolo-women-02-relay-one-lap-only = Las diez semillas de S-o8 dan la vuelta hasta S-o2, que estaba vacío: una vuelta y el turno ha terminado.

# Isolo (juego de las mujeres), lección 3
lesson-isolo-women-03-capture-title = La captura
lesson-isolo-women-03-capture-summary = Una vuelta que acaba en uno de tus hoyos interiores ocupados se lleva las semillas de enfrente y las vuelve a sembrar; tres lecturas de desde dónde se siembran.
lesson-isolo-women-03-capture-first-capture = S-o7 siembra cuatro semillas: S-o8, S-i8, S-i7 y S-i6. S-i6 ya tenía semillas y está en tu hilera interior, frente a N-i3 y N-o3 del Norte. Cuando la última semilla de una vuelta cae en un hoyo interior ocupado y al menos uno de los dos hoyos de enfrente tiene semillas, se captura: se toman las semillas de los dos hoyos de enfrente. Siguen en juego: las vuelves a sembrar, en tu lado, desde el hoyo del que partió la vuelta que capturó, S-o7. La última de las cuatro cae otra vez en S-i6; los hoyos de enfrente ya están vacíos, así que hay relevo, y el turno termina en S-i2.
lesson-isolo-women-03-capture-which-captures = ¿Cuál de tus jugadas captura? Señala un hoyo cuya siembra haga una captura.
lesson-isolo-women-03-capture-which-captures-goal = Una captura necesita la última semilla de una vuelta en uno de tus hoyos interiores ocupados, con semillas en al menos uno de los dos hoyos de enfrente.
lesson-isolo-women-03-capture-inner-ends-empty = Las dos semillas de S-i6 caen en S-i5 y S-i4, ambos vacíos: el turno termina sin captura.
lesson-isolo-women-03-capture-o1-ends-empty = S-o1 hace un relevo desde S-o7, pero la segunda vuelta termina en S-i5, vacío: no hay captura.
lesson-isolo-women-03-capture-take-four = Captura al menos cuatro semillas.
lesson-isolo-women-03-capture-take-four-goal = Una vuelta que termina en un hoyo interior ocupado con semillas enfrente se las lleva, y las semillas capturadas se siguen sembrando.
lesson-isolo-women-03-capture-w1-lap-start = El comienzo de una partida: el Sur siembra S-i1. Los relevos recorren la hilera exterior, y la vuelta que sale de S-o8 termina en S-i6, frente a N-i3 y N-o3: se toman cuatro semillas. ¿Desde dónde se siembran? Wikimanqala (Isolo II, el juego de las mujeres) dice: desde el hoyo del que partió la vuelta que capturó, aquí S-o8. Así juega la aplicación por defecto. Las cuatro semillas van de S-i8 a S-i5, y S-i5 vuelve a capturar, sembradas otra vez desde S-o8. El Sur se lleva ocho semillas en total.
lesson-isolo-women-03-capture-w1-capture-pit = La misma jugada con otra lectura. Los artículos de Wikipedia en español y en inglés sobre el Isolo siguen sembrando las semillas capturadas desde el hoyo donde cayó la semilla que capturó, S-i6. Ahora las cuatro semillas van de S-i5 a S-i2, S-i2 captura N-i7 y N-o7, y el turno sigue desde ahí. Otra vez ocho semillas, pero el tablero termina distinto.
lesson-isolo-women-03-capture-w1-turn-origin = Una tercera lectura, que permiten los artículos de Wikipedia en italiano y en francés: las semillas capturadas vuelven a empezar desde el hoyo donde empezó la jugada entera, S-i1. Las cuatro semillas van entonces de S-o1 a S-o4 y los relevos las llevan por la hilera exterior hasta S-o8, vacío: una sola captura, cuatro semillas. En una partida nueva puedes elegir entre las tres lecturas en las opciones.
lesson-isolo-women-03-capture-big-haul = Una posición de una partida de verdad. Captura al menos dieciséis semillas en un solo turno.
lesson-isolo-women-03-capture-big-haul-goal = Una jugada puede capturar varias veces: encuentra aquella cuyas capturas suman dieciséis semillas o más.
lesson-isolo-women-03-capture-north-answers = Ahora juega con el Norte, después del S-i1 del Sur con la lectura de la propia aplicación, la primera de las tres. Captura al menos veinte semillas.
lesson-isolo-women-03-capture-north-answers-goal = Las semillas capturadas se vuelven a sembrar desde el inicio de la vuelta que capturó, y una vuelta que termina en otro de tus hoyos interiores ocupados vuelve a capturar.
lesson-isolo-women-03-capture-o5-inner-only = N-o5 captura de un solo hoyo ocupado enfrente: con uno basta para capturar, pero busca una siembra cuyos relevos capturen una y otra vez.

# Isolo (juego de las mujeres), lección 4
lesson-isolo-women-04-singletons-title = Semillas sueltas: el final de la partida
lesson-isolo-women-04-singletons-summary = Un hoyo con una sola semilla no se puede sembrar; el jugador que no tiene ningún hoyo con dos semillas no puede mover y pierde.
lesson-isolo-women-04-singletons-only-singles = Cerca del final de la partida. Al Norte le quedan cuatro semillas: un par en N-o5 y semillas sueltas en N-i2 y N-i6. Una semilla suelta nunca se puede sembrar, así que la única jugada del Norte es N-o5. Y el jugador que no puede mover cuando le toca pierde la partida.
lesson-isolo-women-04-singletons-the-winning-move = El Sur siembra S-i7: la vuelta termina en S-i4, frente a N-i5 (vacío) y N-o5 (dos semillas): captura. Al Norte le quedan dos semillas sueltas, no puede mover y pierde.
lesson-isolo-women-04-singletons-leave-no-move = Otro final. El Norte tiene un par en N-o3 y dos semillas sueltas. Deja al Norte sin jugada.
lesson-isolo-women-04-singletons-leave-no-move-goal = Un jugador sin ningún hoyo con dos semillas o más no puede mover: el par del Norte es el que hay que llevarse.
lesson-isolo-women-04-singletons-o2-leaves-a-pair = La vuelta de S-o2 termina en S-i5, vacío, sin captura, y el Norte todavía tiene el par de N-o3 para sembrar. Busca una vuelta que termine en S-i6, frente a él.

# Isolo (juego de las mujeres), lección 5
lesson-isolo-women-05-start-puzzle-title = Problema: el comienzo ganador
lesson-isolo-women-05-start-puzzle-summary = Desde el comienzo del juego de las mujeres, el Sur puede forzar la victoria en tres turnos: encuentra una primera jugada que lo consiga.
lesson-isolo-women-05-start-puzzle-why-it-is-a-puzzle = Todos los hoyos tienen dos semillas, así que siembres lo que siembres, la última semilla cae en un hoyo ocupado: todas las primeras jugadas hacen relevo, y casi todas capturan. El primer jugador del juego de las mujeres puede forzar la victoria desde aquí si encuentra la primera jugada correcta. ¿Lo consigues?
lesson-isolo-women-05-start-puzzle-win-in-three = Gana en tres de tus turnos, haga lo que haga el Norte.
lesson-isolo-women-05-start-puzzle-win-in-three-goal = Gana la partida en tres de tus turnos contra cualquier defensa: después de tu última jugada el Norte no debe tener ningún hoyo con dos semillas.
lesson-isolo-women-05-start-puzzle-i1-falls-short = S-i1 captura, pero al Norte le quedan pares suficientes para responder. Mira el centro de tus hileras.

# Isolo (juego de los muchachos), lección 1
lesson-isolo-boys-01-preparation-title = La preparación tradicional
lesson-isolo-boys-01-preparation-summary = Cómo los muchachos sukuma disponen a mano el comienzo de su juego, semilla a semilla, a partir de dos semillas en cada hoyo.
lesson-isolo-boys-01-preparation-two-each = El juego de los muchachos no empieza con dos semillas en cada hoyo, pero se prepara a partir de ahí. Wikimanqala (Isolo, Sukuma boys) describe cómo; cada jugador prepara su lado de la misma manera. Primero: dos semillas en cada hoyo. El hoyo marcado ng'hana, el del extremo derecho de cada hilera exterior, es donde la preparación reúne las semillas; "protegida" en su etiqueta es una regla de la apertura, que enseña la tercera lección.
lesson-isolo-boys-01-preparation-outer-to-nghana = Segundo: todas las semillas de la hilera exterior van a su hoyo del extremo derecho, S-o8. Ese hoyo es la ng'hana, el hoyo privilegiado: ahora tiene dieciséis.
lesson-isolo-boys-01-preparation-one-down = Tercero: una semilla de cada hoyo interior baja al hoyo exterior de su columna. Cada hoyo interior se queda con una semilla; la ng'hana tiene diecisiete.
lesson-isolo-boys-01-preparation-relay-to-nghana = Cuarto: una siembra en relevo, como en el juego, desde el hoyo interior del extremo derecho, S-i8. Su única semilla cae en S-i7, que ahora tiene dos: se levantan y se sigue sembrando. Cada vuelta lleva dos semillas, y la última termina justo en la ng'hana, donde la siembra se detiene.
lesson-isolo-boys-01-preparation-one-to-i7 = Quinto: una semilla de la ng'hana pasa a S-i7, el segundo hoyo interior contando desde la derecha. La ng'hana vuelve a tener diecisiete.
lesson-isolo-boys-01-preparation-the-start = Este es el comienzo del juego de los muchachos, la tabla que dan los artículos de Wikipedia en español y en inglés sobre el Isolo: en cada lado, 2 0 2 0 2 0 2 17 en la hilera exterior y 0 2 0 2 0 2 1 0 en la hilera interior, 32 semillas cada uno.
lesson-isolo-boys-01-preparation-facing = Qué hoyos están frente a frente: tu hoyo interior S-ik está frente a N-i(9−k) y N-o(9−k), los dos hoyos del Norte en la misma columna, porque el Norte cuenta desde su propia izquierda. S-i4 está frente a N-i5 y N-o5 (marcados). La lista de jugadas escribe una jugada por el hoyo sembrado, con los nombres del propio jugador: i4, o8.
lesson-isolo-boys-01-preparation-first-capture = Una captura en tu primera jugada: llévate al menos tres semillas.
lesson-isolo-boys-01-preparation-first-capture-goal = Haz que una vuelta termine en uno de tus hoyos interiores ocupados cuando el Norte tiene semillas enfrente.
lesson-isolo-boys-01-preparation-o1-quiet = S-o1 hace un relevo y termina en S-o6, vacío: no hay captura. Prueba una siembra corta en tu hilera interior.

# Isolo (juego de los muchachos), lección 2
lesson-isolo-boys-02-overture-title = La apertura en catorce hoyos
lesson-isolo-boys-02-overture-summary = Hasta que juega su ng'hana, un jugador solo siembra en sus catorce hoyos de la izquierda.
lesson-isolo-boys-02-overture-fourteen-pits = Cada jugador empieza el juego de los muchachos en su apertura. Hasta que siembra su ng'hana, juega solo en sus catorce hoyos de la izquierda, los marcados: de S-o1 a S-o7 y de S-i7 a S-i1, como si el tablero tuviera siete columnas. Su columna 8, la ng'hana S-o8 y el hoyo S-i8 delante de ella, queda fuera de todas las vueltas.
lesson-isolo-boys-02-overture-where-o7 = Vas a sembrar las dos semillas de S-o7 durante tu apertura. ¿Dónde cae la última? Señala el hoyo.
lesson-isolo-boys-02-overture-where-o7-goal = Durante la apertura tu columna 8 queda fuera de todas las vueltas.
lesson-isolo-boys-02-overture-column-eight-skipped = Durante la apertura la columna 8 se salta: desde S-o7 las semillas suben directamente a S-i7, y luego a S-i6.
lesson-isolo-boys-02-overture-o7-captures = Las dos semillas de S-o7 van a S-i7 y S-i6, como está marcado. S-i6 está frente a N-i3, vacío, y a N-o3, que tiene dos: basta con un hoyo ocupado enfrente, así que hay captura. La vuelta partió de S-o7, así que las semillas se vuelven a sembrar desde ahí, y los relevos capturan tres veces más: nueve semillas en total.
lesson-isolo-boys-02-overture-best-opening = Desde el comienzo, encuentra una jugada que capture al menos nueve semillas.
lesson-isolo-boys-02-overture-best-opening-goal = Una vuelta que termina en un hoyo interior ocupado con semillas enfrente captura, y las semillas capturadas se siembran de nuevo desde el inicio de la vuelta, lo que puede capturar otra vez.
lesson-isolo-boys-02-overture-o8-eight = La ng'hana captura, pero no basta, y sembrarla termina tu apertura. Mira el hoyo justo a la izquierda de la columna 8.

# Isolo (juego de los muchachos), lección 3
lesson-isolo-boys-03-protected-title = La ng'hana protegida
lesson-isolo-boys-03-protected-summary = Mientras su dueño está en la apertura, la columna de la ng'hana no puede ser capturada.
lesson-isolo-boys-03-protected-two-moves = El Sur abre con S-i4 y captura tres semillas; el Norte responde con N-o5.
lesson-isolo-boys-03-protected-protected = El Sur siembra S-i3: la vuelta termina en S-i1, que tiene semillas. S-i1 está frente a N-i8, vacío, y a N-o8, la ng'hana del Norte con diecisiete semillas. Pero el Norte sigue en su apertura: la columna de su ng'hana no puede ser capturada y cuenta como vacía. Así que no hay captura, y S-i1 sigue en relevo hacia la hilera exterior.
lesson-isolo-boys-03-protected-unprotected = Por qué importa la regla: esta es la misma jugada con otra lectura, una de las opciones de una partida nueva, en la que la columna de la ng'hana nunca está protegida. S-i1 se lleva las diecisiete semillas de la ng'hana, y las capturas continúan: el Sur termina con 59 semillas contra 5.
lesson-isolo-boys-03-protected-capture-elsewhere = De vuelta a la regla de verdad. Captura al menos siete semillas.
lesson-isolo-boys-03-protected-capture-elsewhere-goal = La columna de la ng'hana está fuera de alcance: captura siete semillas o más en otras columnas.
lesson-isolo-boys-03-protected-i3-protected = S-i3 termina en S-i1, frente solo a la ng'hana protegida: no hay captura.

# Isolo (juego de los muchachos), lección 4
lesson-isolo-boys-04-nghana-title = Jugar la ng'hana
lesson-isolo-boys-04-nghana-summary = Sembrar la ng'hana termina la apertura: desde entonces el jugador usa los dieciséis hoyos y su columna 8 puede ser capturada.
lesson-isolo-boys-04-nghana-south-plays-nghana = El Sur siembra su ng'hana en la primera jugada. Eso termina su apertura, así que estas diecisiete semillas recorren el circuito completo de dieciséis hoyos: la primera va a S-i8, la decimosexta al propio S-o8 y la decimoséptima otra vez a S-i8, que ahora captura las dos semillas de N-o1. El turno sigue: cuatro capturas, ocho semillas en total.
lesson-isolo-boys-04-nghana-now-open = Desde ahora el Sur siembra en los dieciséis hoyos, y su columna 8 (marcada) es una columna como las demás: el Norte puede capturarla, aunque siga en su propia apertura. La ng'hana del Norte sigue protegida hasta que el Norte la siembre.
lesson-isolo-boys-04-nghana-north-answers = Ahora juega con el Norte. Captura al menos veinte semillas.
lesson-isolo-boys-04-nghana-north-answers-goal = Tu propia ng'hana sigue protegida, pero la columna 8 del Sur ya está abierta, y un hoyo grande siembra lejos.
lesson-isolo-boys-04-nghana-o3-small = N-o3 captura, pero poco. Tu hoyo más grande puede hacer mucho más.
lesson-isolo-boys-04-nghana-end-it = De vuelta a la posición de la lección anterior, juega el Sur. También aquí la ng'hana es una jugada fuerte: termina tu apertura.
lesson-isolo-boys-04-nghana-end-it-goal = Haz la jugada que termina tu apertura.

# Igisoro, lección 1
lesson-igisoro-01-sowing-title = Sembrar en el Igisoro
lesson-igisoro-01-sowing-summary = El comienzo con cuatro semillas en cada hoyo interior, el circuito en sentido antihorario y la siembra en relevo.
lesson-igisoro-01-sowing-board = Este es el igisoro de Ruanda y Burundi: cuatro hileras de ocho hoyos, y cada hoyo es un icúba. Tú juegas con el Sur, y las dos hileras más cercanas a ti son tuyas. Al comienzo hay cuatro semillas en cada hoyo de las dos hileras interiores, y las hileras exteriores están vacías. Una jugada levanta todas las semillas de uno de tus hoyos que tenga al menos dos y las siembra una a una, en sentido antihorario, alrededor de tus dieciséis hoyos.
lesson-igisoro-01-sowing-reverse-marks = Los hoyos con una flecha curva (aquí marcados) son los hoyos de inversión: los dos extremos de cada hilera exterior y el segundo hoyo desde cada extremo de cada hilera interior. Desde ellos, o al llegar a ellos, una vuelta puede ir en sentido horario, pero solo cuando esa vuelta captura en el acto. La lección 4 muestra cómo; hasta entonces toda siembra va en sentido antihorario.
lesson-igisoro-01-sowing-facing = Qué hoyos están frente a frente: tu hoyo interior S-ik está frente a N-i(9−k) y N-o(9−k), los dos hoyos del Norte en la misma columna, porque el Norte cuenta desde su propia izquierda. S-i5 está frente a N-i4 y N-o4 (marcados). Solo los hoyos interiores están frente al otro lado; las capturas toman de los dos hoyos que están frente a aquel donde termina una vuelta.
lesson-igisoro-01-sowing-g1 = S-i4 siembra sus cuatro semillas hacia la izquierda: S-i3, S-i2, S-i1 y, bajando, S-o1, que estaba vacío, así que el turno ha terminado. Es la primera jugada dibujada en el artículo de Wikipedia en inglés sobre el Igisoro.
lesson-igisoro-01-sowing-notation = La lista de jugadas escribe una jugada por el hoyo sembrado, con los nombres del propio jugador y sin el lado: esta jugada fue i4. Las jugadas del Norte se escriben igual desde su lado.
lesson-igisoro-01-sowing-relay-no-capture = S-i5: cuatro semillas a S-i4, S-i3, S-i2 y S-i1. S-i1 tenía semillas y es un hoyo interior: ¿captura? En el Igisoro una captura necesita semillas en los dos hoyos de enfrente. S-i1 está frente a N-i8, que tiene cuatro, y a N-o8, que está vacío: no hay captura. Así que hay relevo: las cinco semillas de S-i1 van de S-o1 a S-o5, y el turno termina ahí.
lesson-igisoro-01-sowing-where-i8 = Vas a sembrar S-i8 desde el comienzo. ¿Dónde termina su primera vuelta? Señala ese hoyo.
lesson-igisoro-01-sowing-where-i8-goal = La primera semilla va al hoyo siguiente al que levantaste, y la siembra va en sentido antihorario: hacia la izquierda por tu hilera interior.
lesson-igisoro-01-sowing-count-from-next = La primera semilla cae en el hoyo siguiente al que levantaste, S-i7: las cuatro semillas llegan a S-i4.
lesson-igisoro-01-sowing-one-lap = Encuentra una primera jugada que termine tras una sola vuelta.
lesson-igisoro-01-sowing-one-lap-goal = Siembra un hoyo cuya última semilla caiga enseguida en un hoyo vacío.
lesson-igisoro-01-sowing-i6-relays = La última semilla de S-i6 cae en S-i2, que tiene semillas: sigue en relevo. Los hoyos más cercanos al extremo izquierdo llegan enseguida a la hilera exterior vacía.

# Igisoro, lección 2
lesson-igisoro-02-capture-title = La captura en el Igisoro
lesson-igisoro-02-capture-summary = Una vuelta que termina en tu hoyo interior ocupado captura cuando los dos hoyos de enfrente tienen semillas; las semillas capturadas se vuelven a sembrar desde el hoyo donde empezó el turno.
lesson-igisoro-02-capture-opening = Tres jugadas tranquilas: S-i2, N-i3, S-i1. Mira la columna 5 del Sur: S-i5 tiene cuatro semillas y S-o5 una. Los dos hoyos de esa columna tienen semillas, así que una vuelta del Norte que termine en el hoyo de enfrente, N-i4, estando N-i4 ocupado, puede capturarlas.
lesson-igisoro-02-capture-north-captures = Juega con el Norte. Captura cinco semillas.
lesson-igisoro-02-capture-north-captures-goal = Termina una vuelta en uno de tus hoyos interiores ocupados frente a dos hoyos ocupados, y luego tómalas.
lesson-igisoro-02-capture-after-the-capture = La vuelta del Norte terminó en N-i4, frente a S-i5 y S-o5: se llevó sus cinco semillas. Las semillas en juego son inká, "vacas", y una captura trae las vacas a tu propio rebaño. El Norte las volvió a sembrar desde N-i8, el hoyo donde empezó su turno, así que recorrieron los mismos hoyos que su primera vuelta, y la última cayó en N-i3, vacío.
lesson-igisoro-02-capture-two-relays = Una partida nueva: S-i5, N-i1, S-i3, N-i5. Ahora vuelve a tocarle al Sur.
lesson-igisoro-02-capture-south-captures = Captura dos semillas.
lesson-igisoro-02-capture-south-captures-goal = Busca una cadena de relevos que termine en un hoyo interior ocupado frente a dos hoyos ocupados.

# Igisoro, lección 3
lesson-igisoro-03-ndahise-title = Ndahise y ndakubye
lesson-igisoro-03-ndahise-summary = Una captura se puede rechazar con "ndahise" para seguir en relevo; el adversario puede responder "ndakubye" y poner sus semillas a salvo.
lesson-igisoro-03-ndahise-g3 = La apertura de la lección anterior, pero esta vez el Norte dice "¡ndahise!", "paso": rechaza la captura en N-i4 y sigue en relevo desde ahí, como si no hubiera captura. El Sur puede responder enseguida "¡ndakubye!", "me retiro": pasa todas las semillas del hoyo interior amenazado, S-i5, al hoyo de detrás, S-o5. Con S-i5 vacío, esa columna ya no se puede capturar. Las reglas vienen de Wikinfo, Igisoro, y del artículo de Wikipedia en inglés.
lesson-igisoro-03-ndahise-notation = En la lista de jugadas estas decisiones se escriben con palabras: captura (tomar las semillas), ndahise (rechazar la captura), ndakubye (retirarse) y queda (dejar las semillas donde están). Este ejemplo se lee i2 i3 i1 i8 ndahise ndakubye.
lesson-igisoro-03-ndahise-the-offer = Una posición de una partida de verdad. El Sur siembra S-i2; tras los relevos la vuelta termina en S-i7, frente a N-i2 y N-o2, ambos ocupados: se ofrece una captura de nueve semillas.
lesson-igisoro-03-ndahise-take-or-pass = ¿Tomar las nueve semillas, o decir ndahise y seguir en relevo desde S-i7? Elige la mejor respuesta.
lesson-igisoro-03-ndahise-take-or-pass-goal = Compara lo que ganas tomando ahora con lo que puede alcanzar el relevo desde S-i7, y recuerda que el Norte puede responder ndakubye.
lesson-igisoro-03-ndahise-decline-it = Esta es la misma jugada con ndahise. Al rechazar, el Sur mantiene el turno en marcha desde S-i7: sus dos semillas llegan a S-i5, donde espera otra captura. Eso es lo que puede ganar un relevo. Pero antes responde el Norte.
lesson-igisoro-03-ndahise-answer-ndahise = Juega con el Norte. El Sur dijo ndahise en S-i7, y tu N-i2 está amenazado. Responde: ¿ndakubye o dejarlas?
lesson-igisoro-03-ndahise-answer-ndahise-goal = Elige la respuesta que pierde menos semillas: retirarse vacía N-i2, y esa columna ya no se puede capturar.
lesson-igisoro-03-ndahise-g3-again = De vuelta al primer ejemplo: el Norte acaba de decir ndahise en N-i4, y el S-i5 del Sur está amenazado.
lesson-igisoro-03-ndahise-g3-answer = Juega con el Sur. Responde lo mejor posible: ¿ndakubye, o dejar las semillas donde están?
lesson-igisoro-03-ndahise-g3-answer-goal = Elige la respuesta que pierde menos semillas: una retirada vacía S-i5, y esa columna ya no se puede capturar.

# Igisoro, lección 4
lesson-igisoro-04-reverse-title = Sembrar en sentido horario
lesson-igisoro-04-reverse-summary = Desde un hoyo de inversión, o al llegar a uno, una vuelta puede ir en sentido horario, pero solo si esa vuelta captura en el acto.
lesson-igisoro-04-reverse-reverse-pits = Cuatro hoyos de cada jugador son hoyos de inversión, marcados aquí: los dos extremos de la hilera exterior y el segundo hoyo desde cada extremo de la hilera interior. Así los describe A. P. Merriam, The game of Kubuguza (1953). Una vuelta que sale de uno de ellos, o que hace relevo desde uno de ellos, puede ir en sentido horario en lugar de antihorario, pero solo cuando esa misma vuelta termina en una captura.
lesson-igisoro-04-reverse-g5 = El Sur juega S-i1. El N-i2 del Norte es un hoyo de inversión. En sentido horario, sus cuatro semillas van a N-i3, N-i4, N-i5 y N-i6; N-i6 está frente a S-i3 y S-o3, ambos ocupados: captura de cinco. Una vuelta en sentido horario solo se hace por su captura, así que la captura se toma. Las semillas vuelven a N-i2, donde empezó el turno, para sembrarse de nuevo. N-i2 es un hoyo de inversión, así que el Norte puede volver a elegir el sentido; aquí las siembra en sentido antihorario.
lesson-igisoro-04-reverse-g6 = Llegar a un hoyo de inversión: N-i6 siembra en sentido antihorario en N-i5, N-i4, N-i3 y N-i2. N-i2 tenía semillas, así que hay relevo; como es un hoyo de inversión y una vuelta en sentido horario desde él captura en el acto, el Norte puede elegir el sentido. En sentido horario, sus cinco semillas llegan a N-i7, frente a S-i2 y S-o2: captura de cinco.
lesson-igisoro-04-reverse-notation = En la lista de jugadas, una estrella tras un hoyo significa que se siembra en sentido horario desde el principio: i2* es N-i2 sembrado en ese sentido. Cuando una vuelta llega a un hoyo de inversión, el sentido elegido allí va después del hoyo: horario o antihorario, como en i6 horario.
lesson-igisoro-04-reverse-try-from = Juega con el Norte, después del S-i1 del Sur. Siembra N-i2 en sentido horario.
lesson-igisoro-04-reverse-try-from-goal = N-i2 es un hoyo de inversión: una vuelta desde él puede ir en sentido horario cuando esa vuelta captura en el acto.
lesson-igisoro-04-reverse-arrive-and-turn = La misma posición. Captura cinco semillas con una vuelta que llegue a un hoyo de inversión y cambie ahí de sentido.
lesson-igisoro-04-reverse-arrive-and-turn-goal = Un relevo que llega a un hoyo de inversión puede seguir en sentido horario, cuando esa vuelta captura en el acto.
lesson-igisoro-04-reverse-ccw-stops = En sentido antihorario, el relevo desde N-i2 va a N-i1 y a la hilera exterior y se detiene: no hay captura. Gira hacia el otro lado.
lesson-igisoro-04-reverse-starts-not-arrives = Esa vuelta sale de un hoyo de inversión, como en el paso anterior. Esta vez siembra otro hoyo, y deja que una vuelta llegue a un hoyo de inversión y gire allí.

# Igisoro, lección 5
lesson-igisoro-05-urunyana-title = Urunyána: la hilera de terneros
lesson-igisoro-05-urunyana-summary = Un lado de semillas sueltas no puede mover; pierde el jugador que no puede sembrar en su turno.
lesson-igisoro-05-urunyana-calves = Cerca del final, a un lado le quedan a menudo semillas sueltas, lo que los jugadores llaman urunyána, "una hilera de terneros". Una semilla suelta nunca se puede sembrar, y el jugador que no puede sembrar cuando le toca pierde. El Norte tiene aquí ocho semillas, pero solo N-i5 tiene dos.
lesson-igisoro-05-urunyana-last-pair = Deja al Norte sin jugada.
lesson-igisoro-05-urunyana-last-pair-goal = Captura el último par del Norte, en N-i5 y el hoyo de detrás, de modo que solo queden semillas sueltas.
lesson-igisoro-05-urunyana-not-now = Con ndahise dejas pasar la captura, y al Norte le queda un hoyo que puede sembrar cuando le toque. Haz la captura.
lesson-igisoro-05-urunyana-second-herd = Otro final. El último par del Norte está en N-i3, con una semilla suelta detrás, en N-o3. Deja al Norte sin jugada.

## Respuestas equivocadas explicadas por sus efectos: lo que hizo la respuesta, lo que hizo
## la respuesta del rival. Cada número, punto y hoyo viene del motor.
lesson-why-sowed = Tu siembra desde { $pit } recorrió { $laps ->
    [one] una vuelta
   *[other] { $laps } vueltas
} y terminó en { $end }.
lesson-why-sowed-captured = Por el camino capturó { $count ->
    [one] una semilla
   *[other] { $count } semillas
}{ $captures ->
    [one] {""}.
   *[other] {""} en { $captures } capturas.
}
lesson-why-sowed-ended-empty = { $end } estaba vacío, así que el turno terminó allí sin captura.
lesson-why-decided = Elegiste { $action }.
lesson-why-made-line = Tu jugada formó la línea { $line }.
lesson-why-removed = Quitaste la ficha de { $point }.
lesson-why-placed-no-line = Tu ficha en { $point } no formó ninguna línea de captura.
lesson-why-slid-no-line = Tu deslizamiento de { $from } a { $to } no formó ninguna línea de captura.
lesson-why-flew-no-line = Tu vuelo de { $from } a { $to } no formó ninguna línea de captura.
lesson-why-reply-retreated = El rival respondió ndakubye: { $count ->
    [one] una semilla pasó
   *[other] { $count } semillas pasaron
} de { $from } a { $to }.
lesson-why-reply-played = El rival respondió { $action }.
lesson-why-quiz-last-seed = Esa vuelta parte de { $pit } con { $seeds ->
    [one] una semilla
   *[other] { $seeds } semillas
}: una semilla en cada hoyo siguiente del circuito. Cuenta otra vez.
lesson-why-quiz-sowed = Sembrado ahora, { $pit } recorre { $laps ->
    [one] una vuelta
   *[other] { $laps } vueltas
} y termina en { $end } sin captura.
lesson-why-quiz-no-line = Una ficha en { $point } no forma ninguna línea de captura.
lesson-why-quiz-not-a-move = No puedes jugar { $target } ahora.
lesson-why-quiz-first-gift = Ese jugador no: el ilobolo empieza por el jugador que colocó la primera ficha.
lesson-why-reply-captured-two = El rival respondió capturando { $count } semillas: { $inner-count } de tu hoyo { $inner } y { $outer-count } de { $outer }.
lesson-why-reply-captured-many = El rival respondió capturando { $count ->
    [one] una semilla
   *[other] { $count } semillas
} en { $captures } capturas.
