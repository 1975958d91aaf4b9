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

## Sources: what a source is where its author and title do not say it, and where in it a rule
## is read (authors, titles and quotations stay as published; the arguments are the source's
## own numbering or words)
source-note-english = English edition
source-note-spanish = Spanish edition
source-note-italian = Italian edition
source-note-game-descriptions = game descriptions
source-note-via-ludii = via the Ludii database
source-note-rule-preset = mill game engine, Morabaraba rule preset
cite-read-literally = { $at }, read literally
cite-one-reading-of = one reading of { $quote }
cite-one-possible-reading = one possible reading
cite-pt-es-text = the Portuguese and Spanish text, { $at }
cite-and-pt-es-text = { $at } and the Portuguese and Spanish text, { $other }
cite-game-file = game file
cite-game-file-of = { $game } game file
cite-game-description = game description
cite-historical-summary = summary of the historical evidence
cite-game-file-and-summary = game file and summary of the historical evidence
cite-article-text = article text
cite-diagrams = diagrams
cite-silent = silent on it
