## The position editor, opened from the new-game dialog

editor-open = Set up a position…
hint-editor-open = Put tokens or seeds where you like, choose who moves, then play from there
editor-title = Set up a position
editor-intro = { $game }, with the rules and players chosen in the new-game dialog.
editor-click = A click on the board puts:
editor-tool-dark = a dark token
editor-tool-light = a light token
editor-tool-empty = nothing (empties the point)
editor-click-note-morris = A right click, or - on the point in the keyboard's ring, empties a point.
editor-click-note-mancala = A click on a pit adds a seed; a right click, or - on the pit in the keyboard's ring, takes one away.
editor-to-move = To move:
editor-in-hand = Tokens in hand:
editor-hand-fewer = One token fewer in hand for { $player }
editor-hand-more = One token more in hand for { $player }
editor-seeds = Seeds on the board: { $count } of 64
editor-overture = Still in the overture:
editor-first-turn = First turn not yet finished:
editor-clear = Clear the board
editor-start = Start position
editor-ready = Ready to play. { $to_move }.
editor-problem-tokens = { $player } has { $total } tokens: { $board } on the board and { $hand } in hand. Each player has 12.
editor-problem-hands = While tokens are in hand, the player who began ({ $first }) places first. { $first } to move: both hands hold as many tokens; { $second } to move: { $second } holds one more. Now: { $first } { $first_hand }, { $second } { $second_hand }.
editor-problem-both-beaten = Both players have lost ten tokens or more; a game ends as soon as one of them has.
editor-problem-seeds = The board holds { $total ->
    [one] 1 seed
   *[other] { $total } seeds
}; the game is played with 64.
editor-problem-over = This game would already be over: { $outcome } Set up a position that can still be played.
editor-problem-engine = The rules do not allow this position: at '{ $token }'{ $index ->
    [0] {""}
   *[other] , part { $index } of its text,
} the engine expected { $detail }.
editor-play = Play this position:
editor-play-computer = Play the computer
editor-level = The computer's level
editor-play-computer-note = You play { $player }, the side to move; the computer plays the other side.
editor-play-people = Two players at this screen
editor-save = Save as a game record…
hint-editor-save = A record that starts from this position, to open later or to share
editor-text = Position text:
editor-copy = Copy
editor-use-text = Use this text
editor-copied = The position text was copied.
editor-text-problem = This text is not a position of { $game }: at '{ $token }'{ $index ->
    [0] {""}
   *[other] , part { $index } of the text,
} the engine expected { $detail }.
editor-back = Back to the new game
