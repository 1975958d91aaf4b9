# Why a record file, the games library or a folder could not be used (English).
# Quoted arguments are data: a text written in the file, the reader's own diagnosis, the
# system's message.

error-io-not-found = the file or folder does not exist (was it removed or unmounted?)
error-io-permission = permission was refused: check the folder's permissions, or set INKOMO_DATA_DIR to another folder
error-io-read-only = the disk or folder is read-only: choose another folder, or set INKOMO_DATA_DIR to another folder
error-io-file-in-the-way = a file stands where a folder is needed: move it away, or set INKOMO_DATA_DIR to another folder
error-io-folder-in-the-way = a folder stands where the file should be: move it away
error-io-full = the disk is full: free some space and try again
error-io-other = the system says '{ $message }'

error-load-io = cannot read the file: { $reason }
error-load-too-large = the file is { $bytes } bytes; records over { $limit } bytes (10 MB) are refused
error-load-cut-in-character = line { $line }, column { $column }: the file ends too early (truncated?): it stops in the middle of a character
error-load-not-text = line { $line }, column { $column }: this is not UTF-8 text (a record is a RON text file)
error-load-too-long = '{ $field }': the text is { $chars } characters long; a record allows at most { $limit }
error-load-truncated = line { $line }, column { $column }: the file ends too early (truncated?): { $why }
error-truncated-empty = the file is empty
error-truncated-in-quotes = it stops inside a text in quotes
error-truncated-in-comment = it stops inside a comment
error-truncated-more = more was expected
error-truncated-brackets = { $count ->
    [one] a bracket is not closed
   *[other] { $count } brackets are not closed
  }
error-load-syntax = line { $line }, column { $column }: this is not a readable record (the reader says '{ $detail }')
error-load-newer-format = made by a newer Inkomo (format { $format }; this one reads format { $known }): update Inkomo to open it
error-load-bad-format = format { $format } is not a record format (expected { $known })
error-load-game-not-playable = game: '{ $game }' is listed but cannot be played: no reachable source gives its rules
error-load-unknown-game = game: '{ $game }' is not a known rule set (expected one of { $known })
error-load-option = options: '{ $entry }': { $reason }
error-load-duplicate-option = options: '{ $name }' is given more than once
error-load-bad-start = start position: { $reason }

error-option-unknown = { $game } has no such option (expected one of { $known })
error-option-not-for-game = this option does not apply to { $game }
error-option-unknown-value = this is not a value of { $name } (expected one of { $known })
error-option-not-a-pair = this is not an option: expected NAME=VALUE

error-notation = '{ $token }' cannot be read in the game's notation
error-notation-within = '{ $token }' in '{ $within }' cannot be read in the game's notation

error-action-notation = action { $index } '{ $token }' (entry { $entry } of the action list) cannot be read in the game's notation
error-action-too-long = action { $index } (entry { $entry } of the action list) cannot be read: it is { $chars } characters long; an action has at most { $limit }
error-action-game-over = action { $index } '{ $token }' (entry { $entry } of the action list) is not legal: the game is already over
error-action-wrong-family = action { $index } '{ $token }' (entry { $entry } of the action list) is not legal: it belongs to the other family of games
error-action-illegal = action { $index } '{ $token }' (entry { $entry } of the action list) is not legal here (the rules say '{ $detail }')

error-damage-counted = { $recovered } of { $total } actions could be read; { $reason }
error-damage-unreadable = the game could not be read: { $reason }
error-damage-beginning = { $recovered ->
    [one] the first action could be read
   *[other] the first { $recovered } actions could be read
  }; { $reason }

error-lock-busy = another Inkomo is using the data folder { $folder }: close it first, or set INKOMO_DATA_DIR to another folder
error-lock-busy-process = another Inkomo (process { $pid }) is using the data folder { $folder }: close it first, or set INKOMO_DATA_DIR to another folder

files-recent-failed = The list of recent files could not be saved: { $reason }
