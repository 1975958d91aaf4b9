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

# isizulu-01-placing
lesson-isizulu-01-placing-title = Colocar e o isibhamu
lesson-isizulu-01-placing-summary = Coloque as suas peças, forme uma linha de captura e retire uma peça.
lesson-isizulu-01-placing-intro = O Isizulu joga-se em três quadrados ligados por linhas, com diagonais nos cantos. Cada jogador tem doze peças, as izingombe (vacas). X começa, e os jogadores colocam à vez uma peça em qualquer ponto vazio.
lesson-isizulu-01-placing-first-moves = X coloca em a7, O em g1, X em d7, O em d1. Três peças de um jogador ao longo de uma linha formam um isibhamu, uma linha de captura. X ameaça agora a7-d7-g7, e O ameaça g1-d1-a1.
lesson-isizulu-01-placing-complete = A sua vez, como X: coloque em g7 para completar a linha. Depois tem de retirar uma peça de O: tire d1 ou g1, e a linha de O fica desfeita.
lesson-isizulu-01-placing-after-capture = Uma peça retirada nunca volta. A colocação continua na mesma: cada jogador coloca as doze peças, seja o que for que tenha sido capturado entretanto.
lesson-isizulu-01-placing-diagonal = No Isizulu as diagonais dos cantos também são linhas. Encontre a colocação que forma uma linha de captura e depois retire uma peça.
lesson-isizulu-01-placing-not-a-line = d6 não liga nada: a7 e c5 estão unidos pela diagonal que passa por b6.
lesson-isizulu-01-placing-double = Tem três linhas à espera de uma peça cada. Capture duas vezes nas próximas duas colocações: O só pode bloquear uma linha de cada vez.

# isizulu-02-removal
lesson-isizulu-02-removal-title = Que peça retirar
lesson-isizulu-02-removal-summary = Depois de uma linha de captura escolhe a peça a retirar: qualquer uma, nas regras de torneio.
lesson-isizulu-02-removal-line = X coloca em g7 e forma o isibhamu a7-d7-g7. Agora X tem de retirar uma peça de O.
lesson-isizulu-02-removal-which = Que peças de O pode X retirar? Aponte todas.
lesson-isizulu-02-removal-line-not-safe = Nas regras de torneio da BLAC Foundation qualquer peça pode ser retirada, mesmo numa linha: também a1, d1 e g1.
lesson-isizulu-02-removal-other-readings = Muitos jogadores noutros lugares protegem as peças de uma linha completa. O Inkomo oferece essa leitura como opção ao começar uma partida; as lições de Isipowe mostram-na.
lesson-isizulu-02-removal-choose = Todas as peças estão colocadas: um lance desliza uma peça para um ponto vizinho vazio. Deslize para formar uma linha e retire a peça que o deixa formar uma segunda no lance seguinte.
lesson-isizulu-02-removal-blocker-stays = A peça de O em a7 continua a bloquear a sua linha a1-a4-a7. Retire-a e depois deslize d7 para a7.

# isizulu-03-movement
lesson-isizulu-03-movement-title = Mover e o jogador bloqueado
lesson-isizulu-03-movement-summary = Deslize ao longo das linhas; um jogador que não pode mover passa.
lesson-isizulu-03-movement-slides = Quando as vinte e quatro peças estão colocadas, os jogadores deslizam à vez uma peça ao longo de uma linha para o ponto vazio seguinte; as diagonais dos cantos também são caminhos. Um deslize que completa uma linha captura, como uma colocação.
lesson-isizulu-03-movement-slide-line = Deslize e4 para e3: c3-d3-e3 fica completa. Depois retire uma peça.
lesson-isizulu-03-movement-blocked = Um jogador sem lance não perde: passa, e o adversário joga outra vez. Aproveite: feche a última saída das peças do adversário.
lesson-isizulu-03-movement-block = As quatro peças de O têm só um ponto livre. Ocupe-o para que O tenha de passar.
lesson-isizulu-03-movement-slide-capture = Encontre o deslize que forma uma linha de captura.

# isizulu-04-ilobolo
lesson-isizulu-04-ilobolo-title = Ilobolo: quando o tabuleiro enche
lesson-isizulu-04-ilobolo-summary = Quando os 24 pontos estão ocupados, cada jogador dá uma peça, o primeiro jogador primeiro.
lesson-isizulu-04-ilobolo-full = O coloca a última peça. Ninguém capturou durante a colocação, por isso os 24 pontos estão ocupados e ninguém pode deslizar.
lesson-isizulu-04-ilobolo-who = Agora vem o ilobolo, o dote: cada jogador dá uma das suas peças. Quem dá primeiro? Aponte uma das peças dele.
lesson-isizulu-04-ilobolo-not-last = O colocou por último, mas as ofertas começam pelo jogador que jogou primeiro: X.
lesson-isizulu-04-ilobolo-gifts = X dá c4 e O dá e5: cada um retira uma das suas peças. A oferta sai do tabuleiro de vez e conta como peça capturada para as dez.
lesson-isizulu-04-ilobolo-first-slide = Agora X faz o primeiro deslize. As duas ofertas abriram c4 e e5: encontre o deslize que forma uma linha de captura.
lesson-isizulu-04-ilobolo-choosing = Como escolher a oferta: ela abre um ponto no tabuleiro. Dê uma peça cujo ponto vazio as suas peças possam usar, não um onde só o adversário possa entrar: c4 está rodeado por O, e X não o pode usar.
lesson-isizulu-04-ilobolo-wrong-slide = e4 sai da linha e5-e4-e3 que devia completar. Traga antes a peça de d5.

# isizulu-05-flying
lesson-isizulu-05-flying-title = Voar com três, a vitória e os empates
lesson-isizulu-05-flying-summary = Com três peças um jogador voa; dez capturas ganham; duas regras dão empate.
lesson-isizulu-05-flying-three = X tem só três peças. No Isizulu um jogador reduzido a três pode voar: levar uma peça a qualquer ponto vazio, não só a um vizinho. É a regra, não é batota do computador; o adversário também voa quando fica com três.
lesson-isizulu-05-flying-fly-line = Faça voar uma peça para formar uma linha de captura.
lesson-isizulu-05-flying-just-a-slide = Isso só anda um passo. Voar deixa e5 ir a qualquer lado: onde precisa d1-a1 de uma terceira peça?
lesson-isizulu-05-flying-fly-win = Ganha quem capturou dez peças: o adversário fica com duas. O tem três. Ganhe com um lance.
lesson-isizulu-05-flying-shuffle = Veja a primeira regra de empate: X e O deslizam para lá e para cá, b2-b4 e c5-c4. Quando a mesma posição volta pela terceira vez, com o mesmo jogador a jogar, a partida é empate.
lesson-isizulu-05-flying-draws = Duas regras terminam uma partida empatada. Se a mesma posição volta pela terceira vez com o mesmo jogador a jogar, como quando ambos vão e vêm, é empate. E quando os dois têm três peças, trinta lances de cada um sem captura dão empate.
lesson-isizulu-05-flying-last = O tem três peças e pode voar; você tem quatro e não pode. O ameaça voar para a1 e completar g1-d1-a1. Ganhe já, antes que ele o faça.
lesson-isizulu-05-flying-only-blocks = Bloquear a1 trava a linha de O, mas pode ganhar já: a7-d7 espera por g7.

# isisuthu-01-board
lesson-isisuthu-01-board-title = O tabuleiro do Isisuthu e o isibhamu
lesson-isisuthu-01-board-summary = Vinte e cinco pontos, doze peças cada um, e a linha de captura.
lesson-isisuthu-01-board-intro = O Isisuthu joga-se em três quadrados e um ponto central, 25 pontos ao todo. Cada jogador tem doze peças, as izingombe (vacas). X começa; à vez, cada um coloca uma peça em qualquer ponto vazio. Três peças suas seguidas ao longo de uma linha formam um isibhamu, uma linha de captura: retira então uma peça do adversário.
lesson-isisuthu-01-board-placing = As diagonais curtas dos cantos estão desenhadas no tabuleiro, mas só servem para mover: no Isisuthu nenhuma linha de captura corre por uma diagonal.
lesson-isisuthu-01-board-line = Encontre a colocação que forma uma linha de captura e depois retire uma peça.
lesson-isisuthu-01-board-not-a-line = d6 fica abaixo de d7, mas a linha d7-d6-d5 tem só uma peça sua. Olhe ao longo do lado de cima.
lesson-isisuthu-01-board-double = Três linhas suas esperam uma peça cada. Capture duas vezes nas próximas duas colocações: O só pode bloquear uma de cada vez.

# isisuthu-02-centre
lesson-isisuthu-02-centre-title = A regra do centro
lesson-isisuthu-02-centre-summary = O ponto central só forma linha como o do meio de três dentro do quadrado central.
lesson-isisuthu-02-centre-centre = O centro d4 liga-se a c4, e4, d5 e d3. Só forma linha de captura como a peça do meio de c4-d4-e4 ou d5-d4-d3, dentro do quadrado central. Três seguidas que chegam ao quadrado do meio, como b4-c4-d4, não contam.
lesson-isisuthu-02-centre-which = X tem c4, d4 e d6. Que colocação forma uma linha de captura? Aponte-a.
lesson-isisuthu-02-centre-outside = Três seguidas, mas a linha sai do quadrado central, e por isso o centro não pode fazer parte dela.
lesson-isisuthu-02-centre-make = Agora jogue: forme a linha de captura pelo centro e retire uma peça.

# isisuthu-03-movement
lesson-isisuthu-03-movement-title = Mover, e o jogador bloqueado
lesson-isisuthu-03-movement-summary = Deslize pelas linhas e pelas diagonais curtas; um jogador que não pode mover passa.
lesson-isisuthu-03-movement-slides = Quando todas as peças estão colocadas, um lance desliza uma peça para um ponto vizinho vazio. As diagonais curtas dos cantos são caminhos: X desliza g7 para f6 por uma delas. O centro liga-se aos seus quatro vizinhos.
lesson-isisuthu-03-movement-slide-line = Deslize uma peça para formar uma linha de captura.
lesson-isisuthu-03-movement-not-through = Em e5 a peça não forma linha. c4 e e4 esperam pelo centro entre eles.
lesson-isisuthu-03-movement-blocked = O desliza f6 para d6, e X fica sem lance. X não perde: passa, e O joga outra vez.
lesson-isisuthu-03-movement-block = As quatro peças de O têm só um ponto livre. Ocupe-o para que O tenha de passar.

# isisuthu-04-endgame
lesson-isisuthu-04-endgame-title = O fim da partida: sem voar
lesson-isisuthu-04-endgame-summary = No Isisuthu ninguém voa; dez capturas ganham; duas regras dão empate.
lesson-isisuthu-04-endgame-no-flying = X tem três peças. No Isisuthu continuam a deslizar um passo de cada vez: neste jogo não se voa, ao contrário do Isizulu.
lesson-isisuthu-04-endgame-shuffle = Veja a primeira regra de empate: X e O deslizam para lá e para cá, b2-b4 e c5-c4. Quando a mesma posição volta pela terceira vez, com o mesmo jogador a jogar, a partida é empate.
lesson-isisuthu-04-endgame-draws = Ganha quem captura dez peças: o adversário fica com duas. Há empate quando a mesma posição volta pela terceira vez com o mesmo jogador a jogar, ou quando os dois têm três peças e passam trinta lances de cada um sem captura.
lesson-isisuthu-04-endgame-win = O tem três peças. Ganhe com um lance.

# isipowe-01-board
lesson-isipowe-01-board-title = Isipowe: o tabuleiro sem diagonais
lesson-isipowe-01-board-summary = As regras do Isizulu num tabuleiro sem linhas diagonais.
lesson-isipowe-01-board-intro = O Isipowe foi criado pela BLAC Foundation: joga-se como o Isizulu, em 24 pontos, mas o tabuleiro não tem linhas diagonais. Cada lado tem nove vacas, dois abelusi (pastores) e um ibhuto (grupo de guerreiros); parecem diferentes, mas movem-se e são capturados da mesma maneira.
lesson-isipowe-01-board-no-diagonal = X coloca em b6: no Isizulu a7-b6-c5 seria uma linha de captura, aqui não é nada, e O coloca em g1.
lesson-isipowe-01-board-line = Encontre a colocação que forma uma linha de captura.
lesson-isipowe-01-board-no-diag-line = Neste tabuleiro b6 não liga a7 e c5 por nenhuma linha. Olhe antes para a7 e a1.
lesson-isipowe-01-board-double = Três linhas esperam uma peça cada. Capture duas vezes nas próximas duas colocações.

# isipowe-02-protected
lesson-isipowe-02-protected-title = Linhas protegidas (uma variante)
lesson-isipowe-02-protected-summary = Com esta opção, uma peça numa linha completa só pode ser retirada quando todas estão em linhas.
lesson-isipowe-02-protected-line = Esta lição usa uma leitura das regras que muitos jogadores conhecem: as peças de uma linha completa estão protegidas. X desliza g4 para g7 e forma a7-d7-g7.
lesson-isipowe-02-protected-which = As peças a1, d1 e g1 de O estão numa linha. Que peças de O pode X retirar agora? Aponte todas.
lesson-isipowe-02-protected-protected = a1, d1 e g1 formam a linha de O, por isso estão protegidas enquanto O tiver peças fora de uma linha.
lesson-isipowe-02-protected-all-in-lines = Só quando todas as peças do adversário estão em linhas se pode retirar uma delas. Nas regras de torneio, que o Inkomo usa por omissão, qualquer peça pode ser retirada.
lesson-isipowe-02-protected-take = Jogue você: forme a linha e retire uma peça que possa ser retirada.

# isipowe-03-flying
lesson-isipowe-03-flying-title = Voar e o fim da partida
lesson-isipowe-03-flying-summary = Com três peças um jogador voa; dez capturas ganham.
lesson-isipowe-03-flying-three = Como no Isizulu, um jogador reduzido a três peças pode voar: levar uma a qualquer ponto vazio. É a regra do jogo, não é batota do computador, e dá ao lado mais fraco uma última oportunidade.
lesson-isipowe-03-flying-fly-line = Faça voar uma peça para formar uma linha de captura.
lesson-isipowe-03-flying-just-a-slide = Isso é só um passo. Uma peça a voar pode pousar em qualquer lado: onde precisam d1 e a1 de uma terceira peça?
lesson-isipowe-03-flying-ilobolo = O Isipowe mantém também as outras regras do Isizulu: quando o tabuleiro enche depois da colocação, cada jogador dá uma peça como ilobolo, o primeiro jogador primeiro; a oferta conta para as dez.
lesson-isipowe-03-flying-fly-win = O tem três peças: mais uma captura ganha. Ganhe com um lance.

# isipowe-04-annotated
lesson-isipowe-04-annotated-title = Um final de partida comentado
lesson-isipowe-04-annotated-summary = Alguns lances de uma luta a sério, explicados, e depois a sua vez.
lesson-isipowe-04-annotated-position = Todas as peças estão colocadas; X tem seis, O tem seis. a1-a4 de X espera por a7, onde está uma peça de O; c3-d3 espera por e3.
lesson-isipowe-04-annotated-m1 = X desliza e4 para e3: c3-d3-e3. Retira a7, a peça que bloqueava a outra linha.
lesson-isipowe-04-annotated-m2 = O desliza f6 para f4. Agora g4-f4 espera por e4, o ponto que X acabou de deixar: O ameaça e5 para e4.
lesson-isipowe-04-annotated-m3 = A sua vez, como X. Responda à ameaça com uma linha de captura sua e retire uma peça que trave a linha de O.
lesson-isipowe-04-annotated-blocks-only = Voltar a e4 bloqueia O, mas não captura nada. d7 pode fechar a1-a4-a7 agora que a7 está vazio.

## mancala
