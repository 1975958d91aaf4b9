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
lesson-why-no-forced-win = Tras esa jugada el rival escapa: la victoria ya no es forzada.
lesson-why-not-best = Hay una respuesta mejor: { $best }.
lesson-why-quiz-wrong = Esa no. Mira otra vez lo que hacen las reglas aquí.
lesson-why-quiz-missed = { $count ->
    [one] Se puede quitar una ficha más.
   *[other] Se pueden quitar { $count } fichas más.
}
lesson-why-quiz-extra = La ficha de { $point } no se puede quitar.
lesson-progress-corrupt = No se pudo leer tu progreso en las lecciones; el archivo se guardó aparte y empiezas de nuevo.

## morris

# isizulu-01-placing
lesson-isizulu-01-placing-title = Colocar y el isibhamu
lesson-isizulu-01-placing-summary = Coloca tus fichas, forma una línea de captura y quita una ficha.
lesson-isizulu-01-placing-intro = El Isizulu se juega en tres cuadrados unidos por líneas, con diagonales en las esquinas. Cada jugador tiene doce fichas, las izingombe (vacas). Empieza X, y los jugadores colocan por turnos una ficha en cualquier punto vacío.
lesson-isizulu-01-placing-first-moves = X coloca en a7, O en g1, X en d7, O en d1. Tres fichas de un jugador a lo largo de una línea forman un isibhamu, una línea de captura. X amenaza ahora a7-d7-g7, y O amenaza g1-d1-a1.
lesson-isizulu-01-placing-complete = Tu turno como X: coloca en g7 para completar la línea. Después debes quitar una ficha de O: quita d1 o g1, y la línea de O queda rota.
lesson-isizulu-01-placing-after-capture = Una ficha quitada nunca vuelve. La colocación sigue igual: cada jugador coloca sus doce fichas, se haya capturado lo que se haya capturado.
lesson-isizulu-01-placing-diagonal = En el Isizulu las diagonales de las esquinas también son líneas. Encuentra la colocación que forma una línea de captura y luego quita una ficha.
lesson-isizulu-01-placing-not-a-line = d6 no une nada: a7 y c5 están unidos por la diagonal que pasa por b6.
lesson-isizulu-01-placing-double = Tienes tres líneas esperando una ficha cada una. Captura dos veces en tus dos próximas colocaciones: O solo puede bloquear una línea a la vez.

# isizulu-02-removal
lesson-isizulu-02-removal-title = Qué ficha quitar
lesson-isizulu-02-removal-summary = Tras una línea de captura eliges la ficha que quitas: cualquiera, con las reglas de torneo.
lesson-isizulu-02-removal-line = X coloca en g7 y forma el isibhamu a7-d7-g7. Ahora X debe quitar una ficha de O.
lesson-isizulu-02-removal-which = ¿Qué fichas de O puede quitar X? Señálalas todas.
lesson-isizulu-02-removal-line-not-safe = Con las reglas de torneo de la BLAC Foundation se puede quitar cualquier ficha, incluso en una línea: también a1, d1 y g1.
lesson-isizulu-02-removal-other-readings = Muchos jugadores en otros lugares protegen las fichas de una línea completa. Inkomo ofrece esa lectura como opción al empezar una partida; las lecciones de Isipowe la muestran.
lesson-isizulu-02-removal-choose = Todas las fichas están colocadas: una jugada desliza una ficha a un punto vecino vacío. Desliza para formar una línea y quita la ficha que te deja formar otra en la jugada siguiente.
lesson-isizulu-02-removal-blocker-stays = La ficha de O en a7 sigue bloqueando tu línea a1-a4-a7. Quítala y luego desliza d7 a a7.

# isizulu-03-movement
lesson-isizulu-03-movement-title = Mover y el jugador bloqueado
lesson-isizulu-03-movement-summary = Desliza por las líneas; un jugador que no puede mover pasa.
lesson-isizulu-03-movement-slides = Cuando las veinticuatro fichas están colocadas, los jugadores deslizan por turnos una ficha por una línea hasta el siguiente punto vacío; las diagonales de las esquinas también son caminos. Un deslizamiento que completa una línea captura, como una colocación.
lesson-isizulu-03-movement-slide-line = Desliza e4 a e3: c3-d3-e3 queda completa. Luego quita una ficha.
lesson-isizulu-03-movement-blocked = Un jugador sin jugada no pierde: pasa, y su rival juega otra vez. Aprovéchalo: cierra la última salida de las fichas del rival.
lesson-isizulu-03-movement-block = Las cuatro fichas de O tienen un solo punto libre. Ocúpalo para que O tenga que pasar.
lesson-isizulu-03-movement-slide-capture = Encuentra el deslizamiento que forma una línea de captura.

# isizulu-04-ilobolo
lesson-isizulu-04-ilobolo-title = Ilobolo: cuando el tablero se llena
lesson-isizulu-04-ilobolo-summary = Cuando los 24 puntos están ocupados, cada jugador regala una ficha, el primer jugador primero.
lesson-isizulu-04-ilobolo-full = O coloca la última ficha. Nadie capturó durante la colocación, así que los 24 puntos están ocupados y nadie puede deslizar.
lesson-isizulu-04-ilobolo-who = Ahora viene el ilobolo, la dote: cada jugador regala una de sus fichas. ¿Quién da primero? Señala una de sus fichas.
lesson-isizulu-04-ilobolo-not-last = O colocó la última, pero los regalos empiezan por el jugador que movió primero: X.
lesson-isizulu-04-ilobolo-gifts = X regala c4 y O regala e5: cada uno quita una de sus fichas. El regalo sale del tablero para siempre y cuenta como ficha capturada para las diez.
lesson-isizulu-04-ilobolo-first-slide = Ahora X hace el primer deslizamiento. Los dos regalos abrieron c4 y e5: encuentra el deslizamiento que forma una línea de captura.
lesson-isizulu-04-ilobolo-choosing = Cómo elegir el regalo: abre un punto en el tablero. Regala una ficha cuyo punto vacío puedan usar tus fichas, no uno al que solo pueda entrar el rival: c4 está rodeado por O, y X no puede usarlo.
lesson-isizulu-04-ilobolo-wrong-slide = e4 abandona la línea e5-e4-e3 que debería completar. Trae mejor la ficha de d5.

# isizulu-05-flying
lesson-isizulu-05-flying-title = Volar con tres, la victoria y las tablas
lesson-isizulu-05-flying-summary = Con tres fichas un jugador vuela; diez capturas ganan; dos reglas dan tablas.
lesson-isizulu-05-flying-three = A X solo le quedan tres fichas. En el Isizulu un jugador reducido a tres puede volar: llevar una ficha a cualquier punto vacío, no solo a uno vecino. Es la regla, no una trampa del ordenador; tu rival también vuela cuando le quedan tres.
lesson-isizulu-05-flying-fly-line = Haz volar una ficha para formar una línea de captura.
lesson-isizulu-05-flying-just-a-slide = Eso solo avanza un paso. Volar deja a e5 ir a cualquier sitio: ¿dónde necesita d1-a1 una tercera ficha?
lesson-isizulu-05-flying-fly-win = Gana quien ha capturado diez fichas: el rival se queda con dos. A O le quedan tres. Gana con una jugada.
lesson-isizulu-05-flying-draws = Dos reglas terminan una partida en tablas. Si la misma posición vuelve por tercera vez con el mismo jugador al turno, como cuando ambos van y vienen, son tablas. Y cuando los dos tienen tres fichas, treinta jugadas de cada uno sin captura dan tablas.
lesson-isizulu-05-flying-last = O tiene tres fichas y puede volar, tú tienes cuatro y no. Gana en dos jugadas, haga O lo que haga.

# isisuthu-01-board
lesson-isisuthu-01-board-title = El tablero del Isisuthu y el isibhamu
lesson-isisuthu-01-board-summary = Veinticinco puntos, doce fichas cada uno, y la línea de captura.
lesson-isisuthu-01-board-intro = El Isisuthu se juega en tres cuadrados y un punto central, 25 puntos en total. Cada jugador tiene doce fichas, las izingombe (vacas). Empieza X; por turnos cada uno coloca una ficha en cualquier punto vacío. Tres fichas tuyas seguidas a lo largo de una línea forman un isibhamu, una línea de captura: entonces quitas una ficha del rival.
lesson-isisuthu-01-board-placing = Las diagonales cortas de las esquinas están dibujadas en el tablero, pero solo sirven para mover: en el Isisuthu ninguna línea de captura corre por una diagonal.
lesson-isisuthu-01-board-line = Encuentra la colocación que forma una línea de captura y luego quita una ficha.
lesson-isisuthu-01-board-not-a-line = d6 está bajo d7, pero la línea d7-d6-d5 tiene solo una ficha tuya. Mira a lo largo del lado de arriba.
lesson-isisuthu-01-board-double = Tres líneas tuyas esperan una ficha cada una. Captura dos veces en tus dos próximas colocaciones: O solo puede bloquear una a la vez.

# isisuthu-02-centre
lesson-isisuthu-02-centre-title = La regla del centro
lesson-isisuthu-02-centre-summary = El punto central solo forma línea como el del medio de tres dentro del cuadrado central.
lesson-isisuthu-02-centre-centre = El centro d4 se une a c4, e4, d5 y d3. Solo forma línea de captura como la ficha del medio de c4-d4-e4 o d5-d4-d3, dentro del cuadrado central. Tres seguidas que llegan al cuadrado del medio, como b4-c4-d4, no cuentan.
lesson-isisuthu-02-centre-which = X tiene c4, d4 y d6. ¿Qué colocación forma una línea de captura? Señálala.
lesson-isisuthu-02-centre-outside = Tres seguidas, pero la línea sale del cuadrado central, así que el centro no puede formar parte de ella.
lesson-isisuthu-02-centre-make = Ahora juégalo: forma la línea de captura por el centro y quita una ficha.

# isisuthu-03-movement
lesson-isisuthu-03-movement-title = Mover, y el jugador bloqueado
lesson-isisuthu-03-movement-summary = Desliza por las líneas y las diagonales cortas; un jugador que no puede mover pasa.
lesson-isisuthu-03-movement-slides = Cuando todas las fichas están colocadas, una jugada desliza una ficha a un punto vecino vacío. Las diagonales cortas de las esquinas son caminos: X desliza g7 a f6 por una de ellas. El centro se une a sus cuatro vecinos.
lesson-isisuthu-03-movement-slide-line = Desliza una ficha para formar una línea de captura.
lesson-isisuthu-03-movement-not-through = En e5 la ficha no forma línea. c4 y e4 esperan el centro entre ellas.
lesson-isisuthu-03-movement-blocked = O desliza f6 a d6, y X se queda sin jugada. X no pierde: pasa, y O juega otra vez.
lesson-isisuthu-03-movement-block = Las cuatro fichas de O tienen un solo punto libre. Ocúpalo para que O tenga que pasar.

# isisuthu-04-endgame
lesson-isisuthu-04-endgame-title = El final de la partida: sin volar
lesson-isisuthu-04-endgame-summary = En el Isisuthu nadie vuela; diez capturas ganan; dos reglas dan tablas.
lesson-isisuthu-04-endgame-no-flying = A X le quedan tres fichas. En el Isisuthu siguen deslizando un paso cada vez: en este juego no se vuela, a diferencia del Isizulu.
lesson-isisuthu-04-endgame-draws = Gana quien captura diez fichas: el rival se queda con dos. Hay tablas cuando la misma posición vuelve por tercera vez con el mismo jugador al turno, o cuando los dos tienen tres fichas y pasan treinta jugadas de cada uno sin captura.
lesson-isisuthu-04-endgame-win = A O le quedan tres fichas. Gana con una jugada.

## mancala
