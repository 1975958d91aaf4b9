# O ecrã Aprender e a vista da lição.
picker-learn = Aprender { $game }
picker-learn-all = Aprender os jogos
learn-title = Aprender
learn-back = Voltar às lições
learn-step-of = Passo { $step } de { $steps }
learn-counts = { $steps ->
    [0] { $steps } passos
    [one] { $steps } passo
   *[other] { $steps } passos
} · { $exercises ->
    [0] { $exercises } exercícios
    [one] { $exercises } exercício
   *[other] { $exercises } exercícios
}
learn-open = Abrir: { $lesson }
learn-done = feita
learn-next-lesson = a seguir
learn-reset = Repor
learn-reset-all = Repor todas as lições
learn-reset-ask = Repor o progresso desta lição?
learn-reset-all-ask = Repor o progresso de todas as lições?
learn-reset-yes = Sim, repor
learn-reset-no = Manter
learn-kind-show = Exemplo
learn-kind-guided = A sua jogada
learn-kind-exercise = Exercício
learn-kind-quiz = Pergunta
learn-wrong = Desta vez não.
learn-passed = Certo!
learn-hints = Ajudas
learn-picked = { $count ->
    [0] { $count } escolhidas
    [one] { $count } escolhida
   *[other] { $count } escolhidas
}
learn-confirm = Confirmar
learn-previous = Anterior
learn-next = Seguinte
learn-retry = Tentar de novo
learn-hint = Ajuda
learn-play-on = Continuar a jogar daqui
learn-lesson-done = Lição concluída
learn-keys = Teclas: N ou Page Down passo seguinte · P ou Page Up passo anterior · H ajuda · Enter confirmar
learn-hint-rule = A regra: { $rule }
learn-hint-rule-word = A regra: { $rule } (glossário: { $word })
learn-hint-highlight = Repare nos lugares marcados no tabuleiro.
learn-hint-move = A jogada está marcada no tabuleiro.
learn-hint-answer = Uma resposta certa está marcada no tabuleiro.
learn-hint-solution = A solução é mostrada: este passo não ganha estrela.
learn-stars = { $stars ->
    [0] { $stars } de 3 estrelas
    [one] { $stars } de 3 estrelas
   *[other] { $stars } de 3 estrelas
}
learn-hint-none = Não há mais ajudas para este passo.
learn-stars-this-run = Desta vez: { $stars }
learn-next-lesson-button = Lição seguinte: { $lesson }
learn-hint-stars-left = { $stars ->
    [0] Este passo já não ganha nenhuma estrela.
    [0] Este passo pode ganhar agora no máximo { $stars } de 3 estrelas.
    [one] Este passo pode ganhar agora no máximo uma estrela.
   *[other] Este passo pode ganhar agora no máximo { $stars } de 3 estrelas.
}
learn-show-rest = Mostrar o resto
hint-learn-show-rest = Jogar a resposta do adversário a este lance

# Save (Ctrl+S) pressed while a lesson is shown.
learn-not-saved = Uma lição não se guarda como um jogo: o seu progresso nela fica guardado à medida que avança.
learn-mistakes = Os seus erros
learn-mistakes-solved = { $solved } de { $total } corrigidos
learn-mistakes-about = Jogadas das suas próprias partidas que uma análise marcou como erros ou erros graves, para jogar de novo a partir da posição anterior. Vale qualquer jogada que a análise chamaria de melhor ou boa. Uma que você errar volta depois de um, três e sete dias de jogo.
learn-mistakes-none = Analise um dos seus jogos (“Analisar este jogo” no painel lateral, depois do jogo ou na sua reprodução): os erros dele aparecem aqui para serem jogados de novo.
learn-mistake-next = Próximo erro
learn-mistake-row = Turno { $turn }: { $played } ({ $mark })
learn-mistake-done = Encontrou uma jogada melhor
learn-puzzles = Problemas
learn-puzzles-solved = { $solved } de { $total } resolvidos
learn-puzzles-due = { $count ->
    [0] { $count } para tentar de novo hoje
    [one] um para tentar de novo hoje
   *[other] { $count } para tentar de novo hoje
}
learn-puzzles-about = Posições com uma vitória a encontrar, cada uma conferida pelo computador; qualquer linha vencedora vale. Um problema que você errar volta depois de um, três e sete dias de jogo.
learn-puzzle-next = Próximo problema
learn-next-puzzle-button = Próximo: { $lesson }
learn-puzzle-done = Problema resolvido
learn-trainer = Treino de finais
learn-trainer-solved = { $solved } de { $total } resolvidos
learn-trainer-about = Finais tirados das tabelas de finais, jogados contra o Mestre perfeito até o resultado: vença os ganhos, segure os empatados. Uma vitória mais longa que a mais curta ganha menos estrelas.
learn-trainer-done = Final concluído
