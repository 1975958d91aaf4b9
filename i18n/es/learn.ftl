# La pantalla Aprender y la vista de la lección.
picker-learn = Aprender { $game }
picker-learn-all = Aprender los juegos
learn-title = Aprender
learn-back = Volver a las lecciones
learn-step-of = Paso { $step } de { $steps }
learn-counts = { $steps ->
    [one] { $steps } paso
   *[other] { $steps } pasos
} · { $exercises ->
    [one] { $exercises } ejercicio
   *[other] { $exercises } ejercicios
}
learn-open = Abrir: { $lesson }
learn-done = hecha
learn-next-lesson = siguiente
learn-reset = Reiniciar
learn-reset-all = Reiniciar todas las lecciones
learn-reset-ask = ¿Reiniciar el progreso de esta lección?
learn-reset-all-ask = ¿Reiniciar el progreso de todas las lecciones?
learn-reset-yes = Sí, reiniciar
learn-reset-no = Conservar
learn-kind-show = Ejemplo
learn-kind-guided = Tu jugada
learn-kind-exercise = Ejercicio
learn-kind-quiz = Pregunta
learn-wrong = Esta vez no.
learn-passed = ¡Correcto!
learn-hints = Pistas
learn-picked = { $count ->
    [one] { $count } elegida
   *[other] { $count } elegidas
}
learn-confirm = Confirmar
learn-previous = Anterior
learn-next = Siguiente
learn-retry = Intentar de nuevo
learn-hint = Pista
learn-play-on = Seguir jugando desde aquí
learn-lesson-done = Lección terminada
learn-keys = Teclas: N o Av Pág paso siguiente · P o Re Pág paso anterior · H pista · Intro confirmar
learn-hint-rule = La regla: { $rule }
learn-hint-rule-word = La regla: { $rule } (glosario: { $word })
learn-hint-highlight = Mira los lugares marcados en el tablero.
learn-hint-move = La jugada está marcada en el tablero.
learn-hint-answer = Una respuesta correcta está marcada en el tablero.
learn-hint-solution = Se muestra la solución: este paso no gana estrella.
learn-stars = { $stars ->
    [one] { $stars } de 3 estrellas
   *[other] { $stars } de 3 estrellas
}
learn-hint-none = No hay más pistas para este paso.
learn-stars-this-run = Esta vez: { $stars }
learn-next-lesson-button = Lección siguiente: { $lesson }
learn-hint-stars-left = { $stars ->
    [0] Este paso ya no gana ninguna estrella.
    [one] Este paso puede ganar ahora como mucho una estrella.
   *[other] Este paso puede ganar ahora como mucho { $stars } de 3 estrellas.
}
learn-show-rest = Mostrar el resto
hint-learn-show-rest = Jugar la respuesta del adversario a esta jugada

# Save (Ctrl+S) pressed while a lesson is shown.
learn-not-saved = Una lección no se guarda como una partida: tu progreso en ella se conserva a medida que avanzas.
learn-mistakes = Tus errores
learn-mistakes-solved = { $solved } de { $total } corregidos
learn-mistakes-about = Jugadas de tus propias partidas que un análisis marcó como errores o errores graves, para jugarlas de nuevo desde la posición anterior. Vale cualquier jugada que el análisis llamaría mejor o buena. Una que falles vuelve después de uno, tres y siete días de juego.
learn-mistakes-none = Analiza una de tus partidas (“Analizar esta partida” en el panel lateral, después de la partida o en su repetición): sus errores aparecen aquí para jugarlos de nuevo.
learn-mistake-next = Siguiente error
learn-mistake-row = Turno { $turn }: { $played } ({ $mark })
learn-mistake-done = Encontraste una jugada mejor
learn-puzzles = Problemas
learn-puzzles-solved = { $solved } de { $total } resueltos
learn-puzzles-due = { $count ->
    [one] uno para volver a intentar hoy
   *[other] { $count } para volver a intentar hoy
}
learn-puzzles-about = Posiciones con una victoria por encontrar, cada una comprobada por el ordenador; vale cualquier línea ganadora. Un problema que falles vuelve después de uno, tres y siete días de juego.
learn-puzzle-next = Siguiente problema
learn-next-puzzle-button = Siguiente: { $lesson }
learn-puzzle-done = Problema resuelto
learn-trainer = Entrenador de finales
learn-trainer-solved = { $solved } de { $total } resueltos
learn-trainer-about = Finales sacados de las tablas de finales, jugados contra el Maestro perfecto hasta el resultado: gana los ganados, mantén las tablas en los igualados. Una victoria más larga que la más corta gana menos estrellas.
learn-trainer-done = Final completado
