# The app's screens, buttons and prompts (English, the reference language).

app-title = Inkomo
app-tagline = five traditional African board games
language-en = English
language-pt = Português
language-es = Español

## Top bar and toolbar

button-settings = Settings
button-glossary = Glossary
hint-glossary = The games' own words explained (F1)
button-new-game = New game
hint-new-game = Choose a game (Ctrl+N)
button-undo = Undo
hint-undo = Back to the previous decision (Ctrl+Z)
button-redo = Redo
hint-redo = Play the undone decision again (Ctrl+Y)
button-flip = Flip board
hint-flip = Turn the board round (Ctrl+R)
button-show-legal = Legal moves
button-show-last = Last move

## Picker

picker-title = Choose a game
picker-subtitle = Every rule says where it comes from. Where the sources disagree, the new-game dialog lets you choose.
picker-morris-title = Umlabalaba: the cattle games of Southern Africa
picker-morris-text = Place your cows, then move them; three in a row (isibhamu) takes a cow from the other herd.
picker-mancala-title = Four-row sowing games of East Africa
picker-mancala-text = Lift the seeds of a pit and sow them one by one around your two rows; land well and capture.
picker-play = Play { $game }
picker-drawing = The board of { $game }
picker-sources-needed = Sources needed
status-isolo-men = No reachable source gives the rules of the men's game (Popova 1979). It is listed, not playable.

## New-game dialog

new-game-title = New game: { $game }
new-game-players = Players
new-game-player = Player { $n }
new-game-name-hint = name (optional)
new-game-name-label = Name of player { $n }
player-kind-human = A person at this screen
player-kind-computer = The computer: { $level }
new-game-who-starts = Who starts:
new-game-colour = { $player } plays with:
new-game-colour-note = The colour is only for the eye: the player who starts is player one of the rules. In BLAC practice Black normally starts.
new-game-south-note = The player who starts sits at the bottom of the board (South). Turn the board round with Flip board.
new-game-options = Rules
new-game-options-note = Each choice names its sources. The first choice is the recommended reading.
new-game-default = { $value } (default)
new-game-source = { $value } · source: { $source }
new-game-start = Start position
new-game-start-forced = The traditional start is a forced win for the player who starts: with the right moves he wins whatever the other player does.
hint-new-game-start-lesson = Find the winning first move on the board
new-game-balanced = Balanced random opening (not the traditional start)
new-game-balanced-note = A few random moves are played from the traditional start, drawn again until neither player can force a win within the next { $moves } moves. The game's record keeps this start, so the saved game opens and replays from it.
source-none = no source states this; it is the app's own reading
button-start = Start the game
button-defaults = Reset to defaults
button-back = Back

## Play screen

panel-to-move = { $player } to move
panel-turn = Turn { $turn }
panel-speed = Animation:
panel-log = Turn log
panel-rules-title = The game
hint-log = Click to read the rule again
button-skip-animation = Show the end now
button-cancel = Cancel
game-over-title = Game over
button-play-again = Play again
hint-play-again = Start the same game again from its start, with the same players
result-win = { $player } wins
result-draw = Draw
result-reason = ({ $reason })
speed-off = Off
speed-hint = Animation speed. Any click or key shows the end of a running animation at once.

colour-dark = Dark
colour-light = Light
side-south = South
side-north = North

tray-in-hand = In hand: { $count }
tray-captured = Captured: { $count }
strip-seeds = { $count ->
    [one] 1 seed on this side
   *[other] { $count } seeds on this side
}
strip-overture = in overture (ng'hana protected)
strip-overture-unprotected = in overture
mark-nghana-protected = ng'hana (protected)

point-label = point { $point }, { $owner ->
    [dark] dark token
    [light] light token
   *[empty] empty
}
point-in-line = { $label }, part of an isibhamu
pit-label = pit { $pit }, { $count ->
    [one] 1 seed
   *[other] { $count } seeds
}
direction-cw-label = Sow clockwise from { $pit }
direction-ccw-label = Sow counter-clockwise from { $pit }

hover-pit = { $pit }: { $count ->
    [0] empty
    [one] 1 seed
   *[other] { $count } seeds
}
hover-point = { $point }: { $owner ->
    [dark] dark token
    [light] light token
   *[empty] empty
}
preview-ends = The first lap ends in { $pit }, which was empty: the turn ends.
preview-relay = The first lap ends in { $pit }: relay, its { $seeds } seeds are lifted and sown on.
preview-relay-protected = The first lap ends in { $pit }: the ng'hana facing it is protected, so no capture; relay, its { $seeds } seeds are lifted and sown on.
preview-capture = The first lap ends in { $pit }: capture of { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
}.
preview-capture-direction = The first lap ends in { $pit }: capture of { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
}; you then choose which way to re-sow them.
preview-offer = The first lap ends in { $pit }: a capture of { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
} is on offer (take or ndahise).
preview-direction = The first lap ends in the reverse pit { $pit }: you choose which way the relay goes.
preview-way-ccw = Counter-clockwise:
preview-way-cw = Clockwise:
preview-mark-ends = turn ends
preview-mark-relay = relay { $seeds }
preview-mark-capture = capture { $seeds }
preview-mark-offer = take { $seeds } or ndahise
preview-mark-direction = choose the way

## Prompts and decisions

prompt-place = { $player }: place a token on an empty point ({ $left } in hand).
prompt-move = { $player }: slide one of your tokens along a line to a neighbouring empty point.
prompt-move-selected = { $player }: choose where the token on { $point } goes.
prompt-fly = { $player } has three tokens and may fly: move one to any empty point.
prompt-remove = { $player } made a capture line: choose an opponent token to remove.
prompt-gift = Ilobolo: { $player }, choose one of your own tokens to give to the opponent.
prompt-sow = { $player }: choose one of your pits with at least { $min } seeds to sow.
prompt-sow-overture = { $player }: sow one of your fourteen left-hand pits, or play your ng'hana to end your overture.
prompt-take-or-ndahise = { $player }: the lap ends in { $pit }, facing seeds. Take them, or say ndahise and relay on?
prompt-ndakubye = { $player }: { $opponent } said ndahise. Save the seeds of { $pit } by moving them back (ndakubye), or keep them in place?
prompt-direction = { $player }: the lap arrives at the reverse pit { $pit }. Sow on clockwise (it captures at once) or counter-clockwise?
prompt-resow-direction = { $player }: re-sow the captured seeds from { $pit } clockwise (it captures at once) or counter-clockwise?
prompt-start-direction = { $player }: sow { $pit } counter-clockwise as usual, or clockwise for a direct capture?
prompt-arrange = { $player }: arrange your 32 seeds over your 16 pits.
button-remove = Remove { $point }
button-gift = Give { $point }
button-take = Take the seeds
button-ndahise = Ndahise (pass)
button-ndakubye = Ndakubye (retreat)
button-keep = Keep them
button-clockwise = Clockwise
button-counter-clockwise = Counter-clockwise
arrange-placed = { $count } of 32 seeds placed
arrange-inner = 4 in each inner pit
arrange-outer = 4 in each outer pit
arrange-even = 2 in every pit
arrange-clear = Clear
arrange-hint = Click a pit to add a seed, right-click to take one back.
arrange-pit = Pit { $pit }: { $count }
button-arrange-done = Done

## Settings

settings-title = Settings
settings-language = Language
settings-speed = Animation speed
settings-highlights = Highlights
settings-show-legal = Show legal moves
settings-show-last = Show the last move
settings-board = Board
settings-flipped = Turn the board round
settings-coordinates = Show coordinates
settings-blac-numbers = Number the points as BLAC does (01–25)
settings-zoom = Size
zoom-smaller = Smaller (Ctrl+minus)
zoom-normal = Normal size (Ctrl+0)
zoom-larger = Larger, e.g. for a projector (Ctrl+plus)

## Glossary

glossary-title = Glossary
glossary-intro = The games' own words stay in their own languages. Here is what they mean.
glossary-keys-title = Keys
glossary-keys = Ctrl+Z undo · Ctrl+Y redo · Ctrl+S save · Ctrl+Shift+S save as · Ctrl+O open · Ctrl+P replay the game · H hint · Ctrl+R turn the board · Ctrl+N new game · F1 rules of the game (on the picker: the glossary) · Ctrl+plus / Ctrl+minus larger / smaller, Ctrl+0 normal size · Esc cancel a selection. Playing by keyboard: the arrow keys move a ring over the points or pits, Enter or Space chooses the point or pit in the ring, Tab reaches the buttons, Esc hides the ring; a screen reader hears every effect as it is shown. Any click or key ends a running animation. In a replay: Left/Right arrow by turn, Shift+arrow step by step, Home/End, Space play or pause. In a lesson: N or Page Down next step, P or Page Up previous step, H hint, Enter confirm (while the ring is on the board, Enter chooses its point or pit).

## Records: autosave, save, open
files-autosave-failed = The game could not be autosaved: { $reason }
files-open-failed = Could not open { $file }: { $reason }
files-open-stopped = { $file } was opened up to action { $index } ({ $count } legal actions loaded): { $reason }
files-saved = Saved to { $file }
files-save-failed = Could not save to { $file }: { $reason }
files-no-place = There is no place to save the game: no data directory and no file dialog.
files-dismiss = Close
files-open-title = Open a game
files-none = No saved games yet.
button-save = Save
hint-save = Save the game (Ctrl+S)
button-open = Open
hint-open = Open a saved game (Ctrl+O)

## The computer
new-game-kind-label = Who plays as player { $n }
player-computer = Computer ({ $level })
level-beginner = Beginner
level-beginner-hint = Hardly looks ahead, misjudges positions and overlooks many captures: the weakest level, for learning the rules.
level-novice = Novice
level-novice-hint = Sees your direct reply, but misjudges positions and overlooks some captures; it wins at least seven games in ten against the Beginner.
level-intermediate = Intermediate
level-intermediate-hint = Looks a few moves ahead and rarely misses a capture; it wins at least seven games in ten against the Novice.
level-strong = Strong
level-strong-hint = A full search of up to a second a move that judges positions almost exactly; it wins at least seven games in ten against the Intermediate.
level-master = Master
level-master-hint = The deepest search, up to two seconds a move: the strongest level, though in the Isolo games hardly stronger than Strong.
panel-thinking = { $player } is thinking…
button-hint = Hint
hint-hint = Show the move the computer would play here (H)
panel-hint = Hint: { $action }
panel-hint-thinking = Looking for a good move…
panel-computer-waits = The computer plays this side: its move comes by itself.

## Replay
button-replay = Replay
hint-replay = Step through this game from its start, turn by turn or step by step (Ctrl+P)
replay-title = Replay
replay-position = Action { $action } of { $total } · turn { $turn } of { $turns }
replay-first = Start
replay-prev-turn = Previous turn
replay-prev-effect = Step back
replay-play = Play
replay-pause = Pause
replay-next-effect = Step
replay-next-turn = Next turn
replay-last = End
replay-slider = Position in the game
replay-play-on = Play on from here
replay-play-on-hint = Start a new game from this position; the record stays as it is
replay-close = Back to the game
replay-close-step = Back to the step
replay-keys = Left/Right arrow: turn · Shift+arrow: step · Home/End · Space play or pause
files-recent = Recent
files-recent-none = No recent games yet
panel-moves = Moves
panel-moves-none = No moves yet.
hint-moves = Show the game at the end of this turn (replay)

## The games library: Continue, finished games, damaged games
library-entry = { $game } · { $first } – { $second } · { $count ->
    [one] 1 turn
   *[other] { $count } turns
} · last played { $date }
library-all-games = Your games ({ $count })
hint-resume = Go on with the game you played last
button-home = Back to games
hint-home = The game picker, where every game starts
library-title = Your games
library-empty = No saved games yet: a game is kept here from its first move.
library-no-match = No game matches this search.
library-more = { $count } more: narrow the search to see them.
library-search = Search
library-search-hint = game, player or date
library-sort-newest = Newest first
library-sort-oldest = Oldest first
library-sort-game = By game
library-sort-longest = Longest first
library-filter-all = All ({ $count })
library-filter-unfinished = To continue ({ $count })
library-filter-finished = Finished ({ $count })
library-damaged-somewhere = A saved game is damaged: see Your games for what can be done.
library-unknown-game = Unknown game
library-no-name = (no name)
library-open = Resume
library-replay = Replay
library-delete = Delete…
library-delete-question = Delete this game? It cannot be undone.
library-delete-yes = Delete
library-delete-keep = Keep
library-delete-failed = The game could not be deleted: { $reason }
library-damaged = This file is damaged and is kept as it is: { $damage }
library-continue-readable = Continue from the readable part
library-leave = Leave it
library-nothing-readable = nothing in it can be read
library-continued = Continued from the readable part ({ $count ->
    [one] 1 action
   *[other] { $count } actions
}) as a new game. The damaged file is kept: { $file }
library-unavailable = Games cannot be kept in the data folder, so this game will not be saved automatically: { $reason }
library-busy-title = Inkomo is already open
library-busy = Another Inkomo is using the data folder { $dir }. To keep its games safe, this window keeps nothing and can only be closed. Close the other Inkomo first, or start this one with INKOMO_DATA_DIR set to another folder.
library-busy-close = Close

## The play bar's menus
menu-game = Game
menu-view = View
menu-help = Help
menu-save-as = Save as…
menu-rules = Rules of this game
menu-coordinates = Coordinates
menu-blac-numbers = BLAC numbers (01–25)
menu-zoom = Zoom
panel-animating = On the board now:

## The turn log of every turn so far
panel-log-turn = Turn { $turn }: { $player }
## Move list: the igisoro decisions as the list writes them (the record keeps take, keep, cw, ccw)

moves-take = take
moves-keep = keep
moves-cw = cw
moves-ccw = ccw
## Drag and drop of morris tokens
hand-label = { $player }: { $count ->
    [one] 1 token in hand
   *[other] { $count } tokens in hand
}
point-lit-target = a legal target
point-lit-movable = can move
point-lit-removable = can be removed
glossary-keys-pointer = With the mouse: click a token, then the point where it goes; or drag it there and let go. While placing, drag the next token from your hand beside the board; while moving, drag one of your tokens. The points it may go to are marked while you drag; let go anywhere else and the token goes back, still chosen. Tokens to remove are clicked.
## Files like a desktop app: the app's own Save as and Open windows, a dropped file
save-as-title = Save the game as
save-as-name = File name:
save-as-folder = Folder:
save-as-where = It will be written to { $file }
save-as-name-empty = Give the file a name.
save-as-name-invalid = A file name cannot contain / or \ or control characters, nor start with a dot.
save-as-name-long = That file name is too long: 200 characters at most.
save-as-folder-empty = Say in which folder to save it.
save-as-replace-question = “{ $file }” already exists in that folder. Replace it?
save-as-replace = Replace
save-as-save = Save
save-as-cancel = Cancel
open-path = Folder or file:
open-cancel = Cancel
open-path-go = Go
open-up = Up one folder
open-folder-empty = No games in this folder.
open-recent-elsewhere = Recent games in other folders
open-path-failed = Cannot read { $path }: { $reason }
open-library = Games library
hint-open-library = Every game you played, kept by the app
files-open-copy = { $file } holds an earlier or different version of a game in your games library, which has { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}. What you play from here is kept as a new game in the library; the library's game stays as it is.
files-drop-hint = Drop to open
files-drop-not-record = { $file } is not an Inkomo game (a .ron file), so nothing was opened.
## A balanced opening being prepared after Start
new-game-preparing = Preparing a balanced opening…
## Files of the data folder that cannot be used as they are
library-read-only = The data folder cannot be locked for this app ({ $path }: { $reason }). Your saved games are shown read-only: new moves are not saved until this is fixed.
settings-damaged = The settings file { $path } could not be read ({ $reason }): the default settings are used, and the old file was kept as { $aside }.
settings-save-failed = The settings could not be saved: { $reason }
library-listing = Reading your saved games…
## Perfect endgames (morris endgame tables)
settings-endgames = Perfect endgames
endgames-prepare = Prepare perfect endgames
endgames-prepare-hint = Works out every morris endgame with up to { $tokens } tokens a side, so that the Master level and the hint play them perfectly. Takes a few minutes, once; the result is kept for next time.
endgames-cancel = Cancel
endgames-ready = Prepared: every morris endgame with up to { $tokens } tokens a side.
endgames-failed = Preparing the endgames failed: { $reason }
panel-hint-wins = Perfect play wins this in { $plies } { $plies ->
    [one] move
   *[other] moves
} (both sides counted).
panel-hint-loses = Lost against perfect play; this holds out longest: { $plies } { $plies ->
    [one] move
   *[other] moves
} (both sides counted).
panel-hint-draws = With perfect play this is a draw.
## The new-game dialog: play the computer or two players at this screen
new-game-vs-computer = Play the computer
new-game-vs-people = Two players at this screen
new-game-your-name = Your name
new-game-level = The computer's level:
new-game-you = You
new-game-the-computer = The computer
new-game-your-colour = You play with:
## Hover text of a rule option: its name and value as records and the command line write them
new-game-option-record = In a record and on the command line: { $pair }

## The review of a game: every move marked against the best one
review-title = Review
button-review-short = Review
button-review = Review this game
hint-review = Mark every move of this game (best, good, inaccuracy, mistake, blunder) with the better move, computed by the computer at its strongest
button-review-cancel = Cancel
review-progress = Reviewing: { $done } / { $total }
button-practise-mistakes = Practise your mistakes ({ $count })
hint-practise-mistakes = Play each of your mistakes again from the position before it, and find a better move
review-mark-best = best
review-mark-good = good
review-mark-inaccuracy = inaccuracy
review-mark-mistake = mistake
review-mark-blunder = blunder
review-graph = Value over the game (click to go to a move)
review-graph-point = Before move { $number }: { $value }
review-first-wins = the first player wins by force
review-second-wins = the second player wins by force
review-drawn = drawn
review-value-tokens = { $value } tokens
review-value-seeds = { $value } seeds
review-turn = Turn { $number }: { $symbol } { $mark }
review-source-tables = Exact, from the endgame tables.
review-source-forced = Exact: a forced result found by the search.
review-source-search = By search.
review-change = From { $before } to { $after }.
review-lost = Lost against the best move: { $value }.
review-forced-win-lost = The best move wins by force; this one lets the win go.
review-forced-loss-met = This move loses by force.
review-forced-other = The best move and this one lead to different results.
review-better = Better: { $move }
button-show-better = Show the better move
review-showing-better = The better move is played out on the board.
button-take-back = Take back
review-result-drawn = drawn
review-result-won-in = { $moves ->
    [one] won in 1 move
   *[other] won in { $moves } moves
}
review-result-lost-in = { $moves ->
    [one] lost in 1 move
   *[other] lost in { $moves } moves
}
review-result-forced-win = a forced win
review-result-forced-loss = a forced loss
