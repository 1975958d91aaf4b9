# Lessons: the built-in words of the lesson core, then each lesson's own messages (docs/lessons.md).

## common

lesson-pass = Muito bem.
lesson-continue-from-line = Isso também funciona. A lição continua pela sua própria linha.
lesson-goal-play = Faça o lance que a lição pede.
lesson-goal-line = Forme uma linha de captura (isibhamu) { $turns ->
    [one] com este lance.
   *[other] em até { $turns } lances.
}
lesson-goal-capture = Capture { $count ->
    [one] uma
   *[other] { $count }
} { $turns ->
    [one] com este lance.
   *[other] em até { $turns } lances.
}
lesson-goal-end-overture = Termine a abertura { $turns ->
    [one] com este lance.
   *[other] em até { $turns } lances.
}
lesson-goal-no-move = Deixe o adversário sem lance { $turns ->
    [one] com este lance.
   *[other] em até { $turns } lances.
}
lesson-goal-win = Vença a partida { $turns ->
    [one] com este lance.
   *[other] em até { $turns } lances seus, faça o adversário o que fizer.
}
lesson-goal-best = Escolha a melhor resposta.
lesson-goal-last-seed = Aponte a cova onde cai a última semente da volta { $lap } quando { $pit } é semeada.
lesson-goal-captures = Aponte um lance que captura.
lesson-goal-removable = Aponte todas as peças que podem ser retiradas, e só essas.
lesson-goal-first-gift = Aponte uma peça do jogador que dá o ilobolo primeiro.
lesson-why-reply-won = A resposta do adversário vence a partida.
lesson-why-reply-removed = O adversário respondeu com uma linha de captura e retirou a sua peça em { $point }.
lesson-why-reply-captured = O adversário respondeu capturando { $count ->
    [one] uma semente
   *[other] { $count } sementes
} da sua cova { $pit }.
lesson-why-not-accepted = Este não é o lance que este passo pede.
lesson-why-no-line = Nenhuma linha de captura foi formada { $turns ->
    [one] com esse lance.
   *[other] em { $turns } lances.
}
lesson-why-captured-few = Você capturou { $got }, e foram pedidas { $need }.
lesson-why-overture-goes-on = A abertura ainda não terminou.
lesson-why-opponent-can-move = O adversário ainda tem { $count ->
    [one] um lance.
   *[other] { $count } lances.
}
lesson-why-no-forced-win = Depois desse lance o adversário escapa: a vitória já não é forçada.
lesson-why-not-best = Há uma resposta melhor: { $best }.
lesson-why-quiz-wrong = Essa não. Veja de novo o que as regras fazem aqui.
lesson-why-quiz-missed = { $count ->
    [one] Mais uma peça pode ser retirada.
   *[other] Mais { $count } peças podem ser retiradas.
}
lesson-why-quiz-extra = A peça em { $point } não pode ser retirada.
lesson-progress-corrupt = Não foi possível ler o seu progresso nas lições; o ficheiro foi guardado à parte e você recomeça do zero.

## morris

## mancala
