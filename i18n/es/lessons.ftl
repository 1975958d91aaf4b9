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
lesson-isizulu-05-flying-shuffle = Mira la primera regla de tablas: X y O deslizan de ida y vuelta, b2-b4 y c5-c4. Cuando la misma posición vuelve por tercera vez, con el mismo jugador al turno, la partida queda en tablas.
lesson-isizulu-05-flying-draws = Dos reglas terminan una partida en tablas. Si la misma posición vuelve por tercera vez con el mismo jugador al turno, como cuando ambos van y vienen, son tablas. Y cuando los dos tienen tres fichas, treinta jugadas de cada uno sin captura dan tablas.
lesson-isizulu-05-flying-last = O tiene tres fichas y puede volar; tú tienes cuatro y no. O amenaza volar a a1 y completar g1-d1-a1. Gana ya, antes de que lo haga.
lesson-isizulu-05-flying-only-blocks = Bloquear a1 frena la línea de O, pero puedes ganar ya: a7-d7 espera g7.

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
lesson-isisuthu-04-endgame-shuffle = Mira la primera regla de tablas: X y O deslizan de ida y vuelta, b2-b4 y c5-c4. Cuando la misma posición vuelve por tercera vez, con el mismo jugador al turno, la partida queda en tablas.
lesson-isisuthu-04-endgame-draws = Gana quien captura diez fichas: el rival se queda con dos. Hay tablas cuando la misma posición vuelve por tercera vez con el mismo jugador al turno, o cuando los dos tienen tres fichas y pasan treinta jugadas de cada uno sin captura.
lesson-isisuthu-04-endgame-win = A O le quedan tres fichas. Gana con una jugada.

# isipowe-01-board
lesson-isipowe-01-board-title = Isipowe: el tablero sin diagonales
lesson-isipowe-01-board-summary = Las reglas del Isizulu en un tablero sin líneas diagonales.
lesson-isipowe-01-board-intro = El Isipowe fue creado por la BLAC Foundation: se juega como el Isizulu, en 24 puntos, pero el tablero no tiene líneas diagonales. Cada bando tiene nueve vacas, dos abelusi (pastores) y un ibhuto (grupo de guerreros); se ven distintos, pero se mueven y se capturan igual.
lesson-isipowe-01-board-no-diagonal = X coloca en b6: en el Isizulu a7-b6-c5 sería una línea de captura, aquí no es nada, y O coloca en g1.
lesson-isipowe-01-board-line = Encuentra la colocación que forma una línea de captura.
lesson-isipowe-01-board-no-diag-line = En este tablero b6 no une a7 y c5 por ninguna línea. Mira mejor a7 y a1.
lesson-isipowe-01-board-double = Tres líneas esperan una ficha cada una. Captura dos veces en tus dos próximas colocaciones.

# isipowe-02-protected
lesson-isipowe-02-protected-title = Líneas protegidas (una variante)
lesson-isipowe-02-protected-summary = Con esta opción, una ficha en una línea completa solo se puede quitar cuando todas están en líneas.
lesson-isipowe-02-protected-line = Esta lección usa una lectura de las reglas que muchos jugadores conocen: las fichas de una línea completa están protegidas. X desliza g4 a g7 y forma a7-d7-g7.
lesson-isipowe-02-protected-which = Las fichas a1, d1 y g1 de O están en una línea. ¿Qué fichas de O puede quitar X ahora? Señálalas todas.
lesson-isipowe-02-protected-protected = a1, d1 y g1 forman la línea de O, así que están protegidas mientras O tenga fichas fuera de una línea.
lesson-isipowe-02-protected-all-in-lines = Solo cuando todas las fichas del rival están en líneas se puede quitar una de ellas. Con las reglas de torneo, que Inkomo usa por defecto, se puede quitar cualquier ficha.
lesson-isipowe-02-protected-take = Juégalo tú: forma la línea y quita una ficha que se pueda quitar.

# isipowe-03-flying
lesson-isipowe-03-flying-title = Volar y el final de la partida
lesson-isipowe-03-flying-summary = Con tres fichas un jugador vuela; diez capturas ganan.
lesson-isipowe-03-flying-three = Como en el Isizulu, un jugador reducido a tres fichas puede volar: llevar una a cualquier punto vacío. Es la regla del juego, no una trampa del ordenador, y da al bando más débil una última oportunidad.
lesson-isipowe-03-flying-fly-line = Haz volar una ficha para formar una línea de captura.
lesson-isipowe-03-flying-just-a-slide = Eso es solo un paso. Una ficha que vuela puede posarse en cualquier sitio: ¿dónde necesitan d1 y a1 una tercera ficha?
lesson-isipowe-03-flying-ilobolo = El Isipowe conserva también las demás reglas del Isizulu: cuando el tablero se llena tras colocar, cada jugador regala una ficha como ilobolo, el primer jugador primero; el regalo cuenta para las diez.
lesson-isipowe-03-flying-fly-win = A O le quedan tres fichas: una captura más gana. Gana con una jugada.

# isipowe-04-annotated
lesson-isipowe-04-annotated-title = Un final de partida comentado
lesson-isipowe-04-annotated-summary = Unas jugadas de una lucha de verdad, explicadas, y luego tu turno.
lesson-isipowe-04-annotated-position = Todas las fichas están colocadas; X tiene seis, O tiene seis. a1-a4 de X espera a7, donde hay una ficha de O; c3-d3 espera e3.
lesson-isipowe-04-annotated-m1 = X desliza e4 a e3: c3-d3-e3. Quita a7, la ficha que bloqueaba su otra línea.
lesson-isipowe-04-annotated-m2 = O desliza f6 a f4. Ahora g4-f4 espera e4, el punto que X acaba de dejar: O amenaza e5 a e4.
lesson-isipowe-04-annotated-m3 = Tu turno como X. Responde a la amenaza con una línea de captura propia y quita una ficha que frene la línea de O.
lesson-isipowe-04-annotated-blocks-only = Volver a e4 bloquea a O, pero no captura nada. d7 puede cerrar a1-a4-a7 ahora que a7 está vacío.

## mancala
