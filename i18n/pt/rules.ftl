# As regras em palavras simples: um título e uma explicação por identificador de regra do
# motor (RuleRef::id). Mostradas no painel lateral durante a animação (português).

## Morris (umlabalaba)

rule-placement-title = Colocar uma peça
rule-placement = Os jogadores colocam à vez uma peça da mão num ponto vazio qualquer. Cada um coloca as doze, aconteça o que acontecer entretanto.
rule-slide-title = Mover uma peça
rule-slide = Depois de colocadas todas as peças, uma jogada desliza uma das suas peças ao longo de uma linha para um ponto vizinho vazio.
rule-flying-title = Voar com três
rule-flying = Um jogador com só três peças pode mover uma delas para qualquer ponto vazio, e não só para um vizinho.
rule-capture_line-title = Isibhamu: uma linha de captura
rule-capture_line = Três peças suas seguidas numa linha, formadas com a peça que acabou de colocar ou mover, permitem-lhe retirar uma peça do adversário.
rule-diagonal_line-title = Uma linha de captura diagonal
rule-diagonal_line = No Isizulu as quatro diagonais dos cantos também são linhas: três peças ao longo de uma delas fazem uma linha de captura.
rule-isisuthu_centre-title = O centro do Isisuthu
rule-isisuthu_centre = O ponto central só faz linha como meio de três dentro do quadrado interior: c4-d4-e4 ou d5-d4-d3.
rule-isisuthu_centre_any_straight-title = Linhas pelo centro (qualquer reta)
rule-isisuthu_centre_any_straight = Com esta opção contam quaisquer três em linha reta pelo centro, também as que chegam ao quadrado do meio.
rule-removal-title = Retirar uma peça
rule-removal = Depois de uma linha de captura, retire do tabuleiro uma peça qualquer do adversário. As peças retiradas nunca voltam.
rule-removal_not_from_line-title = Retirar: não de uma linha
rule-removal_not_from_line = Uma peça que está numa linha de captura só pode ser retirada se todas as peças do adversário estiverem em linhas.
rule-removal_never_from_line-title = Retirar: nunca de uma linha
rule-removal_never_from_line = Uma peça que está numa linha de captura nunca pode ser retirada; se todas estiverem, perde-se o tiro.
rule-removals_one_per_line-title = Uma remoção por linha
rule-removals_one_per_line = Uma jogada que faz duas linhas de uma vez retira duas peças.
rule-removal_forfeited-title = Perde-se o tiro
rule-removal_forfeited = Nenhuma peça do adversário pode ser retirada, por isso esta linha de captura não leva nada.
rule-new_token_each_time-title = Uma peça nova de cada vez
rule-new_token_each_time = A peça que fez a última captura não pode capturar logo outra vez: esta linha não retira nada.
rule-ilobolo-title = Ilobolo: o dote da noiva
rule-ilobolo = Quando os 24 pontos ficam cheios depois de colocar, o jogador que começou dá uma das suas peças ao adversário, e depois o segundo faz o mesmo. Então as peças começam a andar.
rule-phase_movement-title = As peças começam a andar
rule-phase_movement = Todas as peças estão colocadas: a partir de agora cada turno move uma peça.
rule-blocked_pass-title = Bloqueado: passa
rule-blocked_pass = Um jogador que não se pode mover não perde: passa e o adversário joga de novo.
rule-blocked_loses-title = Bloqueado: perde
rule-blocked_loses = Com esta opção, um jogador que não se pode mover perde o jogo.
rule-neither_can_move-title = Ninguém se pode mover
rule-neither_can_move = Nenhum jogador se pode mover: o jogo é empate.
rule-ten_captured-title = Dez capturadas
rule-ten_captured = Ganha o jogador que tirou dez peças ao adversário (as ofertas de ilobolo contam, salvo se a opção disser o contrário).
rule-repetition_draw-title = Repetição
rule-repetition_draw = A mesma posição, com o mesmo jogador a jogar, voltou pela terceira vez na fase de movimento: empate.
rule-same_move_thrice-title = A mesma jogada três vezes
rule-same_move_thrice = Os dois jogadores fizeram três vezes seguidas a mesma jogada: empate.
rule-three_v_three-title = Três contra três
rule-three_v_three = Os dois jogadores ficaram com três peças. Se ninguém capturar dentro do limite de jogadas de cada um, o jogo é empate.
rule-three_v_three_draw-title = Três contra três: empate
rule-three_v_three_draw = Três contra três e nenhuma captura dentro do limite: o jogo é empate.

## Mancala de quatro filas (Isolo, Igisoro)

rule-sow-title = Semear
rule-sow = Levante todas as sementes de uma das suas casas e deixe-as cair uma a uma nas casas seguintes das suas duas filas, no sentido anti-horário.
rule-overture-title = A abertura
rule-overture = Até jogar a sua ng'hana, um jogador só semeia nas suas catorze casas da esquerda, como se o tabuleiro tivesse sete colunas.
rule-overture_ends-title = A ng'hana é jogada
rule-overture_ends = Semear a ng'hana acaba a abertura do jogador: a partir de agora usa as dezasseis casas e a coluna da ng'hana pode ser capturada.
rule-relay-title = Semear em revezamento
rule-relay = A última semente caiu numa casa que já tinha sementes e ali não há captura: levante tudo o que está nessa casa e continue a semear.
rule-lap_ends_empty-title = O turno acaba
rule-lap_ends_empty = A última semente caiu numa casa vazia: o turno acabou.
rule-capture_isolo-title = Captura (Isolo)
rule-capture_isolo = A última semente caiu numa casa ocupada da sua fila interior e pelo menos uma das duas casas do adversário em frente tem sementes: leve as sementes das duas casas em frente e semeie-as adiante.
rule-capture_isolo_both-title = A captura precisa das duas casas
rule-capture_isolo_both = Com esta opção, as duas casas em frente têm de ter sementes para haver captura.
rule-capture_igisoro-title = Captura (Igisoro)
rule-capture_igisoro = A última semente caiu numa casa ocupada da sua fila interior e as duas casas do adversário em frente têm sementes: podem ser levadas e semeadas adiante.
rule-capture_compulsory-title = A captura é obrigatória
rule-capture_compulsory = Com esta opção, todas as capturas se fazem; ninguém diz ndahise nem ndakubye.
rule-capture_optional-title = Levar ou ndahise
rule-capture_optional = Uma captura pode ser recusada: o jogador diz "ndahise" (passo) e continua a semear a partir da casa onde caiu.
rule-resow_capturing_lap_start-title = Ressemear desde o início da volta que capturou
rule-resow_capturing_lap_start = As sementes capturadas voltam a ser semeadas a partir da casa seguinte àquela de onde se levantou a volta que capturou.
rule-resow_capture_pit-title = Ressemear desde a casa da captura
rule-resow_capture_pit = As sementes capturadas voltam a ser semeadas a partir da casa seguinte àquela onde caiu a semente que capturou.
rule-resow_turn_origin-title = Ressemear desde a primeira casa do turno
rule-resow_turn_origin = As sementes capturadas voltam a ser semeadas a partir da casa seguinte àquela onde começou o turno, refazendo a primeira volta.
rule-include_start_pit-title = Ressemear na casa de partida
rule-include_start_pit = Com esta opção, a primeira semente capturada vai para a própria casa de partida.
rule-nghana_protected-title = A ng'hana está protegida
rule-nghana_protected = Enquanto o dono está na abertura, a coluna da ng'hana não pode ser capturada e conta como vazia: a volta continua em revezamento.
rule-ndahise-title = Ndahise: "passo"
rule-ndahise = O jogador recusa a captura e continua em revezamento a partir da casa onde caiu.
rule-ndakubye-title = Ndakubye: "recuo"
rule-ndakubye = Depois de um ndahise, o jogador ameaçado pode passar todas as sementes da sua casa da frente para a casa de trás, onde ficam a salvo desta captura.
rule-keep-title = Sem recuo
rule-keep = O jogador ameaçado deixa as sementes onde estão.
rule-reverse_sowing-title = Semear no sentido horário
rule-reverse_sowing = A partir de uma casa de inversão uma volta pode ir no sentido horário, mas só se essa mesma volta capturar logo.
rule-direction_choice-title = Escolher o sentido
rule-direction_choice = A sementeira está numa casa de inversão (também depois de o adversário responder a um ndahise nela) e uma volta no sentido horário capturaria logo: o jogador escolhe o sentido horário ou anti-horário.
rule-cw_capture_taken-title = Uma captura no sentido horário faz-se sempre
rule-cw_capture_taken = Uma volta no sentido horário só é permitida pela sua captura, por isso essa captura faz-se sempre.
rule-resow_same_direction-title = Ressemear no mesmo sentido
rule-resow_same_direction = Com esta opção, as sementes capturadas voltam a ser semeadas no sentido da volta que capturou.
rule-no_capture_first_turns-title = Sem captura nos primeiros turnos
rule-no_capture_first_turns = Com esta opção, nenhum jogador pode capturar no seu primeiro turno.
rule-endless_cap-title = Uma jogada sem fim
rule-endless_cap = Semear em revezamento pode não acabar nunca. Uma jogada que precisaria de mais de 10 000 voltas não é permitida (ou, com a opção, acaba aí).
rule-cannot_move-title = Não se pode mover
rule-cannot_move = Perde o jogador que, no início do seu turno, não tem nenhuma casa com sementes suficientes para semear.
rule-arrange-title = Distribuir as sementes
rule-arrange = Com esta opção, cada jogador espalha as suas 32 sementes pelas suas 16 casas como quiser antes da primeira jogada.
rule-boys_preparation-title = A preparação tradicional
rule-boys_preparation = Antes do jogo dos rapazes, cada jogador arruma o seu lado à mão: duas sementes em cada casa; todas as sementes da fila exterior para a casa exterior mais à direita, a ng'hana; uma semente de cada casa interior para a casa exterior da mesma coluna; uma sementeira em revezamento a partir da casa interior mais à direita, até uma volta acabar na ng'hana; e uma semente da ng'hana para a segunda casa interior a contar da direita.

## Onde um jogo diz uma regra de outro modo: rule-<id>-<game> (e -title) substitui rule-<id>

rule-ten_captured-isisuthu = Ganha o jogador que tirou dez peças ao adversário: a este restam só duas.
