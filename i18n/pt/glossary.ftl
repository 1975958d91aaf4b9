# O glossário: as palavras próprias dos jogos (por traduzir), o que significam, as suas línguas
# e as famílias de jogos a que pertencem (português). Um significado diz só o que a fonte diz.

glossary-family-morris = Umlabalaba: Isisuthu, Isizulu, Isipowe
glossary-family-mancala = Jogos de semear em quatro filas: Isolo, Igisoro
glossary-origin = { $language } · fonte: { $source }
glossary-language-zulu = isiZulu (zulu)
glossary-language-sotho = sesoto
glossary-language-sukuma = kisukuma
glossary-language-kinyarwanda = kinyarwanda, kirundi

word-umlabalaba = umlabalaba
glossary-umlabalaba = O nome zulu da família de jogos a que pertencem o Isisuthu, o Isizulu e o Isipowe: "labirinto".
word-morabaraba = morabaraba
glossary-morabaraba = O nome sesoto do umlabalaba.
word-isisuthu = isisuthu
glossary-isisuthu = "À maneira sotho": uma das duas versões do umlabalaba jogadas na Zululândia, no tabuleiro com um ponto central, sem voo.
word-isizulu = isizulu
glossary-isizulu = A outra versão do umlabalaba jogada na Zululândia, com linhas diagonais e voo com três vacas.
word-izingombe = izingombe
glossary-izingombe = Vacas: as peças dos jogos de umlabalaba. É a grafia da Fundação BLAC; em isiZulu escreve-se habitualmente izinkomo (uma vaca: inkomo, que dá o nome a esta aplicação).
word-isibhamu = isibhamu
glossary-isibhamu = "Espingarda": três vacas de um jogador seguidas numa linha, uma linha de captura. Permite-lhe tirar uma vaca à outra manada.
word-ilobolo = ilobolo
glossary-ilobolo = O dote da noiva. No Isizulu e no Isipowe, quando os 24 pontos ficam cheios depois de colocar, cada jogador, à vez, dá uma das suas vacas ao outro antes de as vacas começarem a andar.
word-abelusi = abelusi
glossary-abelusi = Pastores. No Isipowe da Fundação BLAC cada manada tem dois; movem-se e são capturados como as vacas.
word-ibhuto = ibhuto
glossary-ibhuto = Um grupo de guerreiros (grafia da BLAC; em isiZulu escreve-se habitualmente ibutho). No Isipowe da Fundação BLAC cada manada tem um; move-se e é capturado como uma vaca.

word-isolo = isolo
glossary-isolo = O tabuleiro sukuma de quatro filas de oito casas (plural masolo), e o jogo que nele se joga.
word-isumbi = isumbi
glossary-isumbi = Outro nome do isolo, segundo B. B. Kalumbete.
word-busolo = busolo
glossary-busolo = As 64 peças do Isolo, geralmente sementes da árvore Caesalpinia bonduc.
word-liha = liha
glossary-liha = Uma casa com pelo menos duas sementes: uma casa que se pode semear.
word-kucha = kucha
glossary-kucha = "Morrer": o fim de um turno, quando a última semente de uma sementeira cai numa casa vazia.
word-kutagata = kutagata
glossary-kutagata = Uma sementeira que não acaba em captura.
word-nghana = ng'hana
glossary-nghana = A casa privilegiada do Isolo dos rapazes: a casa mais à direita da fila exterior de cada jogador, com 17 sementes no início. As suas sementes não podem ser capturadas até o dono a semear, o que acaba a sua abertura.
word-magado = twe kwa magado
glossary-magado = Duas casas maiores, à parte, que alguns tabuleiros de isolo têm para contar os pontos. Não entram no jogo.
word-igisoro = igisoro
glossary-igisoro = O tabuleiro de quatro filas de oito casas que se joga no Ruanda e no Burundi, e o jogo que nele se joga.
word-icuba = icúba
glossary-icuba = Uma casa do tabuleiro de igisoro.
word-inka = inká
glossary-inka = "Vacas": as sementes em jogo, que cada jogador tenta capturar ao outro.
word-urunyana = urunyána
glossary-urunyana = "Uma fila de vitelos": uma posição com muitas sementes soltas.
word-ndahise = ndahise
glossary-ndahise = "Passo": o que um jogador tem de dizer quando recusa uma captura e continua a semear.
word-ndakubye = ndakubye
glossary-ndakubye = "Recuo": a resposta a ndahise. O jogador ameaçado passa logo as sementes da sua casa interior para a casa exterior de trás, enquanto o outro ainda está a semear.
word-kubuguza = kubuguza
glossary-kubuguza = Um dos outros nomes do igisoro; usa-o o artigo de A. P. Merriam de 1953 sobre o jogo entre os abatutsi do nordeste do Ruanda.

## Legendas: passar o ponteiro sobre uma marca ou uma peça do tabuleiro explica-a

legend-reverse-pit = Uma casa de inversão (a seta curva): aqui uma volta pode ir no sentido horário, mas só quando essa mesma volta captura logo.
legend-herd-boy = Um pastor, um dos abelusi: cada manada do Isipowe tem dois. Move-se e é capturado como uma vaca.
legend-warrior = O grupo de guerreiros, o ibhuto: cada manada do Isipowe tem um. Move-se e é capturado como uma vaca.

## Termos da aplicação: as palavras que esta aplicação, as suas páginas de regras e lições usam para uma regra (traduzidas)

glossary-terms = Termos usados nesta aplicação
term-capture-line = linha de captura
glossary-term-capture-line = Três peças de um jogador seguidas numa linha, formadas pela peça acabada de colocar ou mover: permitem-lhe tirar uma peça ao adversário. A palavra do próprio jogo é isibhamu.
term-lap = volta
glossary-term-lap = Uma passagem de sementeira: as sementes levantadas de uma casa, deixadas uma a uma nas casas seguintes. Um turno pode ter muitas voltas.
term-relay = revezamento
glossary-term-relay = Semear em revezamento: a última semente de uma volta caiu numa casa que já tinha sementes e ali não se captura nada; o jogador levanta todas as sementes dessa casa e continua a semear, uma nova volta do mesmo turno.
term-overture = abertura
glossary-term-overture = No Isolo dos rapazes, o início do jogo de cada jogador: até semear a sua ng'hana, semeia só nas suas catorze casas da esquerda e (salvo se uma opção disser o contrário) a coluna da sua ng'hana não pode ser capturada.
term-reverse-pit = casa de inversão
glossary-term-reverse-pit = No Igisoro, uma casa marcada com uma seta curva (por predefinição o1, o8, i2 e i7 de cada jogador): uma volta a partir dela pode ir no sentido horário, mas só quando essa mesma volta captura logo.
