# The Learn screen and the lesson view.
picker-learn = Learn { $game }
picker-learn-all = Learn the games
learn-title = Learn
learn-back = Back to the lessons
learn-step-of = Step { $step } of { $steps }
learn-counts = { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
} · { $exercises ->
    [one] { $exercises } exercise
   *[other] { $exercises } exercises
}
learn-open = Open: { $lesson }
learn-done = done
learn-next-lesson = next
learn-reset = Reset
learn-reset-all = Reset all lessons
learn-reset-ask = Reset this lesson's progress?
learn-reset-all-ask = Reset the progress of every lesson?
learn-reset-yes = Yes, reset
learn-reset-no = Keep it
learn-kind-show = Worked example
learn-kind-guided = Your move
learn-kind-exercise = Exercise
learn-kind-quiz = Question
learn-wrong = Not this time.
learn-passed = Right!
learn-hints = Hints
learn-picked = { $count ->
    [one] { $count } chosen
   *[other] { $count } chosen
}
learn-confirm = Confirm
learn-previous = Previous
learn-next = Next
learn-retry = Try again
learn-hint = Hint
learn-play-on = Play on from here
learn-lesson-done = Lesson complete
learn-keys = Keys: N or Page Down next step · P or Page Up previous step · H hint · Enter confirm
learn-hint-rule = The rule: { $rule }
learn-hint-rule-word = The rule: { $rule } (glossary: { $word })
learn-hint-highlight = Look at the marked places on the board.
learn-hint-move = The move is marked on the board.
learn-hint-answer = One right answer is marked on the board.
learn-hint-solution = The solution is shown: this step earns no star.
learn-stars = { $stars ->
    [one] { $stars } of 3 stars
   *[other] { $stars } of 3 stars
}
learn-hint-none = No further hint for this step.
learn-stars-this-run = This time: { $stars }
learn-next-lesson-button = Next lesson: { $lesson }
learn-hint-stars-left = { $stars ->
    [0] This step now earns no star.
    [one] This step can now earn at most one star.
   *[other] This step can now earn at most { $stars } of 3 stars.
}
learn-show-rest = Show the rest
hint-learn-show-rest = Play the opponent's reply to this move

# Save (Ctrl+S) pressed while a lesson is shown.
learn-not-saved = A lesson is not saved as a game: your progress in it is kept as you go.
learn-mistakes = Your mistakes
learn-mistakes-solved = { $solved } of { $total } mended
learn-mistakes-about = Moves of your own games that a review marked as mistakes or blunders, to play again from the position before them. Any move the review would call best or good counts. One you miss comes back after one, three and seven days of play.
learn-mistakes-none = Review one of your games (“Review this game” in the side panel, after the game or in its replay): its mistakes appear here to be played again.
learn-mistake-next = Next mistake
learn-mistake-row = Turn { $turn }: { $played } ({ $mark })
learn-mistake-done = A better move found
learn-puzzles = Puzzles
learn-puzzles-solved = { $solved } of { $total } solved
learn-puzzles-due = { $count ->
    [one] one to try again today
   *[other] { $count } to try again today
}
learn-puzzles-about = Positions with a win to find, each one checked by the computer; any winning line counts. A puzzle you miss comes back after one, three and seven days of play.
learn-puzzle-next = Next puzzle
learn-next-puzzle-button = Next: { $lesson }
learn-puzzle-done = Puzzle solved
learn-trainer = Endgame trainer
learn-trainer-solved = { $solved } of { $total } solved
learn-trainer-about = Endings from the endgame tables, played against the perfect Master until the result: win the won ones, hold the drawn ones. A win that takes longer than the shortest earns fewer stars.
learn-trainer-done = Endgame done
