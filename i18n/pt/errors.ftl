# Porque não foi possível usar um ficheiro de registo, a biblioteca de jogos ou uma pasta (português).
# Os argumentos entre aspas são dados: um texto escrito no ficheiro, o diagnóstico do leitor,
# a mensagem do sistema.

error-io-not-found = o ficheiro ou a pasta não existe (foi removido ou desmontado?)
error-io-permission = a permissão foi recusada: verifique as permissões da pasta, ou defina INKOMO_DATA_DIR para outra pasta
error-io-read-only = o disco ou a pasta só permite leitura: escolha outra pasta, ou defina INKOMO_DATA_DIR para outra pasta
error-io-file-in-the-way = há um ficheiro onde é precisa uma pasta: mude-o de sítio, ou defina INKOMO_DATA_DIR para outra pasta
error-io-folder-in-the-way = há uma pasta onde devia estar o ficheiro: mude-a de sítio
error-io-full = o disco está cheio: liberte algum espaço e tente de novo
error-io-other = o sistema diz «{ $message }»

error-load-io = não é possível ler o ficheiro: { $reason }
error-load-too-large = o ficheiro tem { $bytes } bytes; registos com mais de { $limit } bytes (10 MB) são recusados
error-load-cut-in-character = linha { $line }, coluna { $column }: o ficheiro acaba cedo demais (foi cortado?): para a meio de um carácter
error-load-not-text = linha { $line }, coluna { $column }: isto não é texto UTF-8 (um registo é um ficheiro de texto RON)
error-load-too-long = «{ $field }»: o texto tem { $chars } caracteres; um registo permite no máximo { $limit }
error-load-truncated = linha { $line }, coluna { $column }: o ficheiro acaba cedo demais (foi cortado?): { $why }
error-truncated-empty = o ficheiro está vazio
error-truncated-in-quotes = para dentro de um texto entre aspas
error-truncated-in-comment = para dentro de um comentário
error-truncated-more = esperava-se mais
error-truncated-brackets = { $count ->
    [0] há { $count } parênteses por fechar
    [one] há um parêntese por fechar
   *[other] há { $count } parênteses por fechar
  }
error-load-syntax = linha { $line }, coluna { $column }: isto não é um registo legível (o leitor diz «{ $detail }»)
error-load-newer-format = feito por um Inkomo mais recente (formato { $format }; este lê o formato { $known }): atualize o Inkomo para o abrir
error-load-bad-format = o formato { $format } não é um formato de registo (esperava-se { $known })
error-load-game-not-playable = jogo: «{ $game }» está na lista mas não se pode jogar: nenhuma fonte acessível dá as suas regras
error-load-unknown-game = jogo: «{ $game }» não é um conjunto de regras conhecido (esperava-se um de { $known })
error-load-option = opções: «{ $entry }»: { $reason }
error-load-duplicate-option = opções: «{ $name }» aparece mais de uma vez
error-load-bad-start = posição inicial: { $reason }

error-option-unknown = { $game } não tem essa opção (esperava-se uma de { $known })
error-option-not-for-game = esta opção não se aplica a { $game }
error-option-unknown-value = isto não é um valor de { $name } (esperava-se um de { $known })
error-option-not-a-pair = isto não é uma opção: esperava-se NOME=VALOR

error-notation = «{ $token }» não se consegue ler na notação do jogo
error-notation-within = «{ $token }» em «{ $within }» não se consegue ler na notação do jogo

error-action-notation = a jogada { $index } «{ $token }» (entrada { $entry } da lista de jogadas) não se consegue ler na notação do jogo
error-action-too-long = a jogada { $index } (entrada { $entry } da lista de jogadas) não se consegue ler: tem { $chars } caracteres; uma jogada tem no máximo { $limit }
error-action-game-over = a jogada { $index } «{ $token }» (entrada { $entry } da lista de jogadas) não é legal: o jogo já terminou
error-action-wrong-family = a jogada { $index } «{ $token }» (entrada { $entry } da lista de jogadas) não é legal: pertence à outra família de jogos
error-action-illegal = a jogada { $index } «{ $token }» (entrada { $entry } da lista de jogadas) não é legal aqui (as regras dizem «{ $detail }»)

error-damage-counted = foi possível ler { $recovered } de { $total } jogadas; { $reason }
error-damage-unreadable = não foi possível ler o jogo: { $reason }
error-damage-beginning = { $recovered ->
    [0] foi possível ler as primeiras { $recovered } jogadas
    [one] foi possível ler a primeira jogada
   *[other] foi possível ler as primeiras { $recovered } jogadas
  }; { $reason }

error-lock-busy = outro Inkomo está a usar a pasta de dados { $folder }: feche-o primeiro, ou defina INKOMO_DATA_DIR para outra pasta
error-lock-busy-process = outro Inkomo (processo { $pid }) está a usar a pasta de dados { $folder }: feche-o primeiro, ou defina INKOMO_DATA_DIR para outra pasta

files-recent-failed = Não foi possível guardar a lista de ficheiros recentes: { $reason }
