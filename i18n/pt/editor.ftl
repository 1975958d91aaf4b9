## O editor de posições, aberto a partir da janela de novo jogo

editor-open = Preparar uma posição…
hint-editor-open = Pôr peças ou sementes onde quiser, escolher quem joga e jogar a partir daí
editor-title = Preparar uma posição
editor-intro = { $game }, com as regras e os jogadores escolhidos na janela de novo jogo.
editor-click = Um clique no tabuleiro põe:
editor-tool-dark = uma peça escura
editor-tool-light = uma peça clara
editor-tool-empty = nada (esvazia o ponto)
editor-click-note-morris = Um clique com o botão direito, ou - no ponto do anel do teclado, esvazia um ponto.
editor-click-note-mancala = Um clique numa casa junta uma semente; um clique com o botão direito, ou - na casa do anel do teclado, tira uma.
editor-to-move = Joga:
editor-in-hand = Peças na mão:
editor-hand-fewer = Menos uma peça na mão: { $player }
editor-hand-more = Mais uma peça na mão: { $player }
editor-seeds = Sementes no tabuleiro: { $count } de 64
editor-overture = Ainda na abertura:
editor-first-turn = Primeiro turno ainda por acabar:
editor-clear = Esvaziar o tabuleiro
editor-start = Posição inicial
editor-ready = Pronto a jogar. { $to_move }.
editor-problem-tokens = { $player_kind ->
    [dark] As escuras têm
    [light] As claras têm
   *[other] { $player } tem
} { $total } peças: { $board } no tabuleiro e { $hand } na mão. Cada jogador tem 12.
editor-problem-hands = Enquanto há peças na mão, quem começou ({ $first }) coloca primeiro. Vez de { $first }: as duas mãos com o mesmo número de peças; vez de { $second }: { $second } com mais uma. Agora: { $first } { $first_hand }, { $second } { $second_hand }.
editor-problem-both-beaten = Os dois jogadores perderam dez peças ou mais; um jogo acaba logo que um deles as perde.
editor-problem-seeds = O tabuleiro tem { $total ->
    [0] { $total } sementes
    [one] 1 semente
   *[other] { $total } sementes
}; o jogo joga-se com 64.
editor-problem-over = Este jogo já teria acabado: { $outcome } Prepare uma posição que ainda se possa jogar.
editor-problem-engine = As regras não permitem esta posição: falha em «{ $token }»{ $index ->
    [0] {""}
   *[other] , a parte { $index } do seu texto
}.
editor-play = Jogar esta posição:
editor-play-computer = Jogar contra o computador
editor-level = Nível do computador
editor-play-computer-note = { $player_kind ->
    [dark] Joga com as escuras
    [light] Joga com as claras
   *[other] Joga com { $player }
}, o lado que joga agora; o computador joga com o outro lado.
editor-play-people = Dois jogadores neste ecrã
editor-save = Guardar como registo de jogo…
hint-editor-save = Um registo que começa nesta posição, para abrir mais tarde ou partilhar
editor-text = Texto da posição:
editor-copy = Copiar
editor-use-text = Usar este texto
editor-copied = O texto da posição foi copiado.
editor-text-problem = Este texto não é uma posição de { $game }: falha em «{ $token }»{ $index ->
    [0] {""}
   *[other] , a parte { $index } do texto
}.
editor-back = Voltar ao novo jogo
