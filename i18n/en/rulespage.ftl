# The rules page of each rule set (F1 in a game, or Rules on a picker card) (English).

rulespage-title = Rules of { $game }
picker-rules = Rules of { $game }
hint-picker-rules = How to play, how to win, every option and its sources
rulespage-board = The board
rulespage-play = How to play
rulespage-win = How to win
rulespage-draw = How a draw comes
rulespage-options = Options
rulespage-options-note = Players and writers do not all read every rule the same way. Each option below is one such reading; you choose them in the new-game dialog, and the default is the one a game starts with.
rulespage-default = Default: { $value }
rulespage-read-by = Read this way by: { $sources }
rulespage-lesson = Lesson: { $title }
hint-rulespage-lesson = Learn this rule on the board
rulespage-sources = Sources
rulespage-sources-note = Where these rules come from, and where to read them.
rulespage-glossary = Words of the games
hint-rulespage-glossary = The games' own words explained
rulespage-keys = F1 or Esc closes this page.
panel-rules-link = Rules
hint-panel-rules-link = Read this rule on the rules page (F1)
rulespage-no-draw = No rule of this game ends it in a draw.
rulespage-brings = With this value:
