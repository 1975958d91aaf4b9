# Por qué no se pudo usar un archivo de registro, la biblioteca de partidas o una carpeta (español).
# Los argumentos entre comillas son datos: un texto escrito en el archivo, el diagnóstico del
# lector, el mensaje del sistema.

error-io-not-found = el archivo o la carpeta no existe (¿se borró o se desmontó?)
error-io-permission = se denegó el permiso: revisa los permisos de la carpeta, o pon INKOMO_DATA_DIR en otra carpeta
error-io-read-only = el disco o la carpeta es de solo lectura: elige otra carpeta, o pon INKOMO_DATA_DIR en otra carpeta
error-io-file-in-the-way = hay un archivo donde hace falta una carpeta: muévelo, o pon INKOMO_DATA_DIR en otra carpeta
error-io-folder-in-the-way = hay una carpeta donde debería estar el archivo: muévela
error-io-full = el disco está lleno: libera algo de espacio e inténtalo de nuevo
error-io-other = el sistema dice «{ $message }»

error-load-io = no se puede leer el archivo: { $reason }
error-load-too-large = el archivo tiene { $bytes } bytes; se rechazan los registros de más de { $limit } bytes (10 MB)
error-load-cut-in-character = línea { $line }, columna { $column }: el archivo termina demasiado pronto (¿se cortó?): se detiene en medio de un carácter
error-load-not-text = línea { $line }, columna { $column }: esto no es texto UTF-8 (un registro es un archivo de texto RON)
error-load-too-long = «{ $field }»: el texto tiene { $chars } caracteres; un registro admite como máximo { $limit }
error-load-truncated = línea { $line }, columna { $column }: el archivo termina demasiado pronto (¿se cortó?): { $why }
error-truncated-empty = el archivo está vacío
error-truncated-in-quotes = se detiene dentro de un texto entre comillas
error-truncated-in-comment = se detiene dentro de un comentario
error-truncated-more = se esperaba más
error-truncated-brackets = { $count ->
    [one] hay un paréntesis sin cerrar
   *[other] hay { $count } paréntesis sin cerrar
  }
error-load-syntax = línea { $line }, columna { $column }: esto no es un registro legible (el lector dice «{ $detail }»)
error-load-newer-format = hecho por un Inkomo más reciente (formato { $format }; este lee el formato { $known }): actualiza Inkomo para abrirlo
error-load-bad-format = el formato { $format } no es un formato de registro (se esperaba { $known })
error-load-game-not-playable = juego: «{ $game }» está en la lista pero no se puede jugar: ninguna fuente accesible da sus reglas
error-load-unknown-game = juego: «{ $game }» no es un conjunto de reglas conocido (se esperaba uno de { $known })
error-load-option = opciones: «{ $entry }»: { $reason }
error-load-duplicate-option = opciones: «{ $name }» aparece más de una vez
error-load-bad-start = posición inicial: { $reason }

error-option-unknown = { $game } no tiene esa opción (se esperaba una de { $known })
error-option-not-for-game = esta opción no se aplica a { $game }
error-option-unknown-value = esto no es un valor de { $name } (se esperaba uno de { $known })
error-option-not-a-pair = esto no es una opción: se esperaba NOMBRE=VALOR

error-notation = «{ $token }» no se puede leer en la notación del juego
error-notation-within = «{ $token }» en «{ $within }» no se puede leer en la notación del juego

error-action-notation = la jugada { $index } «{ $token }» (entrada { $entry } de la lista de jugadas) no se puede leer en la notación del juego
error-action-too-long = la jugada { $index } (entrada { $entry } de la lista de jugadas) no se puede leer: tiene { $chars } caracteres; una jugada tiene como máximo { $limit }
error-action-game-over = la jugada { $index } «{ $token }» (entrada { $entry } de la lista de jugadas) no es legal: la partida ya terminó
error-action-wrong-family = la jugada { $index } «{ $token }» (entrada { $entry } de la lista de jugadas) no es legal: pertenece a la otra familia de juegos
error-action-illegal = la jugada { $index } «{ $token }» (entrada { $entry } de la lista de jugadas) no es legal aquí (las reglas dicen «{ $detail }»)

error-damage-counted = se pudieron leer { $recovered } de { $total } jugadas; { $reason }
error-damage-unreadable = no se pudo leer la partida: { $reason }
error-damage-beginning = { $recovered ->
    [one] se pudo leer la primera jugada
   *[other] se pudieron leer las primeras { $recovered } jugadas
  }; { $reason }

error-lock-busy = otro Inkomo está usando la carpeta de datos { $folder }: ciérralo primero, o pon INKOMO_DATA_DIR en otra carpeta
error-lock-busy-process = otro Inkomo (proceso { $pid }) está usando la carpeta de datos { $folder }: ciérralo primero, o pon INKOMO_DATA_DIR en otra carpeta

files-recent-failed = No se pudo guardar la lista de archivos recientes: { $reason }
