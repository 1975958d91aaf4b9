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
