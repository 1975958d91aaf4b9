# Ecrãs, botões e instruções da aplicação (português).

app-title = Inkomo
app-tagline = cinco jogos de tabuleiro tradicionais africanos
language-en = English
language-pt = Português
language-es = Español

## Barra superior e barra de ferramentas

button-settings = Definições
button-glossary = Glossário
hint-glossary = As palavras próprias dos jogos explicadas (F1)
button-new-game = Novo jogo
hint-new-game = Escolher um jogo (Ctrl+N)
button-undo = Desfazer
hint-undo = Voltar à decisão anterior (Ctrl+Z)
button-redo = Refazer
hint-redo = Jogar de novo a decisão desfeita (Ctrl+Y)
button-flip = Virar tabuleiro
hint-flip = Rodar o tabuleiro (Ctrl+R)
button-show-legal = Jogadas possíveis
button-show-last = Última jogada

## Escolha do jogo

picker-title = Escolha um jogo
picker-subtitle = Cada regra diz de onde vem. Onde as fontes discordam, o diálogo de novo jogo deixa escolher.
picker-morris-title = Umlabalaba: os jogos do gado da África Austral
picker-morris-text = Coloque as suas vacas e depois mova-as; três em linha (isibhamu) tiram uma vaca à outra manada.
picker-mancala-title = Jogos de semear em quatro filas da África Oriental
picker-mancala-text = Levante as sementes de uma casa e semeie-as uma a uma pelas suas duas filas; se a última cair no sítio certo, capture.
picker-play = Jogar { $game }
picker-drawing = O tabuleiro de { $game }
picker-sources-needed = Faltam fontes
status-isolo-men = Nenhuma fonte acessível dá as regras do jogo dos homens (Popova 1979). Está listado, mas não se pode jogar.

## Diálogo de novo jogo

new-game-title = Novo jogo: { $game }
new-game-players = Jogadores
new-game-player = Jogador { $n }
new-game-name-hint = nome (opcional)
new-game-name-label = Nome do jogador { $n }
player-kind-human = Uma pessoa neste ecrã
player-kind-computer = O computador: { $level }
new-game-who-starts = Quem começa:
new-game-colour = { $player } joga com:
new-game-colour-note = A cor é só para a vista: quem começa é o jogador um das regras. Na prática da BLAC costumam começar as pretas.
new-game-south-note = Quem começa senta-se em baixo no tabuleiro (Sul). Rode o tabuleiro com Virar tabuleiro.
new-game-options = Regras
new-game-options-note = Cada escolha indica as suas fontes. A primeira é a leitura recomendada.
new-game-default = { $value } (predefinição)
new-game-source = { $value } · fonte: { $source }
new-game-start = Posição inicial
new-game-start-forced = A posição inicial tradicional é uma vitória forçada para quem começa: com as jogadas certas, ganha faça o adversário o que fizer.
hint-new-game-start-lesson = Descobrir no tabuleiro a primeira jogada que ganha
new-game-balanced = Abertura aleatória equilibrada (não é a posição inicial tradicional)
new-game-balanced-note = Fazem-se algumas jogadas ao acaso a partir da posição tradicional, sorteadas de novo até que nenhum dos jogadores consiga forçar a vitória nas { $moves } jogadas seguintes. O registo do jogo guarda esta posição inicial: o jogo guardado abre-se e revê-se a partir dela.
source-none = nenhuma fonte o diz; é a leitura própria da aplicação
button-start = Começar o jogo
button-defaults = Repor predefinições
button-back = Voltar

## Ecrã de jogo

panel-to-move = { $player_kind ->
    [dark] Jogam as escuras
    [light] Jogam as claras
   *[other] Joga { $player }
}
panel-turn = Turno { $turn }
panel-speed = Animação:
panel-log = Registo do turno
panel-rules-title = O jogo
hint-log = Clique para voltar a ler a regra
button-skip-animation = Mostrar já o fim
button-cancel = Cancelar
game-over-title = Fim do jogo
button-play-again = Jogar de novo
hint-play-again = Recomeçar o mesmo jogo desde o início, com os mesmos jogadores
result-win = { $player_kind ->
    [dark] As escuras ganham
    [light] As claras ganham
   *[other] { $player } ganha
}
result-draw = Empate
result-reason = ({ $reason })
speed-off = Desligada
speed-hint = Velocidade da animação. Qualquer clique ou tecla mostra logo o fim de uma animação em curso.

colour-dark = Escuras
colour-light = Claras
side-south = Sul
side-north = Norte

tray-in-hand = Na mão: { $count }
tray-captured = Capturadas: { $count }
strip-seeds = { $count ->
    [0] { $count } sementes deste lado
    [one] 1 semente deste lado
   *[other] { $count } sementes deste lado
}
strip-overture = na abertura (ng'hana protegida)
strip-overture-unprotected = na abertura
mark-nghana-protected = ng'hana (protegida)

point-label = ponto { $point }, { $owner ->
    [dark] peça escura
    [light] peça clara
   *[empty] vazio
}
point-in-line = { $label }, parte de um isibhamu
pit-label = casa { $pit }, { $count ->
    [0] { $count } sementes
    [one] 1 semente
   *[other] { $count } sementes
}
direction-cw-label = Semear no sentido horário a partir de { $pit }
direction-ccw-label = Semear no sentido anti-horário a partir de { $pit }

hover-pit = { $pit }: { $count ->
    [0] vazia
    [0] { $count } sementes
    [one] 1 semente
   *[other] { $count } sementes
}
hover-point = { $point }: { $owner ->
    [dark] peça escura
    [light] peça clara
   *[empty] vazio
}
preview-ends = A primeira volta acaba em { $pit }, que estava vazia: o turno acaba.
preview-relay = A primeira volta acaba em { $pit }: revezamento, as suas { $seeds } sementes são levantadas e semeadas adiante.
preview-relay-protected = A primeira volta acaba em { $pit }: a ng'hana em frente está protegida, por isso não há captura; revezamento, as suas { $seeds } sementes são levantadas e semeadas adiante.
preview-capture = A primeira volta acaba em { $pit }: captura de { $seeds ->
    [0] { $seeds } sementes
    [one] 1 semente
   *[other] { $seeds } sementes
}.
preview-capture-direction = A primeira volta acaba em { $pit }: captura de { $seeds ->
    [0] { $seeds } sementes
    [one] 1 semente
   *[other] { $seeds } sementes
}; depois escolhe o sentido em que são semeadas de novo.
preview-offer = A primeira volta acaba em { $pit }: há uma captura de { $seeds ->
    [0] { $seeds } sementes
    [one] 1 semente
   *[other] { $seeds } sementes
} à escolha (levar ou ndahise).
preview-direction = A primeira volta acaba na casa de inversão { $pit }: escolhe o sentido do revezamento.
preview-way-ccw = Sentido anti-horário:
preview-way-cw = Sentido horário:
preview-mark-ends = fim do turno
preview-mark-relay = revezamento { $seeds }
preview-mark-capture = captura { $seeds }
preview-mark-offer = levar { $seeds } ou ndahise
preview-mark-direction = escolher o sentido

## Instruções e decisões

prompt-place = { $player }: coloque uma peça num ponto vazio ({ $left } na mão).
prompt-move = { $player }: deslize uma das suas peças ao longo de uma linha para um ponto vizinho vazio.
prompt-move-selected = { $player }: escolha para onde vai a peça de { $point }.
prompt-fly = { $player_kind ->
    [dark] As escuras têm três peças e podem voar
    [light] As claras têm três peças e podem voar
   *[other] { $player } tem três peças e pode voar
}: mova uma para qualquer ponto vazio.
prompt-remove = { $player_kind ->
    [dark] As escuras fizeram
    [light] As claras fizeram
   *[other] { $player } fez
} uma linha de captura: escolha uma peça do adversário para retirar.
prompt-gift = Ilobolo: { $player }, escolha uma das suas peças para dar ao adversário.
prompt-sow = { $player }: escolha uma das suas casas com pelo menos { $min } sementes para semear.
prompt-sow-overture = { $player }: semeie uma das suas catorze casas da esquerda, ou jogue a sua ng'hana para acabar a abertura.
prompt-take-or-ndahise = { $player }: a volta acaba em { $pit }, diante de sementes. Levá-las, ou dizer ndahise e continuar a semear?
prompt-ndakubye = { $player }: { $opponent } disse ndahise. Salvar as sementes de { $pit } recuando-as (ndakubye), ou deixá-las ficar?
prompt-direction = { $player }: a volta chega à casa de inversão { $pit }. Continuar no sentido horário (captura logo) ou anti-horário?
prompt-resow-direction = { $player }: semear de novo as sementes capturadas a partir de { $pit } no sentido horário (captura logo) ou anti-horário?
prompt-start-direction = { $player }: semear { $pit } no sentido anti-horário, como de costume, ou horário para uma captura direta?
prompt-arrange = { $player }: distribua as suas 32 sementes pelas suas 16 casas.
button-remove = Retirar { $point }
button-gift = Dar { $point }
button-take = Levar as sementes
button-ndahise = Ndahise (passo)
button-ndakubye = Ndakubye (recuo)
button-keep = Deixar ficar
button-clockwise = Sentido horário
button-counter-clockwise = Sentido anti-horário
arrange-placed = { $count } de 32 sementes colocadas
arrange-inner = 4 em cada casa interior
arrange-outer = 4 em cada casa exterior
arrange-even = 2 em todas as casas
arrange-clear = Limpar
arrange-hint = Clique numa casa para pôr uma semente; clique com o botão direito para a tirar.
arrange-pit = Casa { $pit }: { $count }
button-arrange-done = Feito

## Definições

settings-title = Definições
settings-language = Língua
settings-speed = Velocidade da animação
settings-highlights = Realces
settings-show-legal = Mostrar as jogadas possíveis
settings-show-last = Mostrar a última jogada
settings-board = Tabuleiro
settings-flipped = Rodar o tabuleiro
settings-coordinates = Mostrar coordenadas
settings-blac-numbers = Numerar os pontos como a BLAC (01–25)
settings-zoom = Tamanho
zoom-smaller = Mais pequeno (Ctrl+menos)
zoom-normal = Tamanho normal (Ctrl+0)
zoom-larger = Maior, por exemplo para um projetor (Ctrl+mais)

## Glossário

glossary-title = Glossário
glossary-intro = As palavras próprias dos jogos ficam nas suas línguas. Eis o que significam.
glossary-keys-title = Teclas
glossary-keys = Ctrl+Z desfazer · Ctrl+Y refazer · Ctrl+S guardar · Ctrl+Shift+S guardar como · Ctrl+O abrir · Ctrl+P rever o jogo · H sugestão · Ctrl+R rodar o tabuleiro · Ctrl+N novo jogo · F1 regras do jogo (na escolha do jogo: o glossário) · Ctrl+mais / Ctrl+menos maior / mais pequeno, Ctrl+0 tamanho normal · Esc cancelar uma seleção. Jogar com o teclado: as setas movem um anel sobre os pontos ou as casas, Enter ou Espaço escolhe o ponto ou a casa do anel, Tab chega aos botões, Esc esconde o anel; um leitor de ecrã anuncia cada efeito quando é mostrado. Qualquer clique ou tecla acaba uma animação em curso. Ao rever: setas esquerda/direita por turno, Shift+seta passo a passo, Home/End, Espaço reproduzir ou pausar. Numa lição: N ou Page Down passo seguinte, P ou Page Up passo anterior, H ajuda, Enter confirmar (com o anel no tabuleiro, Enter escolhe o seu ponto ou casa).

## Registos: guardar automaticamente, guardar, abrir
files-autosave-failed = Não foi possível guardar o jogo automaticamente: { $reason }
files-open-failed = Não foi possível abrir { $file }: { $reason }
files-open-stopped = { $file } foi aberto até à jogada { $index } ({ $count } jogadas legais carregadas): { $reason }
files-saved = Guardado em { $file }
files-save-failed = Não foi possível guardar em { $file }: { $reason }
files-no-place = Não há onde guardar o jogo: sem pasta de dados e sem janela de ficheiros.
files-dismiss = Fechar
files-open-title = Abrir um jogo
files-none = Ainda não há jogos guardados.
button-save = Guardar
hint-save = Guardar o jogo (Ctrl+S)
button-open = Abrir
hint-open = Abrir um jogo guardado (Ctrl+O)

## O computador
new-game-kind-label = Quem joga como jogador { $n }
player-computer = Computador ({ $level })
level-beginner = Principiante
level-beginner-hint = Quase não olha em frente, avalia mal as posições e deixa escapar muitas capturas: o nível mais fraco, para aprender as regras.
level-novice = Aprendiz
level-novice-hint = Vê a sua resposta imediata, mas avalia mal as posições e deixa escapar algumas capturas; ganha pelo menos sete jogos em dez ao Principiante.
level-intermediate = Intermédio
level-intermediate-hint = Vê algumas jogadas à frente e raramente deixa escapar uma captura; ganha pelo menos sete jogos em dez ao Aprendiz.
level-strong = Forte
level-strong-hint = Uma pesquisa completa de até um segundo por jogada, que avalia as posições quase sem erro; ganha pelo menos sete jogos em dez ao Intermédio.
level-master = Mestre
level-master-hint = A pesquisa mais funda, até dois segundos por jogada: o nível mais forte, embora nos jogos de Isolo pouco mais forte do que o Forte.
panel-thinking = { $player } está a pensar…
button-hint = Sugestão
hint-hint = Mostrar a jogada que o computador faria aqui (H)
panel-hint = Sugestão: { $action }
panel-hint-thinking = À procura de uma boa jogada…
panel-computer-waits = O computador joga deste lado: a jogada dele vem sozinha.

## Rever
button-replay = Rever
hint-replay = Percorrer este jogo desde o início, turno a turno ou passo a passo (Ctrl+P)
replay-title = Rever
replay-position = Ação { $action } de { $total } · turno { $turn } de { $turns }
replay-first = Início
replay-prev-turn = Turno anterior
replay-prev-effect = Passo atrás
replay-play = Reproduzir
replay-pause = Pausa
replay-next-effect = Passo
replay-next-turn = Turno seguinte
replay-last = Fim
replay-slider = Posição no jogo
replay-play-on = Continuar a jogar daqui
replay-play-on-hint = Começar um novo jogo a partir desta posição; o registo fica como está
replay-close = Voltar ao jogo
replay-close-step = Voltar ao passo
replay-keys = Setas esquerda/direita: turno · Shift+seta: passo · Home/End · Espaço reproduzir ou pausar
files-recent = Recentes
files-recent-none = Ainda não há jogos recentes
panel-moves = Jogadas
panel-moves-none = Ainda sem jogadas.
hint-moves = Mostrar o jogo no fim deste turno (rever)

## A biblioteca de jogos: Continuar, jogos terminados, jogos danificados
library-entry = { $game } · { $first } – { $second } · { $count ->
    [0] { $count } turnos
    [one] 1 turno
   *[other] { $count } turnos
} · jogado por último em { $date }
library-all-games = Os seus jogos ({ $count })
hint-resume = Continuar o último jogo que jogou
button-home = Voltar aos jogos
hint-home = A escolha do jogo, onde todos os jogos começam
library-title = Os seus jogos
library-empty = Ainda não há jogos guardados: um jogo fica aqui desde a primeira jogada.
library-no-match = Nenhum jogo corresponde a esta pesquisa.
library-more = Mais { $count }: refine a pesquisa para os ver.
library-search = Pesquisar
library-search-hint = jogo, jogador ou data
library-sort-newest = Mais recentes primeiro
library-sort-oldest = Mais antigos primeiro
library-sort-game = Por jogo
library-sort-longest = Mais longos primeiro
library-filter-all = Todos ({ $count })
library-filter-unfinished = Por continuar ({ $count })
library-filter-finished = Terminados ({ $count })
library-damaged-somewhere = Um jogo guardado está danificado: veja em Os seus jogos o que se pode fazer.
library-unknown-game = Jogo desconhecido
library-no-name = (sem nome)
library-open = Retomar
library-replay = Rever
library-delete = Apagar…
library-delete-question = Apagar este jogo? Não se pode desfazer.
library-delete-yes = Apagar
library-delete-keep = Manter
library-delete-failed = Não foi possível apagar o jogo: { $reason }
library-damaged = Este ficheiro está danificado e fica guardado tal como está: { $damage }
library-continue-readable = Continuar a partir da parte legível
library-leave = Deixar assim
library-nothing-readable = nada nele se consegue ler
library-continued = Continuado a partir da parte legível ({ $count ->
    [0] { $count } ações
    [one] 1 ação
   *[other] { $count } ações
}) como um novo jogo. O ficheiro danificado fica guardado: { $file }
library-unavailable = Não é possível guardar jogos na pasta de dados, por isso este jogo não será guardado automaticamente: { $reason }
library-busy-title = O Inkomo já está aberto
library-busy = Outro Inkomo está a usar a pasta de dados { $dir }. Para proteger os jogos dele, esta janela não guarda nada e só pode ser fechada. Feche primeiro o outro Inkomo, ou abra este com INKOMO_DATA_DIR a apontar para outra pasta.
library-busy-close = Fechar

## The play bar's menus
menu-game = Jogo
menu-view = Ver
menu-help = Ajuda
menu-save-as = Guardar como…
menu-rules = Regras deste jogo
menu-coordinates = Coordenadas
menu-blac-numbers = Números BLAC (01–25)
menu-zoom = Zoom
panel-animating = Agora no tabuleiro:

## O registo de todos os turnos até agora
panel-log-turn = Turno { $turn }: { $player }
## Lista de jogadas: as decisões do igisoro como a lista as escreve

moves-take = captura
moves-keep = fica
moves-cw = horário
moves-ccw = anti-horário
## Arrastar e largar as peças (morris)
hand-label = { $player }: { $count ->
    [0] { $count } peças na mão
    [one] 1 peça na mão
   *[other] { $count } peças na mão
}
point-lit-target = um destino possível
point-lit-movable = pode mover-se
point-lit-removable = pode ser retirada
glossary-keys-pointer = Com o rato: clique numa peça e depois no ponto para onde vai; ou arraste-a até lá e largue-a. Ao colocar, arraste a próxima peça da sua mão, ao lado do tabuleiro; ao mover, arraste uma das suas peças. Enquanto arrasta, os pontos para onde pode ir ficam marcados; largada noutro sítio, a peça volta ao seu lugar e continua escolhida. As peças a retirar escolhem-se com um clique.
## Ficheiros como numa aplicação de secretária: as janelas Guardar como e Abrir da própria aplicação, um ficheiro largado
save-as-title = Guardar o jogo como
save-as-name = Nome do ficheiro:
save-as-folder = Pasta:
save-as-where = Será escrito em { $file }
save-as-name-empty = Dê um nome ao ficheiro.
save-as-name-invalid = Um nome de ficheiro não pode conter / nem \ nem caracteres de controlo, nem começar por um ponto.
save-as-name-long = Esse nome de ficheiro é demasiado longo: 200 caracteres no máximo.
save-as-folder-empty = Indique em que pasta o guardar.
save-as-replace-question = “{ $file }” já existe nessa pasta. Substituí-lo?
save-as-replace = Substituir
save-as-save = Guardar
save-as-cancel = Cancelar
open-path = Pasta ou ficheiro:
open-cancel = Cancelar
open-path-go = Ir
open-up = Subir uma pasta
open-folder-empty = Não há jogos nesta pasta.
open-recent-elsewhere = Jogos recentes noutras pastas
open-path-failed = Não é possível ler { $path }: { $reason }
open-library = Biblioteca de jogos
hint-open-library = Todos os jogos que jogou, guardados pela aplicação
files-open-copy = { $file } tem uma versão anterior ou diferente de um jogo da sua biblioteca de jogos, que tem { $moves ->
    [0] { $moves } jogadas
    [one] 1 jogada
   *[other] { $moves } jogadas
}. O que jogar a partir daqui fica guardado como um jogo novo na biblioteca; o jogo da biblioteca fica como está.
files-drop-hint = Largue para abrir
files-drop-not-record = { $file } não é um jogo do Inkomo (um ficheiro .ron), por isso nada foi aberto.
## A balanced opening being prepared after Start
new-game-preparing = A preparar uma abertura equilibrada…
## Files of the data folder that cannot be used as they are
library-read-only = Não é possível bloquear a pasta de dados para esta aplicação ({ $path }: { $reason }). Os jogos guardados são mostrados só para leitura: as novas jogadas não são guardadas até isto ser corrigido.
settings-damaged = Não foi possível ler o ficheiro de definições { $path } ({ $reason }): são usadas as definições predefinidas, e o ficheiro antigo foi guardado como { $aside }.
settings-save-failed = Não foi possível guardar as definições: { $reason }
library-listing = A ler os seus jogos guardados…
## Perfect endgames (morris endgame tables)
settings-endgames = Finais perfeitos
endgames-prepare = Preparar finais perfeitos
endgames-prepare-hint = Calcula todos os finais de morris com até { $tokens } peças de cada lado, para que o nível Mestre e a sugestão os joguem com perfeição. Leva alguns minutos, uma só vez; o resultado fica guardado para a próxima.
endgames-cancel = Cancelar
endgames-ready = Preparados: todos os finais de morris com até { $tokens } peças de cada lado.
endgames-failed = A preparação dos finais falhou: { $reason }
panel-hint-wins = O jogo perfeito ganha isto em { $plies } { $plies ->
    [0] jogadas
    [one] jogada
   *[other] jogadas
} (contando os dois lados).
panel-hint-loses = Perdido contra o jogo perfeito; isto resiste mais tempo: { $plies } { $plies ->
    [0] jogadas
    [one] jogada
   *[other] jogadas
} (contando os dois lados).
panel-hint-draws = Com jogo perfeito, isto é empate.
## The new-game dialog: play the computer or two players at this screen
new-game-vs-computer = Jogar contra o computador
new-game-vs-people = Dois jogadores neste ecrã
new-game-your-name = O seu nome
new-game-level = Nível do computador:
new-game-you = Você
new-game-the-computer = O computador
new-game-your-colour = Você joga com:
## Hover text of a rule option: its name and value as records and the command line write them
new-game-option-record = Num registo e na linha de comandos: { $pair }

## A análise de um jogo: cada jogada marcada face à melhor
review-title = Análise
button-review-short = Analisar
button-review = Analisar este jogo
hint-review = Marcar cada jogada deste jogo (a melhor, boa, imprecisão, erro, erro grave) com a jogada melhor, calculada pelo computador no seu nível mais forte
button-review-cancel = Cancelar
review-progress = A analisar: { $done } / { $total }
button-practise-mistakes = Treinar os seus erros ({ $count })
hint-practise-mistakes = Jogue de novo cada um dos seus erros a partir da posição anterior, e encontre uma jogada melhor
review-mark-best = a melhor
review-mark-good = boa
review-mark-inaccuracy = imprecisão
review-mark-mistake = erro
review-mark-blunder = erro grave
review-graph = Valor ao longo do jogo (clique para ir a uma jogada)
review-graph-point = Antes da jogada { $number }: { $value }
review-first-wins = o primeiro jogador ganha à força
review-second-wins = o segundo jogador ganha à força
review-drawn = empate
review-value-tokens = { $value } peças
review-value-seeds = { $value } sementes
review-turn = Turno { $number }: { $symbol } { $mark }
review-source-tables = Exato, pelas tabelas de finais.
review-source-forced = Exato: um resultado forçado encontrado pela pesquisa.
review-source-search = Pela pesquisa.
review-change = De { $before } para { $after }.
review-lost = Perdido face à melhor jogada: { $value }.
review-forced-win-lost = A melhor jogada ganha à força; esta deixa fugir a vitória.
review-forced-loss-met = Esta jogada perde à força.
review-forced-other = A melhor jogada e esta levam a resultados diferentes.
review-better = Melhor: { $move }
button-show-better = Mostrar a jogada melhor
review-showing-better = A jogada melhor é jogada no tabuleiro.
button-take-back = Voltar atrás
review-result-drawn = empatado
review-result-won-in = { $moves ->
    [0] ganho em { $moves } jogadas
    [one] ganho em 1 jogada
   *[other] ganho em { $moves } jogadas
}
review-result-lost-in = { $moves ->
    [0] perdido em { $moves } jogadas
    [one] perdido em 1 jogada
   *[other] perdido em { $moves } jogadas
}
review-result-forced-win = uma vitória forçada
review-result-forced-loss = uma derrota forçada
