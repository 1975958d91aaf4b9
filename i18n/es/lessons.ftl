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

## mancala
