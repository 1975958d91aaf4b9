# Lessons: the built-in words of the lesson core, then each lesson's own messages (docs/lessons.md).

## common

lesson-pass = Well done.
lesson-continue-from-line = That works too. The lesson goes on from its own line.
lesson-goal-play = Make the move the lesson asks for.
lesson-goal-line = Make a capture line (isibhamu) { $turns ->
    [one] with this move.
   *[other] within { $turns } moves.
}
lesson-goal-capture = Capture { $count ->
    [one] one
   *[other] { $count }
} { $turns ->
    [one] with this move.
   *[other] within { $turns } moves.
}
lesson-goal-end-overture = End the overture { $turns ->
    [one] with this move.
   *[other] within { $turns } moves.
}
lesson-goal-no-move = Leave your opponent without a move { $turns ->
    [one] with this move.
   *[other] within { $turns } moves.
}
lesson-goal-win = Win the game { $turns ->
    [one] with this move.
   *[other] within { $turns } of your moves, whatever your opponent does.
}
lesson-goal-best = Choose the best answer.
lesson-goal-last-seed = Point at the pit where the last seed of lap { $lap } lands when { $pit } is sown.
lesson-goal-captures = Point at a move that captures.
lesson-goal-removable = Point at every token that may be removed, and only those.
lesson-goal-first-gift = Point at a token of the player who gives ilobolo first.
lesson-why-reply-won = Your opponent's answer wins the game.
lesson-why-reply-removed = Your opponent answered with a capture line and removed your token on { $point }.
lesson-why-reply-captured = Your opponent answered by capturing { $count ->
    [one] one seed
   *[other] { $count } seeds
} from your pit { $pit }.
lesson-why-not-accepted = That is not the move this step asks for.
lesson-why-no-line = No capture line was made { $turns ->
    [one] with that move.
   *[other] within { $turns } moves.
}
lesson-why-captured-few = You captured { $got }, and { $need } were asked for.
lesson-why-overture-goes-on = The overture is not over yet.
lesson-why-opponent-can-move = Your opponent still has { $count ->
    [one] a move.
   *[other] { $count } moves.
}
lesson-why-no-forced-win = After that move your opponent can escape: the win is no longer forced.
lesson-why-not-best = There is a better answer: { $best }.
lesson-why-quiz-wrong = Not that one. Look again at what the rules do here.
lesson-why-quiz-missed = { $count ->
    [one] One more token may be removed.
   *[other] { $count } more tokens may be removed.
}
lesson-why-quiz-extra = The token on { $point } may not be removed.
lesson-progress-corrupt = Your lesson progress could not be read; it was kept aside and you start afresh.

## morris

## mancala
