# Lessons: the built-in words of the lesson core, then each lesson's own messages (docs/lessons.md).

## common

lesson-pass = Muito bem.
lesson-continue-from-line = Isso também funciona. A lição continua pela sua própria linha.
lesson-goal-play = Faça o lance que a lição pede.
lesson-goal-line = Forme uma linha de captura (isibhamu) { $turns ->
    [0] em até { $turns } lances.
    [one] com este lance.
   *[other] em até { $turns } lances.
}
lesson-goal-capture = Capture { $count ->
    [0] { $count }
    [one] uma
   *[other] { $count }
} { $turns ->
    [0] em até { $turns } lances.
    [one] com este lance.
   *[other] em até { $turns } lances.
}
lesson-goal-end-overture = Termine a abertura { $turns ->
    [0] em até { $turns } lances.
    [one] com este lance.
   *[other] em até { $turns } lances.
}
lesson-goal-no-move = Deixe o adversário sem lance { $turns ->
    [0] em até { $turns } lances.
    [one] com este lance.
   *[other] em até { $turns } lances.
}
lesson-goal-win = Vença a partida { $turns ->
    [0] em até { $turns } lances seus, faça o adversário o que fizer.
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
    [0] { $count } sementes
    [one] uma semente
   *[other] { $count } sementes
} da sua cova { $pit }.
lesson-why-not-accepted = Este não é o lance que este passo pede.
lesson-why-no-line = Nenhuma linha de captura foi formada { $turns ->
    [0] em { $turns } lances.
    [one] com esse lance.
   *[other] em { $turns } lances.
}
lesson-why-captured-few = Você capturou { $got }, e foram pedidas { $need }.
lesson-why-overture-goes-on = A abertura ainda não terminou.
lesson-why-opponent-can-move = O adversário ainda tem { $count ->
    [0] { $count } lances.
    [one] um lance.
   *[other] { $count } lances.
}
lesson-why-no-forced-win = Esse lance não força a vitória.
lesson-why-not-best = Há uma resposta melhor: { $best }.
lesson-why-quiz-wrong = Essa não. Veja de novo o que as regras fazem aqui.
lesson-why-quiz-missed = { $count ->
    [0] Mais { $count } peças podem ser retiradas.
    [one] Mais uma peça pode ser retirada.
   *[other] Mais { $count } peças podem ser retiradas.
}
lesson-why-quiz-extra = A peça em { $point } não pode ser retirada.
lesson-progress-corrupt = Não foi possível ler o seu progresso nas lições; o ficheiro foi guardado à parte e você recomeça do zero.

## mistakes (a mistake of a reviewed game retried; $turn its turn, $played the move played, $mark the review's word: inaccuracy, mistake, blunder)

mistake-title = Turno { $turn }: encontre uma jogada melhor
mistake-summary = Você jogou { $played } aqui: { $mark ->
    [blunder] um erro grave.
    [inaccuracy] uma imprecisão.
   *[other] um erro.
}
mistake-task = Na sua partida você jogou { $played } aqui, e a análise chamou isso de { $mark ->
    [blunder] erro grave
    [inaccuracy] imprecisão
   *[other] erro
}. Encontre uma jogada melhor: vale qualquer jogada que a análise chamaria de melhor ou boa.
mistake-pass = Uma jogada melhor: esta posição não vai mais pegar você.
lesson-goal-improve = Encontre uma jogada que a análise chamaria de melhor ou boa.
lesson-why-worse = A análise também chamaria esta jogada de { $mark ->
    [blunder] erro grave
    [inaccuracy] imprecisão
   *[other] erro
}.

## puzzles (every puzzle of assets/puzzles/ uses these; $number is its number, $turns its par)

puzzle-title = Problema { $number }
puzzle-summary = { $turns ->
    [0] Vença em até { $turns } lances seus.
    [one] Vença com um lance.
   *[other] Vença em até { $turns } lances seus.
}
puzzle-win = { $turns ->
    [0] Encontre o caminho para vencer em até { $turns } lances seus, faça o adversário o que fizer. Qualquer linha vencedora vale.
    [one] Encontre o lance que vence a partida de imediato.
   *[other] Encontre o caminho para vencer em até { $turns } lances seus, faça o adversário o que fizer. Qualquer linha vencedora vale.
}

## endgame trainer (every position of assets/trainer/ uses these; $number is its number, $turns its par, $mine and $theirs the tokens of each side)

trainer-title-win = Vença { $mine } contra { $theirs }
trainer-title-win-flying = Vença { $mine } contra { $theirs } voando
trainer-title-hold = Segure o empate, { $mine } contra { $theirs }
trainer-summary-win = { $turns ->
    [0] Um final ganho contra o Mestre perfeito: a vitória mais curta leva { $turns } lances seus.
    [one] Um final ganho contra o Mestre perfeito: a vitória mais curta leva um lance.
   *[other] Um final ganho contra o Mestre perfeito: a vitória mais curta leva { $turns } lances seus.
}
trainer-summary-hold = Um final empatado: segure-o contra o Mestre perfeito durante { $turns } lances seus.
trainer-win = Você tem { $mine } peças contra { $theirs }, e a posição está ganha. Vença contra o Mestre perfeito, que se defende enquanto o jogo o permitir. Com o melhor jogo, a vitória leva { $turns ->
    [0] { $turns } lances seus
    [one] um lance
   *[other] { $turns } lances seus
}; um lance que deixa escapar a vitória termina a tentativa.
trainer-hold = Você tem { $mine } peças contra { $theirs }, e a posição está empatada. O Mestre perfeito joga para vencer: segure o empate durante { $turns } lances seus. Um lance que perde termina a tentativa.
lesson-goal-win-endgame = Mantenha a vitória a cada lance até vencer: a vitória mais curta leva { $turns ->
    [0] { $turns } lances seus.
    [one] um lance.
   *[other] { $turns } lances seus.
}
lesson-goal-hold-draw = Mantenha o empate a cada lance, durante { $turns } lances seus.
lesson-why-slipped-win-to-draw = Esse lance deixa escapar a vitória: com o melhor jogo dos dois lados, a partida agora está empatada.
lesson-why-slipped-win-to-loss = Esse lance joga a vitória fora: com o melhor jogo, o adversário agora vence { $turns ->
    [0] em até { $turns } lances dele.
    [one] no próximo lance.
   *[other] em até { $turns } lances dele.
}
lesson-why-slipped-draw-to-loss = Esse lance perde o empate: com o melhor jogo, o adversário agora vence { $turns ->
    [0] em até { $turns } lances dele.
    [one] no próximo lance.
   *[other] em até { $turns } lances dele.
}
lesson-why-too-long = Ainda sem vitória depois de { $turns } lances seus: a vitória agora está longe demais.

## morris

# isizulu-01-placing
lesson-isizulu-01-placing-title = Colocar e o isibhamu
lesson-isizulu-01-placing-summary = Coloque as suas peças, forme uma linha de captura e retire uma peça.
lesson-isizulu-01-placing-intro = O Isizulu joga-se em três quadrados ligados por linhas, com diagonais nos cantos. Cada jogador tem doze peças, as izingombe (vacas): um joga com as escuras, o outro com as claras. As escuras começam, e os jogadores colocam à vez uma peça em qualquer ponto vazio.
lesson-isizulu-01-placing-first-moves = As escuras colocam em a7, as claras em g1, as escuras em d7, as claras em d1. Três peças de um jogador ao longo de uma linha formam um isibhamu, uma linha de captura. As escuras ameaçam agora a7-d7-g7, e as claras ameaçam g1-d1-a1.
lesson-isizulu-01-placing-complete = A sua vez, com as escuras: coloque em g7 para completar a linha. Depois tem de retirar uma peça das claras: tire d1 ou g1, e a linha das claras fica desfeita.
lesson-isizulu-01-placing-complete-goal = Três peças suas numa linha formam uma linha de captura, e o lado de cima já tem duas das suas.
lesson-isizulu-01-placing-after-capture = Uma peça retirada nunca volta. A colocação continua na mesma: cada jogador coloca as doze peças, seja o que for que tenha sido capturado entretanto. Como a lista de lances escreve o que aconteceu: uma colocação é o seu ponto (g7), um deslize ou um voo é o ponto de onde sai e o ponto onde chega (e4-e3), e uma retirada é um x antes do ponto tirado (xd1). Assim "g7 xd1" é a sua última vez: uma colocação em g7 que formou uma linha, e depois a peça de d1 retirada. As dicas escrevem os lances da mesma maneira.
lesson-isizulu-01-placing-diagonal = No Isizulu as diagonais dos cantos também são linhas. Encontre a colocação que forma uma linha de captura e depois retire uma peça.
lesson-isizulu-01-placing-diagonal-goal = Olhe para as diagonais curtas dos cantos: a7, b6 e c5 estão numa delas.
lesson-isizulu-01-placing-not-a-line = d6 não liga nada: a7 e c5 estão unidos pela diagonal que passa por b6.
lesson-isizulu-01-placing-double = Tem quatro linhas à espera de uma peça cada: a7-d7-g7, b6-b4-b2, c3-d3-e3 e a diagonal a1-b2-c3. Capture duas vezes nas próximas duas colocações: as claras só podem bloquear uma linha de cada vez.
lesson-isizulu-01-placing-double-goal = Uma linha à espera de uma peça é uma ameaça. O adversário bloqueia uma ameaça em cada colocação; guarde uma pronta para a sua vez seguinte.

# isizulu-02-removal
lesson-isizulu-02-removal-title = Que peça retirar
lesson-isizulu-02-removal-summary = Depois de uma linha de captura escolhe a peça a retirar: qualquer uma, nas regras de torneio.
lesson-isizulu-02-removal-line = As escuras colocam em g7 e formam o isibhamu a7-d7-g7 (marcado). Agora as escuras têm de retirar uma peça das claras.
lesson-isizulu-02-removal-which = Que peças das claras podem as escuras retirar? Aponte todas.
lesson-isizulu-02-removal-which-goal = As regras de torneio da BLAC Foundation não fazem exceção nenhuma para a peça retirada.
lesson-isizulu-02-removal-line-not-safe = Nas regras de torneio da BLAC Foundation qualquer peça pode ser retirada, mesmo numa linha: também a1, d1 e g1.
lesson-isizulu-02-removal-other-readings = Muitos jogadores noutros lugares protegem as peças de uma linha completa. O Inkomo oferece essa leitura como opção ao começar uma partida; as lições de Isipowe mostram-na.
lesson-isizulu-02-removal-choose = Todas as peças estão colocadas: um lance desliza uma peça para um ponto vizinho vazio. Deslize para formar uma linha e retire a peça que o deixa formar uma segunda no lance seguinte.
lesson-isizulu-02-removal-choose-goal = A peça que retira pode ser a que está no caminho da sua próxima linha.
lesson-isizulu-02-removal-blocker-stays = A peça clara em a7 continua a bloquear a sua linha a1-a4-a7. Retire-a e depois deslize d7 para a7.

# isizulu-03-movement
lesson-isizulu-03-movement-title = Mover e o jogador bloqueado
lesson-isizulu-03-movement-summary = Deslize ao longo das linhas; um jogador que não pode mover passa.
lesson-isizulu-03-movement-slides = Quando as vinte e quatro peças estão colocadas, os jogadores deslizam à vez uma peça ao longo de uma linha para o ponto vazio seguinte; as diagonais dos cantos também são caminhos. Um deslize que completa uma linha captura, como uma colocação.
lesson-isizulu-03-movement-slide-line = Deslize e4 para e3: c3-d3-e3 fica completa. Depois retire uma peça.
lesson-isizulu-03-movement-slide-line-goal = Um deslize que leva uma terceira peça a uma linha captura, como uma colocação.
lesson-isizulu-03-movement-blocked = Um jogador sem lance não perde: passa, e o adversário joga outra vez. Aqui as quatro peças claras estão nos cantos, e b6 é o último ponto vazio junto de alguma delas. As escuras deslizam c5 para b6 pela diagonal: as claras ficam sem lance, passam, e as escuras jogam outra vez.
lesson-isizulu-03-movement-block = As quatro peças claras têm só um ponto livre. Ocupe-o para que as claras tenham de passar.
lesson-isizulu-03-movement-block-goal = Uma peça só desliza para um ponto vizinho vazio: olhe para os pontos vazios junto das peças do adversário.
lesson-isizulu-03-movement-slide-capture = Encontre o deslize que forma uma linha de captura.
lesson-isizulu-03-movement-slide-capture-goal = Procure duas peças suas numa linha cujo terceiro ponto está vazio e junto de outra peça sua.

# isizulu-04-ilobolo
lesson-isizulu-04-ilobolo-title = Ilobolo: quando o tabuleiro enche
lesson-isizulu-04-ilobolo-summary = Quando os 24 pontos estão ocupados, cada jogador dá uma peça, o primeiro jogador primeiro.
lesson-isizulu-04-ilobolo-full = As claras colocam a última peça. Ninguém capturou durante a colocação, por isso os 24 pontos estão ocupados e ninguém pode deslizar.
lesson-isizulu-04-ilobolo-who = Agora vem o ilobolo, o dote: cada jogador dá uma das suas peças. Quem dá primeiro? Aponte uma das peças dele.
lesson-isizulu-04-ilobolo-who-goal = A ordem das ofertas não segue a última colocação: segue quem começou a partida.
lesson-isizulu-04-ilobolo-not-last = As claras colocaram por último, mas as ofertas começam pelo jogador que jogou primeiro: as escuras.
lesson-isizulu-04-ilobolo-gifts = As escuras dão c4 e as claras dão e5: cada um retira uma das suas peças. A oferta sai do tabuleiro de vez e conta como peça capturada para as dez.
lesson-isizulu-04-ilobolo-first-slide = Agora as escuras fazem o primeiro deslize. As duas ofertas abriram c4 e e5: encontre o deslize que forma uma linha de captura.
lesson-isizulu-04-ilobolo-first-slide-goal = Só deslizam peças junto de um ponto vazio, e os únicos pontos vazios são os que as ofertas abriram.
lesson-isizulu-04-ilobolo-choosing = Como escolher a oferta: ela abre um ponto no tabuleiro. Dê uma peça cujo ponto vazio as suas peças possam usar, não um onde só o adversário possa entrar: c4 está rodeado pelas claras, e as escuras não o podem usar.
lesson-isizulu-04-ilobolo-wrong-slide = e4 sai da linha e5-e4-e3 que devia completar. Traga antes a peça de d5.

# isizulu-05-flying
lesson-isizulu-05-flying-title = Voar com três, a vitória e os empates
lesson-isizulu-05-flying-summary = Com três peças um jogador voa; dez capturas ganham; três regras dão empate.
lesson-isizulu-05-flying-three = As escuras têm só três peças. No Isizulu um jogador reduzido a três pode voar: levar uma peça a qualquer ponto vazio, não só a um vizinho. É a regra, não é batota do computador; o adversário também voa quando fica com três.
lesson-isizulu-05-flying-fly-line = Faça voar uma peça para formar uma linha de captura.
lesson-isizulu-05-flying-fly-line-goal = Com três peças um lance pode terminar em qualquer ponto vazio, por mais longe que esteja.
lesson-isizulu-05-flying-just-a-slide = Isso só anda um passo. Voar deixa e5 ir a qualquer lado: onde precisa d1-a1 de uma terceira peça?
lesson-isizulu-05-flying-fly-win = Ganha quem capturou dez peças: o adversário fica com duas. As claras têm três. Ganhe com um lance.
lesson-isizulu-05-flying-fly-win-goal = Mais uma captura deixa o adversário com duas peças, e isso ganha.
lesson-isizulu-05-flying-shuffle = Veja a primeira regra de empate: as escuras e as claras deslizam para lá e para cá, b2-b4 e c5-c4. Quando a mesma posição volta pela terceira vez, com o mesmo jogador a jogar, a partida é empate.
lesson-isizulu-05-flying-draws = Três regras terminam uma partida empatada. Se a mesma posição volta pela terceira vez com o mesmo jogador a jogar, como quando ambos vão e vêm, é empate. Quando os dois têm três peças, têm trinta lances cada um para capturar: sessenta lances ao todo, contados desde que ambos ficaram com três (passar não é um lance); depois é empate. E uma partida em que nenhum dos jogadores pode mover seria empate; neste tabuleiro isso não acontece, porque há sempre uma peça junto de um ponto vazio.
lesson-isizulu-05-flying-last = As claras têm três peças e podem voar; você tem quatro e não pode. As claras ameaçam voar para a1 e completar g1-d1-a1. Ganhe já, antes que o façam.
lesson-isizulu-05-flying-last-goal = Bloquear uma ameaça não chega quando pode capturar já: procure duas peças suas cuja linha espera por um deslize.
lesson-isizulu-05-flying-only-blocks = Bloquear a1 trava a linha das claras, mas pode ganhar já: a7-d7 espera por g7.

# isisuthu-01-board
lesson-isisuthu-01-board-title = O tabuleiro do Isisuthu e o isibhamu
lesson-isisuthu-01-board-summary = Vinte e cinco pontos, doze peças cada um, e a linha de captura.
lesson-isisuthu-01-board-intro = O Isisuthu joga-se em três quadrados e um ponto central, 25 pontos ao todo. Cada jogador tem doze peças, as izingombe (vacas): um joga com as escuras, o outro com as claras. As escuras começam; à vez, cada um coloca uma peça em qualquer ponto vazio. Três peças suas seguidas ao longo de uma linha formam um isibhamu, uma linha de captura: retira então uma peça do adversário.
lesson-isisuthu-01-board-placing = As diagonais curtas dos cantos estão desenhadas no tabuleiro, mas só servem para mover: no Isisuthu nenhuma linha de captura corre por uma diagonal.
lesson-isisuthu-01-board-lines = Que três pontos formam uma linha: os três pontos de cada lado de cada quadrado, doze linhas; as quatro linhas curtas que atravessam do quadrado exterior, pelo do meio, ao interior, a4-b4-c4 e d7-d6-d5 (marcadas), e4-f4-g4 e d3-d2-d1; e as duas que passam pelo centro, c4-d4-e4 e d5-d4-d3. Dezoito linhas ao todo, nenhuma diagonal.
lesson-isisuthu-01-board-notation = Como a lista de lances escreve o que aconteceu: uma colocação é o seu ponto (d4), um deslize é o ponto de onde sai e o ponto onde chega (g7-f6), e uma retirada é um x antes do ponto tirado (xb4). As dicas escrevem os lances da mesma maneira.
lesson-isisuthu-01-board-line = Encontre a colocação que forma uma linha de captura e depois retire uma peça.
lesson-isisuthu-01-board-line-goal = Uma linha são três pontos ao longo de um lado de um quadrado, ou uma das linhas curtas que atravessam entre os quadrados.
lesson-isisuthu-01-board-not-a-line = d6 fica abaixo de d7, mas a linha d7-d6-d5 tem só uma peça sua. Olhe ao longo do lado de cima.
lesson-isisuthu-01-board-double = Três linhas suas esperam uma peça cada. Capture duas vezes nas próximas duas colocações: as claras só podem bloquear uma de cada vez.
lesson-isisuthu-01-board-double-goal = Uma linha à espera de uma peça é uma ameaça. O adversário bloqueia uma ameaça em cada colocação; guarde uma pronta para a sua vez seguinte.

# isisuthu-02-centre
lesson-isisuthu-02-centre-title = A regra do centro
lesson-isisuthu-02-centre-summary = O ponto central só forma linha como o do meio de três dentro do quadrado interior.
lesson-isisuthu-02-centre-centre = O centro d4 liga-se a c4, e4, d5 e d3. Só forma linha de captura como a peça do meio de c4-d4-e4 ou d5-d4-d3, dentro do quadrado interior. Três seguidas que chegam ao quadrado do meio, como b4-c4-d4, não contam.
lesson-isisuthu-02-centre-which = As escuras têm c4, d4, d6 e g1. Que colocação forma uma linha de captura? Aponte-a.
lesson-isisuthu-02-centre-which-goal = O centro só conta como o meio de uma linha dentro do quadrado interior.
lesson-isisuthu-02-centre-outside = Três seguidas, mas a linha sai do quadrado interior, e por isso o centro não pode fazer parte dela.
lesson-isisuthu-02-centre-make = Agora jogue: forme a linha de captura pelo centro e retire uma peça.
lesson-isisuthu-02-centre-make-goal = O centro só conta como o meio de c4-d4-e4 ou de d5-d4-d3.

# isisuthu-03-movement
lesson-isisuthu-03-movement-title = Mover, e o jogador bloqueado
lesson-isisuthu-03-movement-summary = Deslize pelas linhas e pelas diagonais curtas; um jogador que não pode mover passa.
lesson-isisuthu-03-movement-slides = Quando todas as peças estão colocadas, um lance desliza uma peça para um ponto vizinho vazio. As diagonais curtas dos cantos são caminhos: as escuras deslizam g7 para f6 por uma delas. O centro liga-se aos seus quatro vizinhos.
lesson-isisuthu-03-movement-slide-line = Deslize uma peça para formar uma linha de captura.
lesson-isisuthu-03-movement-slide-line-goal = O centro é vizinho de c4, e4, d5 e d3, e conta como o meio de uma linha.
lesson-isisuthu-03-movement-not-through = Em e5 a peça não forma linha. c4 e e4 esperam pelo centro entre eles.
lesson-isisuthu-03-movement-blocked = As claras deslizam f6 para d6, e as escuras ficam sem lance. Não perdem: passam, e as claras jogam outra vez.
lesson-isisuthu-03-movement-block = As quatro peças claras têm só um ponto livre. Ocupe-o para que as claras tenham de passar.
lesson-isisuthu-03-movement-block-goal = Uma peça só desliza para um ponto vizinho vazio: olhe para os pontos vazios junto das peças do adversário.

# isisuthu-04-endgame
lesson-isisuthu-04-endgame-title = O fim da partida: sem voar
lesson-isisuthu-04-endgame-summary = No Isisuthu ninguém voa; dez capturas ganham; três regras dão empate.
lesson-isisuthu-04-endgame-no-flying = As escuras têm três peças. No Isisuthu continuam a deslizar um passo de cada vez: neste jogo não se voa, ao contrário do Isizulu.
lesson-isisuthu-04-endgame-shuffle = Veja a primeira regra de empate: as escuras e as claras deslizam para lá e para cá, b2-b4 e c5-c4. Quando a mesma posição volta pela terceira vez, com o mesmo jogador a jogar, a partida é empate.
lesson-isisuthu-04-endgame-draws = Ganha quem captura dez peças: o adversário fica com duas. Há empate quando a mesma posição volta pela terceira vez com o mesmo jogador a jogar, ou quando os dois têm três peças e passam trinta lances de cada um sem captura: sessenta lances ao todo, contados desde que ambos ficaram com três (passar não é um lance). Uma partida em que nenhum dos jogadores pode mover também seria empate; neste tabuleiro isso não acontece, porque há sempre uma peça junto de um ponto vazio.
lesson-isisuthu-04-endgame-win = As claras têm três peças. Ganhe com um lance.
lesson-isisuthu-04-endgame-win-goal = Mais uma captura deixa o adversário com duas peças, e isso ganha; no Isisuthu nenhuma peça voa.

# isipowe-01-board
lesson-isipowe-01-board-title = Isipowe: o tabuleiro sem diagonais
lesson-isipowe-01-board-summary = As regras do Isizulu num tabuleiro sem linhas diagonais.
lesson-isipowe-01-board-intro = O Isipowe foi criado pela BLAC Foundation: joga-se como o Isizulu, em 24 pontos, mas o tabuleiro não tem linhas diagonais. Cada lado tem nove vacas, dois abelusi (pastores) e um ibhuto (grupo de guerreiros). As regras só os contam: qual peça é qual não muda nada, porque se movem, formam linhas e são capturados exatamente como as vacas.
lesson-isipowe-01-board-kinds = Veja seis colocações de cada lado. O Inkomo desenha a terceira peça de cada jogador como um pastor e a sexta como o grupo de guerreiros (a nona é o segundo pastor), e todas as outras como vacas. Só o desenho muda.
lesson-isipowe-01-board-no-diagonal = As escuras colocam em b6: no Isizulu a7-b6-c5 seria uma linha de captura, aqui não é nada, e as claras colocam em g1.
lesson-isipowe-01-board-notation = Como a lista de lances escreve o que aconteceu: uma colocação é o seu ponto (b6), um deslize ou um voo é o ponto de onde sai e o ponto onde chega (e4-e3), e uma retirada é um x antes do ponto tirado (xd7). As dicas escrevem os lances da mesma maneira.
lesson-isipowe-01-board-line = Encontre a colocação que forma uma linha de captura.
lesson-isipowe-01-board-line-goal = Aqui só são linhas os lados dos quadrados e as quatro linhas curtas entre eles.
lesson-isipowe-01-board-no-diag-line = Neste tabuleiro b6 não liga a7 e c5 por nenhuma linha. Olhe antes para a7 e a1.
lesson-isipowe-01-board-double = Três linhas esperam uma peça cada. Capture duas vezes nas próximas duas colocações.
lesson-isipowe-01-board-double-goal = Uma linha à espera de uma peça é uma ameaça. O adversário bloqueia uma ameaça em cada colocação; guarde uma pronta para a sua vez seguinte.

# isipowe-02-protected
lesson-isipowe-02-protected-title = Linhas protegidas (uma variante)
lesson-isipowe-02-protected-summary = Com esta opção, uma peça numa linha completa só pode ser retirada quando todas estão em linhas.
lesson-isipowe-02-protected-line = Esta lição usa uma leitura das regras que muitos jogadores conhecem: as peças de uma linha completa estão protegidas. As escuras deslizam g4 para g7 e formam a7-d7-g7 (marcada).
lesson-isipowe-02-protected-which = As peças a1, d1 e g1 das claras estão numa linha. Que peças claras podem as escuras retirar agora? Aponte todas.
lesson-isipowe-02-protected-which-goal = Nesta leitura uma peça numa linha completa está a salvo enquanto o seu dono tiver peças fora de uma linha.
lesson-isipowe-02-protected-protected = a1, d1 e g1 formam a linha das claras, por isso estão protegidas enquanto as claras tiverem peças fora de uma linha.
lesson-isipowe-02-protected-all-in-lines = Só quando todas as peças do adversário estão em linhas se pode retirar uma delas. Nas regras de torneio, que o Inkomo usa por omissão, qualquer peça pode ser retirada.
lesson-isipowe-02-protected-take = Jogue você: forme a linha e retire uma peça que possa ser retirada.
lesson-isipowe-02-protected-take-goal = A linha é a que acabou de ver; a retirada tem de poupar as peças da linha das claras.

# isipowe-03-flying
lesson-isipowe-03-flying-title = Voar e o fim da partida
lesson-isipowe-03-flying-summary = Com três peças um jogador voa; dez capturas ganham.
lesson-isipowe-03-flying-three = Como no Isizulu, um jogador reduzido a três peças pode voar: levar uma a qualquer ponto vazio. É a regra do jogo, não é batota do computador, e dá ao lado mais fraco uma última oportunidade.
lesson-isipowe-03-flying-fly-line = Faça voar uma peça para formar uma linha de captura.
lesson-isipowe-03-flying-fly-line-goal = Com três peças um lance pode terminar em qualquer ponto vazio, por mais longe que esteja.
lesson-isipowe-03-flying-just-a-slide = Isso é só um passo. Uma peça a voar pode pousar em qualquer lado: onde precisam d1 e a1 de uma terceira peça?
lesson-isipowe-03-flying-ilobolo = O Isipowe mantém também as outras regras do Isizulu: quando o tabuleiro enche depois da colocação, cada jogador dá uma peça como ilobolo, o primeiro jogador primeiro, e a oferta conta para as dez. Os empates são os mesmos: uma posição que volta pela terceira vez com o mesmo jogador a jogar; trinta lances de cada um sem captura depois de ambos ficarem com três (sessenta lances ao todo, sem contar as passagens); e uma partida em que nenhum dos jogadores pode mover, que este tabuleiro nunca permite.
lesson-isipowe-03-flying-fly-win = As claras têm três peças: mais uma captura ganha. Ganhe com um lance.
lesson-isipowe-03-flying-fly-win-goal = Mais uma captura deixa o adversário com duas peças, e isso ganha.

# isipowe-04-annotated
lesson-isipowe-04-annotated-title = Um final de partida comentado
lesson-isipowe-04-annotated-summary = Alguns lances de uma luta a sério, explicados, e depois a sua vez.
lesson-isipowe-04-annotated-position = Todas as peças estão colocadas; as escuras têm seis peças, as claras têm seis. A linha a1-a4 das escuras espera por a7, onde está uma peça clara; c3-d3 espera por e3.
lesson-isipowe-04-annotated-m1 = As escuras deslizam e4 para e3: c3-d3-e3. Retiram a7, a peça que bloqueava a sua outra linha.
lesson-isipowe-04-annotated-m2 = As claras deslizam f6 para f4. Agora g4-f4 espera por e4, o ponto que as escuras acabaram de deixar: as claras ameaçam e5 para e4.
lesson-isipowe-04-annotated-m3 = A sua vez, com as escuras. Responda à ameaça com uma linha de captura sua, e retire uma peça que trave a linha das claras.
lesson-isipowe-04-annotated-m3-goal = A sua retirada pode responder a uma ameaça: tire uma peça da linha que as claras estão a formar, ou a que a completaria.
lesson-isipowe-04-annotated-blocks-only = Voltar a e4 bloqueia as claras, mas não captura nada. d7 pode fechar a1-a4-a7 agora que a7 está vazio.
lesson-isipowe-04-annotated-threat-stays = Isso forma a sua linha, mas a ameaça das claras continua: e5 ainda pode deslizar para e4 e completar g4-f4-e4. Retire uma peça dessa linha, ou a que a completaria.

## mancala

# Isolo (jogo das mulheres), lição 1
lesson-isolo-women-01-sowing-title = Semear: as suas filas e o circuito
lesson-isolo-women-01-sowing-summary = Cada jogador é dono das duas filas mais próximas e semeia à volta delas no sentido anti-horário; uma volta que acaba numa casa vazia acaba o turno.
lesson-isolo-women-01-sowing-board = Este é o isolo, o tabuleiro dos Sukuma: quatro filas de oito casas. Você joga com o Sul. As duas filas mais perto de si são suas: a fila exterior, de S-o1 a S-o8 da esquerda para a direita, e a fila interior à frente dela, de S-i1 a S-i8. O Norte é dono das outras duas. No jogo das mulheres cada casa começa com duas sementes, as busolo, 64 ao todo. As suas sementes nunca saem das suas dezasseis casas.
lesson-isolo-women-01-sowing-facing = Que casas ficam frente a frente: a sua casa interior S-ik fica em frente das duas casas do Norte na mesma coluna, N-i(9−k) e N-o(9−k), porque o Norte conta as casas a partir da sua própria esquerda. Assim, S-i6 fica em frente de N-i3 e N-o3 (marcadas), e S-i1 em frente de N-i8 e N-o8. Só as casas interiores ficam em frente do outro lado: as capturas da lição 3 tiram das casas em frente daquela onde acaba uma volta.
lesson-isolo-women-01-sowing-first-sowing = Uma jogada: tire todas as sementes de uma das suas casas que tenha pelo menos duas e deixe-as cair uma a uma nas casas seguintes, no sentido anti-horário: para a direita ao longo da fila exterior, para cima na fila interior na ponta direita, para a esquerda ao longo da fila interior e de novo para baixo na ponta esquerda. Aqui S-o1 tem quatro sementes: vão para S-o2, S-o3, S-o4 e S-o5. A última caiu numa casa vazia, por isso o turno acabou. Os Sukuma dizem que o turno morre (kucha).
lesson-isolo-women-01-sowing-notation = A lista de lances escreve um lance pela casa semeada, com os nomes do próprio jogador e sem o lado: o lance que acabou de fazer foi i2. Os lances do Norte escrevem-se da mesma maneira a partir do lado dele, por isso o o1 do Norte é N-o1.
lesson-isolo-women-01-sowing-corner = Vai semear as três sementes de S-o7. Onde cai a última? Aponte para a casa.
lesson-isolo-women-01-sowing-corner-goal = A sementeira vai no sentido anti-horário: para a direita ao longo da sua fila exterior, e depois para cima, para a fila interior, na ponta direita.
lesson-isolo-women-01-sowing-inner-runs-left = Quase. Depois de S-o8 as sementes sobem para S-i8 e seguem para a esquerda pela fila interior: S-o8, S-i8, S-i7.
lesson-isolo-women-01-sowing-own-rows = As suas sementes nunca entram nas filas do Norte: no fim da sua fila exterior continuam na sua própria fila interior.
lesson-isolo-women-01-sowing-left-end = Agora semeie você S-i2. Repare na ponta esquerda: depois de S-i1 as sementes descem para S-o1 e seguem para a direita.
lesson-isolo-women-01-sowing-left-end-goal = Na ponta esquerda da sua fila interior as sementes descem para a fila exterior.
lesson-isolo-women-01-sowing-reach-inner = A sua vez: encontre uma jogada cuja última semente caia na sua fila interior.
lesson-isolo-women-01-sowing-reach-inner-goal = Semeie uma casa de modo que a última semente caia numa das suas casas interiores, de S-i1 a S-i8.
lesson-isolo-women-01-sowing-stays-outer = S-o1 tem quatro sementes: ficam na fila exterior e a última cai em S-o5. Experimente uma casa com mais sementes, ou uma mais perto da ponta direita.

# Isolo (jogo das mulheres), lição 2
lesson-isolo-women-02-relay-title = Semear em revezamento
lesson-isolo-women-02-relay-summary = Quando a última semente cai numa casa que já tem sementes, levanta-as todas e continua a semear: um só turno pode ter muitas voltas.
lesson-isolo-women-02-relay-relay-chain = S-o1 tem duas sementes: uma para S-o2, outra para S-o3. S-o3 não estava vazia, por isso a volta não acaba ali: levanta todas as sementes dessa casa, incluindo a que acabou de cair, e continua a semear a partir da casa seguinte. É a sementeira em revezamento. Outra vez duas sementes: S-o4, S-o5. S-o5 tinha três, por isso levanta quatro e continua: S-o6, S-o7, S-o8, S-i8. S-i8 estava vazia: o turno acabou. Uma jogada, três voltas.
lesson-isolo-women-02-relay-second-lap = Vai semear S-o5. Onde cai a última semente da segunda volta? Aponte para a casa.
lesson-isolo-women-02-relay-second-lap-goal = Quando uma volta acaba numa casa que tinha sementes, levantam-se todas, também a última, e continua-se a semear: é a volta seguinte.
lesson-isolo-women-02-relay-that-is-lap-one = É em S-o8 que acaba a primeira volta. As suas onze sementes são levantadas e fazem a segunda volta: conte onze casas a partir de S-i8.
lesson-isolo-women-02-relay-check-it = Agora semeie você S-o5 e confira a sua resposta: a primeira volta acaba em S-o8, a segunda em S-o3 e a terceira em S-o5, vazia, a casa de onde partiu.
lesson-isolo-women-02-relay-check-it-goal = Cada volta começa na casa a seguir àquela onde acabou a anterior, e uma volta que acaba numa casa vazia acaba o turno.
lesson-isolo-women-02-relay-full-round = Uma casa grande pode dar a volta inteira. S-i1 tem dezasseis sementes, tantas como as suas casas: cai uma semente em cada casa do seu circuito, e a décima sexta volta a cair na própria S-i1, vazia desde que a levantou. O turno acaba aí: a casa de onde semeou não é saltada.
lesson-isolo-women-02-relay-three-laps = A sua vez: encontre uma jogada que faça três voltas.
lesson-isolo-women-02-relay-three-laps-goal = Escolha uma casa cuja sementeira faça dois revezamentos antes de o turno acabar.
lesson-isolo-women-02-relay-one-lap-only = As dez sementes de S-o8 dão a volta até S-o2, que estava vazia: uma volta e o turno acabou.

# Isolo (jogo das mulheres), lição 3
lesson-isolo-women-03-capture-title = A captura
lesson-isolo-women-03-capture-summary = Uma volta que acaba numa das suas casas interiores ocupadas leva as sementes que estão em frente e volta a semeá-las; três leituras de onde se recomeça a semear.
lesson-isolo-women-03-capture-first-capture = S-o7 semeia quatro sementes: S-o8, S-i8, S-i7 e S-i6. S-i6 já tinha sementes e está na sua fila interior, em frente de N-i3 e N-o3 do Norte. Quando a última semente de uma volta cai numa casa interior ocupada e pelo menos uma das duas casas em frente tem sementes, há captura: leva as sementes das duas casas em frente. Continuam em jogo: volta a semeá-las, do seu lado, a partir da casa de onde partiu a volta que capturou, S-o7. A última das quatro cai outra vez em S-i6; as casas em frente estão agora vazias, por isso há revezamento, e o turno acaba em S-i2.
lesson-isolo-women-03-capture-which-captures = Qual das suas jogadas captura? Aponte para uma casa cuja sementeira faça uma captura.
lesson-isolo-women-03-capture-which-captures-goal = Uma captura precisa da última semente de uma volta numa das suas casas interiores ocupadas, com sementes em pelo menos uma das duas casas em frente.
lesson-isolo-women-03-capture-inner-ends-empty = As duas sementes de S-i6 caem em S-i5 e S-i4, ambas vazias: o turno acaba sem captura.
lesson-isolo-women-03-capture-o1-ends-empty = S-o1 faz um revezamento a partir de S-o7, mas a segunda volta acaba em S-i5, vazia: não há captura.
lesson-isolo-women-03-capture-take-four = Capture pelo menos quatro sementes.
lesson-isolo-women-03-capture-take-four-goal = Uma volta que acaba numa casa interior ocupada com sementes em frente leva-as, e as sementes capturadas continuam a ser semeadas.
lesson-isolo-women-03-capture-w1-lap-start = O início de um jogo: o Sul semeia S-i1. Os revezamentos correm pela fila exterior, e a volta que parte de S-o8 acaba em S-i6, em frente de N-i3 e N-o3: levam-se quatro sementes. A partir de onde se semeiam? A Wikimanqala (Isolo II, o jogo das mulheres) diz: a partir da casa de onde partiu a volta que capturou, aqui S-o8. É assim que a aplicação joga por omissão. As quatro sementes vão para S-i8 a S-i5, e S-i5 volta a capturar, de novo semeadas a partir de S-o8. O Sul leva oito sementes ao todo.
lesson-isolo-women-03-capture-w1-capture-pit = A mesma jogada noutra leitura. Os artigos da Wikipédia em espanhol e em inglês sobre o Isolo continuam a semear as sementes capturadas a partir da casa onde caiu a semente que capturou, S-i6. Agora as quatro sementes vão para S-i5 a S-i2, S-i2 captura N-i7 e N-o7, e o turno continua a partir daí. Outra vez oito sementes, mas o tabuleiro acaba diferente.
lesson-isolo-women-03-capture-w1-turn-origin = Uma terceira leitura, que os artigos da Wikipédia em italiano e em francês permitem: as sementes capturadas recomeçam a partir da casa onde começou a jogada inteira, S-i1. As quatro sementes vão então para S-o1 a S-o4 e os revezamentos levam-nas pela fila exterior até S-o8, vazia: uma só captura, quatro sementes. Num jogo novo pode escolher entre as três leituras nas opções.
lesson-isolo-women-03-capture-big-haul = Uma posição de um jogo a sério. Capture pelo menos dezasseis sementes num só turno.
lesson-isolo-women-03-capture-big-haul-goal = Uma jogada pode capturar várias vezes: encontre aquela cujas capturas somam dezasseis sementes ou mais.
lesson-isolo-women-03-capture-north-answers = Agora jogue com o Norte, depois de S-i1 do Sul na leitura da própria aplicação, a primeira das três. Capture pelo menos vinte sementes.
lesson-isolo-women-03-capture-north-answers-goal = As sementes capturadas são semeadas de novo a partir do início da volta que capturou, e uma volta que acaba noutra casa interior sua ocupada captura outra vez.
lesson-isolo-women-03-capture-o5-inner-only = N-o5 captura de uma só casa ocupada em frente: uma basta para capturar, mas procure uma sementeira cujos revezamentos capturem uma e outra vez.

# Isolo (jogo das mulheres), lição 4
lesson-isolo-women-04-singletons-title = Sementes sozinhas: o fim do jogo
lesson-isolo-women-04-singletons-summary = Uma casa com uma só semente não se pode semear; o jogador que não tem nenhuma casa com duas sementes não pode jogar e perde.
lesson-isolo-women-04-singletons-only-singles = Perto do fim do jogo. O Norte tem quatro sementes: um par em N-o5 e sementes sozinhas em N-i2 e N-i6. Uma semente sozinha nunca se pode semear, por isso a única jogada do Norte é N-o5. E o jogador que não pode jogar quando chega a sua vez perde o jogo.
lesson-isolo-women-04-singletons-the-winning-move = O Sul semeia S-i7: a volta acaba em S-i4, em frente de N-i5 (vazia) e de N-o5 (duas sementes): captura. O Norte fica com duas sementes sozinhas, não pode jogar e perde.
lesson-isolo-women-04-singletons-leave-no-move = Outro final. O Norte tem um par em N-o3 e duas sementes sozinhas. Deixe o Norte sem jogada.
lesson-isolo-women-04-singletons-leave-no-move-goal = Um jogador sem nenhuma casa com duas sementes ou mais não pode jogar: é o par do Norte que deve levar.
lesson-isolo-women-04-singletons-o2-leaves-a-pair = A volta de S-o2 acaba em S-i5, vazia, sem captura, e o Norte ainda tem o par de N-o3 para semear. Procure uma volta que acabe em S-i6, em frente dele.

# Isolo (jogo das mulheres), lição 5
lesson-isolo-women-05-start-puzzle-title = Problema: o início vencedor
lesson-isolo-women-05-start-puzzle-summary = A partir do início do jogo das mulheres, o Sul pode forçar a vitória em três turnos: encontre uma primeira jogada que o consiga.
lesson-isolo-women-05-start-puzzle-why-it-is-a-puzzle = Todas as casas têm duas sementes, por isso semeie o que semear, a última semente cai numa casa ocupada: todas as primeiras jogadas fazem revezamento, e quase todas capturam. O primeiro jogador do jogo das mulheres pode forçar a vitória a partir daqui, se encontrar a primeira jogada certa. Consegue?
lesson-isolo-women-05-start-puzzle-win-in-three = Ganhe em três dos seus turnos, faça o Norte o que fizer.
lesson-isolo-women-05-start-puzzle-win-in-three-goal = Ganhe o jogo em três dos seus turnos contra qualquer defesa: depois da sua última jogada o Norte não pode ter nenhuma casa com duas sementes.
lesson-isolo-women-05-start-puzzle-i1-falls-short = S-i1 captura, mas o Norte fica com pares suficientes para responder. Olhe para o meio das suas filas.

# Isolo (jogo dos rapazes), lição 1
lesson-isolo-boys-01-preparation-title = A preparação tradicional
lesson-isolo-boys-01-preparation-summary = Como os rapazes sukuma dispõem à mão o início do seu jogo, semente a semente, a partir de duas sementes em cada casa.
lesson-isolo-boys-01-preparation-two-each = O jogo dos rapazes não começa com duas sementes em cada casa, mas é a partir daí que se prepara. A Wikimanqala (Isolo, Sukuma boys) descreve como; cada jogador prepara o seu lado da mesma maneira. Primeiro: duas sementes em cada casa. A casa marcada ng'hana, a da ponta direita de cada fila exterior, é aquela onde a preparação junta as sementes; "protegida" no seu rótulo é uma regra da abertura, ensinada na terceira lição.
lesson-isolo-boys-01-preparation-outer-to-nghana = Segundo: todas as sementes da fila exterior vão para a casa da ponta direita, S-o8. Essa casa é a ng'hana, a casa privilegiada: agora tem dezasseis.
lesson-isolo-boys-01-preparation-one-down = Terceiro: uma semente de cada casa interior desce para a casa exterior da mesma coluna. Cada casa interior fica com uma semente; a ng'hana tem dezassete.
lesson-isolo-boys-01-preparation-relay-to-nghana = Quarto: uma sementeira em revezamento, como no jogo, a partir da casa interior da ponta direita, S-i8. A sua única semente cai em S-i7, que fica com duas: levantam-se e continua-se a semear. Cada volta leva duas sementes, e a última acaba exatamente na ng'hana, onde a sementeira para.
lesson-isolo-boys-01-preparation-one-to-i7 = Quinto: uma semente da ng'hana passa para S-i7, a segunda casa interior a contar da direita. A ng'hana volta às dezassete.
lesson-isolo-boys-01-preparation-the-start = Este é o início do jogo dos rapazes, a tabela que dão os artigos da Wikipédia em espanhol e em inglês sobre o Isolo: de cada lado, 2 0 2 0 2 0 2 17 na fila exterior e 0 2 0 2 0 2 1 0 na fila interior, 32 sementes cada um.
lesson-isolo-boys-01-preparation-facing = Que casas ficam frente a frente: a sua casa interior S-ik fica em frente de N-i(9−k) e N-o(9−k), as duas casas do Norte na mesma coluna, porque o Norte conta a partir da sua própria esquerda. S-i4 fica em frente de N-i5 e N-o5 (marcadas). A lista de lances escreve um lance pela casa semeada, com os nomes do próprio jogador: i4, o8.
lesson-isolo-boys-01-preparation-first-capture = Uma captura logo na primeira jogada: leve pelo menos três sementes.
lesson-isolo-boys-01-preparation-first-capture-goal = Faça uma volta acabar numa das suas casas interiores ocupadas quando o Norte tem sementes em frente.
lesson-isolo-boys-01-preparation-o1-quiet = S-o1 faz um revezamento e acaba em S-o6, vazia: não há captura. Experimente uma sementeira curta na sua fila interior.

# Isolo (jogo dos rapazes), lição 2
lesson-isolo-boys-02-overture-title = A abertura em catorze casas
lesson-isolo-boys-02-overture-summary = Até jogar a sua ng'hana, um jogador só semeia nas suas catorze casas da esquerda.
lesson-isolo-boys-02-overture-fourteen-pits = Cada jogador começa o jogo dos rapazes na sua abertura. Até semear a sua ng'hana, joga apenas nas suas catorze casas da esquerda, as que estão marcadas: de S-o1 a S-o7 e de S-i7 a S-i1, como se o tabuleiro tivesse sete colunas. A sua coluna 8, a ng'hana S-o8 e a casa S-i8 à frente dela, fica fora de todas as voltas.
lesson-isolo-boys-02-overture-where-o7 = Vai semear as duas sementes de S-o7 durante a sua abertura. Onde cai a última? Aponte para a casa.
lesson-isolo-boys-02-overture-where-o7-goal = Durante a abertura a sua coluna 8 fica fora de todas as voltas.
lesson-isolo-boys-02-overture-column-eight-skipped = Durante a abertura a coluna 8 é saltada: de S-o7 as sementes sobem diretamente para S-i7, e depois para S-i6.
lesson-isolo-boys-02-overture-o7-captures = As duas sementes de S-o7 vão para S-i7 e S-i6, como está marcado. S-i6 está em frente de N-i3, vazia, e de N-o3, que tem duas: basta uma casa ocupada em frente, por isso há captura. A volta partiu de S-o7, por isso as sementes voltam a ser semeadas a partir daí, e os revezamentos capturam mais três vezes: nove sementes ao todo.
lesson-isolo-boys-02-overture-best-opening = A partir do início, encontre uma jogada que capture pelo menos nove sementes.
lesson-isolo-boys-02-overture-best-opening-goal = Uma volta que acaba numa casa interior ocupada com sementes em frente captura, e as sementes capturadas voltam a ser semeadas a partir do início da volta, o que pode capturar mais uma vez.
lesson-isolo-boys-02-overture-o8-eight = O ng'hana captura, mas não chega, e semeá-lo termina a sua abertura. Olhe para a casa logo à esquerda da coluna 8.

# Isolo (jogo dos rapazes), lição 3
lesson-isolo-boys-03-protected-title = A ng'hana protegida
lesson-isolo-boys-03-protected-summary = Enquanto o dono está na abertura, a coluna da ng'hana não pode ser capturada.
lesson-isolo-boys-03-protected-two-moves = O Sul abre com S-i4 e captura três sementes; o Norte responde com N-o5.
lesson-isolo-boys-03-protected-protected = O Sul semeia S-i3: a volta acaba em S-i1, que tem sementes. S-i1 está em frente de N-i8, vazia, e de N-o8, a ng'hana do Norte com dezassete sementes. Mas o Norte ainda está na abertura: a coluna da sua ng'hana não pode ser capturada e conta como vazia. Por isso não há captura, e S-i1 continua em revezamento para a fila exterior.
lesson-isolo-boys-03-protected-unprotected = Porque é que a regra importa: eis a mesma jogada noutra leitura, uma das opções de um novo jogo, em que a coluna da ng'hana nunca está protegida. S-i1 leva as dezassete sementes da ng'hana, e as capturas continuam: o Sul acaba com 59 sementes contra 5.
lesson-isolo-boys-03-protected-capture-elsewhere = De volta à regra verdadeira. Capture pelo menos sete sementes.
lesson-isolo-boys-03-protected-capture-elsewhere-goal = A coluna da ng'hana está fora de alcance: capture sete sementes ou mais noutras colunas.
lesson-isolo-boys-03-protected-i3-protected = S-i3 acaba em S-i1, em frente apenas da ng'hana protegida: não há captura.

# Isolo (jogo dos rapazes), lição 4
lesson-isolo-boys-04-nghana-title = Jogar a ng'hana
lesson-isolo-boys-04-nghana-summary = Semear a ng'hana acaba a abertura: a partir daí o jogador usa as dezasseis casas e a sua coluna 8 pode ser capturada.
lesson-isolo-boys-04-nghana-south-plays-nghana = O Sul semeia a sua ng'hana logo na primeira jogada. Isso acaba a sua abertura, por isso estas dezassete sementes seguem o circuito completo de dezasseis casas: a primeira vai para S-i8, a décima sexta para a própria S-o8 e a décima sétima outra vez para S-i8, que agora captura as duas sementes de N-o1. O turno continua: quatro capturas, oito sementes ao todo.
lesson-isolo-boys-04-nghana-now-open = A partir de agora o Sul semeia nas dezasseis casas, e a sua coluna 8 (marcada) é uma coluna como as outras: o Norte pode capturá-la, mesmo estando ainda na sua própria abertura. A ng'hana do Norte continua protegida até o Norte a semear.
lesson-isolo-boys-04-nghana-north-answers = Agora jogue com o Norte. Capture pelo menos vinte sementes.
lesson-isolo-boys-04-nghana-north-answers-goal = O seu ng'hana ainda está protegido, mas a coluna 8 do Sul já está aberta, e uma casa grande semeia longe.
lesson-isolo-boys-04-nghana-o3-small = N-o3 captura, mas pouco. A sua casa maior pode fazer muito mais.
lesson-isolo-boys-04-nghana-end-it = De volta à posição da lição anterior, joga o Sul. Também aqui a ng'hana é uma jogada forte: acabe a sua abertura.
lesson-isolo-boys-04-nghana-end-it-goal = Faça a jogada que acaba a sua abertura.

# Igisoro, lição 1
lesson-igisoro-01-sowing-title = Semear no Igisoro
lesson-igisoro-01-sowing-summary = O início com quatro sementes em cada casa interior, o circuito no sentido anti-horário e a sementeira em revezamento.
lesson-igisoro-01-sowing-board = Este é o igisoro do Ruanda e do Burundi: quatro filas de oito casas, e cada casa é um icúba. Você joga com o Sul, e as duas filas mais perto de si são suas. No início há quatro sementes em cada casa das duas filas interiores, e as filas exteriores estão vazias. Uma jogada levanta todas as sementes de uma das suas casas que tenha pelo menos duas e semeia-as uma a uma, no sentido anti-horário, à volta das suas dezasseis casas.
lesson-igisoro-01-sowing-reverse-marks = As casas com uma seta curva (aqui marcadas) são as casas de inversão: as duas pontas de cada fila exterior e a segunda casa a contar de cada ponta de cada fila interior. A partir delas, ou ao chegar a elas, uma volta pode ir no sentido horário, mas só quando essa volta captura logo. A lição 4 mostra como; até lá todas as sementeiras vão no sentido anti-horário.
lesson-igisoro-01-sowing-facing = Que casas ficam frente a frente: a sua casa interior S-ik fica em frente de N-i(9−k) e N-o(9−k), as duas casas do Norte na mesma coluna, porque o Norte conta a partir da sua própria esquerda. S-i5 fica em frente de N-i4 e N-o4 (marcadas). Só as casas interiores ficam em frente do outro lado; as capturas tiram das duas casas em frente daquela onde acaba uma volta.
lesson-igisoro-01-sowing-g1 = S-i4 semeia as suas quatro sementes para a esquerda: S-i3, S-i2, S-i1 e, a descer, S-o1, que estava vazia, por isso o turno acabou. É a primeira jogada desenhada no artigo da Wikipédia em inglês sobre o Igisoro.
lesson-igisoro-01-sowing-notation = A lista de lances escreve um lance pela casa semeada, com os nomes do próprio jogador e sem o lado: este lance foi i4. Os lances do Norte escrevem-se da mesma maneira a partir do lado dele.
lesson-igisoro-01-sowing-relay-no-capture = S-i5: quatro sementes para S-i4, S-i3, S-i2 e S-i1. S-i1 tinha sementes e é uma casa interior: captura? No Igisoro uma captura precisa de sementes nas duas casas em frente. S-i1 está em frente de N-i8, que tem quatro, e de N-o8, que está vazia: não há captura. Por isso há revezamento: as cinco sementes de S-i1 vão para S-o1 a S-o5, e o turno acaba aí.
lesson-igisoro-01-sowing-where-i8 = Vai semear S-i8 a partir do início. Onde acaba a primeira volta? Aponte para essa casa.
lesson-igisoro-01-sowing-where-i8-goal = A primeira semente vai para a casa a seguir à que levantou, e a sementeira vai no sentido anti-horário: para a esquerda ao longo da sua fila interior.
lesson-igisoro-01-sowing-count-from-next = A primeira semente cai na casa a seguir à que levantou, S-i7: as quatro sementes chegam a S-i4.
lesson-igisoro-01-sowing-one-lap = Encontre uma primeira jogada que acabe ao fim de uma só volta.
lesson-igisoro-01-sowing-one-lap-goal = Semeie uma casa cuja última semente caia logo numa casa vazia.
lesson-igisoro-01-sowing-i6-relays = A última semente de S-i6 cai em S-i2, que tem sementes: continua em revezamento. As casas mais perto da ponta esquerda chegam logo à fila exterior vazia.

# Igisoro, lição 2
lesson-igisoro-02-capture-title = A captura no Igisoro
lesson-igisoro-02-capture-summary = Uma volta que acaba numa casa interior ocupada captura quando as duas casas em frente têm sementes; as sementes capturadas voltam a ser semeadas a partir da casa onde começou o turno.
lesson-igisoro-02-capture-opening = Três jogadas calmas: S-i2, N-i3, S-i1. Olhe para a coluna 5 do Sul: S-i5 tem quatro sementes e S-o5 uma. As duas casas dessa coluna têm sementes, por isso uma volta do Norte que acabe na casa em frente delas, N-i4, com N-i4 ocupada, pode capturá-las.
lesson-igisoro-02-capture-north-captures = Jogue com o Norte. Capture cinco sementes.
lesson-igisoro-02-capture-north-captures-goal = Acabe uma volta numa das suas casas interiores ocupadas em frente de duas casas ocupadas, e depois leve-as.
lesson-igisoro-02-capture-after-the-capture = A volta do Norte acabou em N-i4, em frente de S-i5 e S-o5: levou as suas cinco sementes. As sementes em jogo são inká, "vacas", e uma captura traz as vacas para a sua própria manada. O Norte voltou a semeá-las a partir de N-i8, a casa onde começou o turno, por isso passaram pelas mesmas casas da primeira volta, e a última caiu em N-i3, vazia.
lesson-igisoro-02-capture-two-relays = Um jogo novo: S-i5, N-i1, S-i3, N-i5. Agora é outra vez a vez do Sul.
lesson-igisoro-02-capture-south-captures = Capture duas sementes.
lesson-igisoro-02-capture-south-captures-goal = Procure uma cadeia de revezamentos que acabe numa casa interior ocupada em frente de duas casas ocupadas.

# Igisoro, lição 3
lesson-igisoro-03-ndahise-title = Ndahise e ndakubye
lesson-igisoro-03-ndahise-summary = Pode recusar-se uma captura com "ndahise" para continuar em revezamento; o adversário pode responder "ndakubye" e pôr as suas sementes a salvo.
lesson-igisoro-03-ndahise-g3 = A abertura da lição anterior, mas desta vez o Norte diz "ndahise!", "passo": recusa a captura em N-i4 e continua em revezamento a partir daí, como se não houvesse captura. O Sul pode responder logo "ndakubye!", "recuo": passa todas as sementes da casa interior ameaçada, S-i5, para a casa de trás, S-o5. Com S-i5 vazia, essa coluna já não pode ser capturada. As regras vêm da Wikinfo, Igisoro, e do artigo da Wikipédia em inglês.
lesson-igisoro-03-ndahise-notation = Na lista de lances estas decisões escrevem-se com palavras: captura (tirar as sementes), ndahise (recusar a captura), ndakubye (recuar) e fica (deixar as sementes onde estão). Este exemplo lê-se i2 i3 i1 i8 ndahise ndakubye.
lesson-igisoro-03-ndahise-the-offer = Uma posição de um jogo a sério. O Sul semeia S-i2; depois dos revezamentos a volta acaba em S-i7, em frente de N-i2 e N-o2, ambas ocupadas: está em oferta uma captura de nove sementes.
lesson-igisoro-03-ndahise-take-or-pass = Levar as nove sementes, ou dizer ndahise e continuar em revezamento a partir de S-i7? Escolha a melhor resposta.
lesson-igisoro-03-ndahise-take-or-pass-goal = Compare o que ganha levando agora com o que o revezamento a partir de S-i7 pode alcançar, e lembre-se de que o Norte pode responder ndakubye.
lesson-igisoro-03-ndahise-decline-it = Eis a mesma jogada com ndahise. Ao recusar, o Sul mantém o turno a andar a partir de S-i7: as suas duas sementes chegam a S-i5, onde outra captura está à espera. É isso que um revezamento pode ganhar. Mas primeiro responde o Norte.
lesson-igisoro-03-ndahise-answer-ndahise = Jogue com o Norte. O Sul disse ndahise em S-i7, e a sua N-i2 está ameaçada. Responda: ndakubye ou deixar ficar?
lesson-igisoro-03-ndahise-answer-ndahise-goal = Escolha a resposta que perde menos sementes: recuar esvazia N-i2, e essa coluna deixa de poder ser capturada.
lesson-igisoro-03-ndahise-g3-again = De volta ao primeiro exemplo: o Norte acabou de dizer ndahise em N-i4, e a S-i5 do Sul está ameaçada.
lesson-igisoro-03-ndahise-g3-answer = Jogue com o Sul. Responda da melhor maneira: ndakubye, ou deixar ficar as sementes onde estão?
lesson-igisoro-03-ndahise-g3-answer-goal = Escolha a resposta que perde menos sementes: um recuo esvazia S-i5, e essa coluna deixa de poder ser capturada.

# Igisoro, lição 4
lesson-igisoro-04-reverse-title = Semear no sentido horário
lesson-igisoro-04-reverse-summary = A partir de uma casa de inversão, ou ao chegar a uma, uma volta pode ir no sentido horário, mas só se essa volta capturar logo.
lesson-igisoro-04-reverse-reverse-pits = Quatro casas de cada jogador são casas de inversão, marcadas aqui: as duas pontas da fila exterior e a segunda casa a contar de cada ponta da fila interior. É assim que A. P. Merriam, The game of Kubuguza (1953), as descreve. Uma volta que parta de uma delas, ou que faça revezamento a partir de uma delas, pode ir no sentido horário em vez do anti-horário, mas só quando essa mesma volta acaba numa captura.
lesson-igisoro-04-reverse-g5 = O Sul joga S-i1. A N-i2 do Norte é uma casa de inversão. No sentido horário, as suas quatro sementes vão para N-i3, N-i4, N-i5 e N-i6; N-i6 está em frente de S-i3 e S-o3, ambas ocupadas: captura de cinco. Uma volta no sentido horário só se faz pela captura, por isso a captura é levada. As sementes voltam a N-i2, onde começou o turno, para serem semeadas de novo. N-i2 é uma casa de inversão, por isso o Norte pode voltar a escolher o sentido; aqui semeia-as no sentido anti-horário.
lesson-igisoro-04-reverse-g6 = Chegar a uma casa de inversão: N-i6 semeia no sentido anti-horário para N-i5, N-i4, N-i3 e N-i2. N-i2 tinha sementes, por isso há revezamento; como é uma casa de inversão e uma volta no sentido horário a partir dela captura logo, o Norte pode escolher o sentido. No sentido horário, as suas cinco sementes chegam a N-i7, em frente de S-i2 e S-o2: captura de cinco.
lesson-igisoro-04-reverse-notation = Na lista de lances, uma estrela depois de uma casa quer dizer que é semeada no sentido horário desde o início: i2* é N-i2 semeada nesse sentido. Quando uma volta chega a uma casa de inversão, o sentido escolhido aí vem depois da casa: horário ou anti-horário, como em i6 horário.
lesson-igisoro-04-reverse-try-from = Jogue com o Norte, depois de S-i1 do Sul. Semeie N-i2 no sentido horário.
lesson-igisoro-04-reverse-try-from-goal = N-i2 é uma casa de inversão: uma volta a partir dela pode ir no sentido horário quando essa volta captura logo.
lesson-igisoro-04-reverse-arrive-and-turn = A mesma posição. Capture cinco sementes com uma volta que chegue a uma casa de inversão e mude aí de sentido.
lesson-igisoro-04-reverse-arrive-and-turn-goal = Um revezamento que chega a uma casa de inversão pode continuar no sentido horário, quando essa volta captura logo.
lesson-igisoro-04-reverse-ccw-stops = No sentido anti-horário, o revezamento a partir de N-i2 vai para N-i1 e para a fila exterior e para: não há captura. Vire para o outro lado.
lesson-igisoro-04-reverse-starts-not-arrives = Essa volta parte de uma casa de inversão, como no passo anterior. Desta vez semeie outra casa, e deixe uma volta chegar a uma casa de inversão e virar aí.

# Igisoro, lição 5
lesson-igisoro-05-urunyana-title = Urunyána: a fila de vitelos
lesson-igisoro-05-urunyana-summary = Um lado de sementes sozinhas não pode jogar; perde o jogador que não pode semear na sua vez.
lesson-igisoro-05-urunyana-calves = Perto do fim, um lado fica muitas vezes com sementes sozinhas, a que os jogadores chamam urunyána, "uma fila de vitelos". Uma semente sozinha nunca se pode semear, e o jogador que não pode semear quando chega a sua vez perde. O Norte tem aqui oito sementes, mas só N-i5 tem duas.
lesson-igisoro-05-urunyana-last-pair = Deixe o Norte sem jogada.
lesson-igisoro-05-urunyana-last-pair-goal = Capture o último par do Norte, em N-i5 e na casa atrás dela, de modo que só fiquem sementes sozinhas.
lesson-igisoro-05-urunyana-not-now = Com ndahise deixa passar a captura, e o Norte fica com uma casa que pode semear quando chegar a vez dele. Faça a captura.
lesson-igisoro-05-urunyana-second-herd = Outro final. O último par do Norte está em N-i3, com uma semente sozinha atrás, em N-o3. Deixe o Norte sem jogada.

## Respostas erradas explicadas pelos seus efeitos: o que a resposta fez, o que fez a
## resposta do adversário. Cada número, ponto e cova vem do motor.
lesson-why-sowed = A sua semeadura a partir de { $pit } percorreu { $laps ->
    [0] { $laps } voltas
    [one] uma volta
   *[other] { $laps } voltas
} e terminou em { $end }.
lesson-why-sowed-captured = No caminho capturou { $count ->
    [0] { $count } sementes
    [one] uma semente
   *[other] { $count } sementes
}{ $captures ->
    [0] {""} em { $captures } capturas.
    [one] {""}.
   *[other] {""} em { $captures } capturas.
}
lesson-why-sowed-ended-empty = { $end } estava vazia, por isso o turno terminou ali sem captura.
lesson-why-decided = Você escolheu { $action }.
lesson-why-made-line = O seu lance formou a linha { $line }.
lesson-why-removed = Você retirou a peça em { $point }.
lesson-why-placed-no-line = A sua peça em { $point } não formou nenhuma linha de captura.
lesson-why-slid-no-line = O seu deslize de { $from } para { $to } não formou nenhuma linha de captura.
lesson-why-flew-no-line = O seu voo de { $from } para { $to } não formou nenhuma linha de captura.
lesson-why-reply-retreated = O adversário respondeu ndakubye: { $count ->
    [0] { $count } sementes passaram
    [one] uma semente passou
   *[other] { $count } sementes passaram
} de { $from } para { $to }.
lesson-why-reply-played = O adversário respondeu { $action }.
lesson-why-quiz-last-seed = Essa volta parte de { $pit } com { $seeds ->
    [0] { $seeds } sementes
    [one] uma semente
   *[other] { $seeds } sementes
}: uma semente em cada cova seguinte do circuito. Conte de novo.
lesson-why-quiz-sowed = Semeada agora, { $pit } percorre { $laps ->
    [0] { $laps } voltas
    [one] uma volta
   *[other] { $laps } voltas
} e termina em { $end } sem captura.
lesson-why-quiz-no-line = Uma peça em { $point } não forma nenhuma linha de captura.
lesson-why-quiz-not-a-move = Você não pode jogar { $target } agora.
lesson-why-quiz-first-gift = Esse jogador não: o ilobolo começa pelo jogador que colocou a primeira peça.
lesson-why-reply-captured-two = O adversário respondeu capturando { $count } sementes: { $inner-count } da sua cova { $inner } e { $outer-count } de { $outer }.
lesson-why-reply-captured-many = O adversário respondeu capturando { $count ->
    [0] { $count } sementes
    [one] uma semente
   *[other] { $count } sementes
} em { $captures } capturas.
