# A página de regras de cada variante (F1 num jogo, ou Regras num cartão da escolha) (português).

rulespage-title = Regras do { $game }
picker-rules = Regras do { $game }
hint-picker-rules = Como se joga, como se ganha, todas as opções e as suas fontes
rulespage-board = O tabuleiro
rulespage-play = Como se joga
rulespage-win = Como se ganha
rulespage-draw = Como se chega a um empate
rulespage-options = Opções
rulespage-options-note = Nem todos os jogadores e autores leem cada regra da mesma maneira. Cada opção abaixo é uma dessas leituras; escolhem-se no diálogo de novo jogo, e a predefinição é aquela com que um jogo começa.
rulespage-default = Predefinição: { $value }
rulespage-read-by = Lida assim por: { $sources }
rulespage-lesson = Lição: { $title }
hint-rulespage-lesson = Aprender esta regra no tabuleiro
rulespage-sources = Fontes
rulespage-sources-note = De onde vêm estas regras e onde se podem ler.
rulespage-glossary = Palavras dos jogos
hint-rulespage-glossary = As palavras próprias dos jogos explicadas
rulespage-keys = F1 ou Esc fecha esta página.
panel-rules-link = Regras
hint-panel-rules-link = Ler esta regra na página de regras (F1)
rulespage-no-draw = Nenhuma regra deste jogo o termina empatado.
rulespage-brings = Com este valor:

## Fontes: o que é uma fonte, quando o autor e o título não o dizem, e onde nela se lê uma regra
## (autores, títulos e citações ficam como foram publicados; os argumentos são a numeração ou
## as palavras da própria fonte)
source-note-english = edição inglesa
source-note-spanish = edição espanhola
source-note-italian = edição italiana
source-note-game-descriptions = descrições dos jogos
source-note-via-ludii = através da base de dados Ludii
source-note-rule-preset = motor de jogo do moinho, regras predefinidas do Morabaraba
cite-read-literally = { $at }, em leitura literal
cite-one-reading-of = uma leitura de { $quote }
cite-one-possible-reading = uma leitura possível
cite-pt-es-text = o texto em português e espanhol, { $at }
cite-and-pt-es-text = { $at } e o texto em português e espanhol, { $other }
cite-game-file = ficheiro do jogo
cite-game-file-of = ficheiro do jogo { $game }
cite-game-description = descrição do jogo
cite-historical-summary = resumo das provas históricas
cite-game-file-and-summary = ficheiro do jogo e resumo das provas históricas
cite-article-text = texto do artigo
cite-diagrams = diagramas
cite-silent = nada diz sobre isto
