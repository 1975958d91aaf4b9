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

# isizulu-01-placing
lesson-isizulu-01-placing-title = Placing and the isibhamu
lesson-isizulu-01-placing-summary = Place your tokens, make a capture line and remove a token.
lesson-isizulu-01-placing-intro = Isizulu is played on three squares joined by lines, with diagonals at the corners. Each player has twelve tokens, the izingombe (cows). X begins, and the players take turns placing one token on any empty point.
lesson-isizulu-01-placing-first-moves = X places on a7, O on g1, X on d7, O on d1. Three tokens of one player along one line make an isibhamu, a capture line. X now threatens a7-d7-g7, and O threatens g1-d1-a1.
lesson-isizulu-01-placing-complete = Your turn as X: place on g7 to complete the line. Then you must remove one of O's tokens: take d1 or g1, and O's own line is broken.
lesson-isizulu-01-placing-after-capture = A removed token never comes back. Placing goes on all the same: each player places all twelve tokens, whatever was captured meanwhile.
lesson-isizulu-01-placing-diagonal = In Isizulu the corner diagonals are lines too. Find the placement that makes a capture line, then remove a token.
lesson-isizulu-01-placing-not-a-line = d6 joins nothing: a7 and c5 are linked by the diagonal through b6.
lesson-isizulu-01-placing-double = You have three lines waiting for one token each. Capture twice in your next two placements: O can block only one line at a time.

# isizulu-02-removal
lesson-isizulu-02-removal-title = Which token to remove
lesson-isizulu-02-removal-summary = After a capture line you choose the token to remove: any one, under the tournament rules.
lesson-isizulu-02-removal-line = X places on g7 and makes the isibhamu a7-d7-g7. Now X must remove one of O's tokens.
lesson-isizulu-02-removal-which = Which of O's tokens may X remove? Point at every one.
lesson-isizulu-02-removal-line-not-safe = Under the tournament rules of the BLAC Foundation any token may be taken, even one in a line: a1, d1 and g1 too.
lesson-isizulu-02-removal-other-readings = Many players elsewhere protect the tokens of a complete line. Inkomo offers that reading as an option when you start a game; the Isipowe lessons show it.
lesson-isizulu-02-removal-choose = All tokens are placed now: a move slides a token to a neighbouring empty point. Slide to make a line, and remove the token that will let you make a second one next move.
lesson-isizulu-02-removal-blocker-stays = The O token on a7 still blocks your line a1-a4-a7. Take it away, then slide d7 into a7.

# isizulu-03-movement
lesson-isizulu-03-movement-title = Moving and a blocked player
lesson-isizulu-03-movement-summary = Slide along the lines; a player who cannot move passes.
lesson-isizulu-03-movement-slides = Once all twenty-four tokens are placed, the players take turns sliding one token along a line to the next empty point; the corner diagonals are paths too. A slide that completes a line captures, as a placement does.
lesson-isizulu-03-movement-slide-line = Slide e4 down to e3: c3-d3-e3 is complete. Then remove a token.
lesson-isizulu-03-movement-blocked = A player who has no move does not lose: he passes, and his opponent moves again. Use it: close the last door of your opponent's tokens.
lesson-isizulu-03-movement-block = O's four tokens have one free point left between them. Take it away so that O must pass.
lesson-isizulu-03-movement-slide-capture = Find the slide that makes a capture line.

# isizulu-04-ilobolo
lesson-isizulu-04-ilobolo-title = Ilobolo: when the board fills
lesson-isizulu-04-ilobolo-summary = When all 24 points are taken, each player gives one token away, the first player first.
lesson-isizulu-04-ilobolo-full = O places the last token. Nobody captured while placing, so all 24 points are taken and nobody can slide.
lesson-isizulu-04-ilobolo-who = Now comes ilobolo, the bride-price: each player gives one of his own tokens. Who gives first? Point at one of his tokens.
lesson-isizulu-04-ilobolo-not-last = O placed last, but the gifts begin with the player who moved first: X.
lesson-isizulu-04-ilobolo-gifts = X gives c4 and O gives e5: each removes one of his own tokens. The gift leaves the board for good and counts as a captured token toward the ten.
lesson-isizulu-04-ilobolo-first-slide = Now X makes the first slide. The two gifts opened c4 and e5: find the slide that makes a capture line.
lesson-isizulu-04-ilobolo-choosing = How to choose a gift: it opens a point on the board. Give a token whose empty point your own tokens can use, not one only your opponent can slide into: c4 is surrounded by O, so X cannot use it.
lesson-isizulu-04-ilobolo-wrong-slide = e4 leaves the line e5-e4-e3 it should complete. Bring the token from d5 instead.

# isizulu-05-flying
lesson-isizulu-05-flying-title = Flying at three, the win and the draws
lesson-isizulu-05-flying-summary = With three tokens left a player flies; ten captures win; two rules make a draw.
lesson-isizulu-05-flying-three = X has only three tokens left. In Isizulu a player down to three may fly: move a token to any empty point, not only a neighbouring one. This is the rule, not the computer cheating; your opponent may fly too when he is down to three.
lesson-isizulu-05-flying-fly-line = Fly one token to make a capture line.
lesson-isizulu-05-flying-just-a-slide = That only moves one step. Flying lets e5 go anywhere: where does d1-a1 need a third token?
lesson-isizulu-05-flying-fly-win = A player wins when he has captured ten tokens: his opponent is down to two. O has three left. Win with one move.
lesson-isizulu-05-flying-shuffle = Watch the first draw rule: X and O slide back and forth, b2-b4 and c5-c4. When the same position comes back for the third time, with the same player to move, the game is drawn.
lesson-isizulu-05-flying-draws = Two rules end a game in a draw. If the same position comes back a third time with the same player to move, as when both players shuttle back and forth, it is a draw. And when both players have three tokens, thirty moves each without a capture make a draw.
lesson-isizulu-05-flying-last = O has three tokens and can fly; you have four and cannot. O threatens to fly into a1 and complete g1-d1-a1. Win now, before he does.
lesson-isizulu-05-flying-only-blocks = Blocking a1 stops O's line, but you can win at once instead: a7-d7 waits for g7.

# isisuthu-01-board
lesson-isisuthu-01-board-title = The Isisuthu board and the isibhamu
lesson-isisuthu-01-board-summary = Twenty-five points, twelve tokens each, and the capture line.
lesson-isisuthu-01-board-intro = Isisuthu is played on three squares and a centre point, 25 points in all. Each player has twelve tokens, the izingombe (cows). X begins; in turn each places one token on any empty point. Three of your tokens in a row along a line make an isibhamu, a capture line: you then remove one of your opponent's tokens.
lesson-isisuthu-01-board-placing = The short corner diagonals are drawn on the board, but they are paths for moving only: no capture line runs along a diagonal in Isisuthu.
lesson-isisuthu-01-board-line = Find the placement that makes a capture line, then remove a token.
lesson-isisuthu-01-board-not-a-line = d6 stands below d7 but the line d7-d6-d5 has only one of your tokens. Look along the top edge.
lesson-isisuthu-01-board-double = Three of your lines wait for one token each. Capture twice in your next two placements: O can block only one at a time.

# isisuthu-02-centre
lesson-isisuthu-02-centre-title = The centre rule
lesson-isisuthu-02-centre-summary = The centre point makes a line only as the middle of three inside the centre square.
lesson-isisuthu-02-centre-centre = The centre d4 is joined to c4, e4, d5 and d3. It makes a capture line only as the middle token of c4-d4-e4 or d5-d4-d3, inside the centre square. Three in a row reaching out to the middle square, such as b4-c4-d4, do not count.
lesson-isisuthu-02-centre-which = X holds c4, d4 and d6. Which placement makes a capture line? Point at it.
lesson-isisuthu-02-centre-outside = Three in a row, but the line reaches out of the centre square, so the centre cannot be in it.
lesson-isisuthu-02-centre-make = Now play it: make the capture line through the centre and remove a token.

# isisuthu-03-movement
lesson-isisuthu-03-movement-title = Moving, and the blocked player
lesson-isisuthu-03-movement-summary = Slide along the lines and the short diagonals; a player who cannot move passes.
lesson-isisuthu-03-movement-slides = When all tokens are placed, a move slides one token to a neighbouring empty point. The short corner diagonals are paths: X slides g7 to f6 along one. The centre is joined to its four neighbours.
lesson-isisuthu-03-movement-slide-line = Slide one token to make a capture line.
lesson-isisuthu-03-movement-not-through = From e5 the token makes no line. c4 and e4 wait for the centre between them.
lesson-isisuthu-03-movement-blocked = O slides f6 to d6, and X has no move left. X does not lose: he passes, and O moves again.
lesson-isisuthu-03-movement-block = O's four tokens have one free point left. Take it so that O must pass.

# isisuthu-04-endgame
lesson-isisuthu-04-endgame-title = The end of the game: no flying
lesson-isisuthu-04-endgame-summary = In Isisuthu nobody flies; ten captures win; two rules make a draw.
lesson-isisuthu-04-endgame-no-flying = X has three tokens left. In Isisuthu they still slide one step at a time: there is no flying in this game, unlike Isizulu.
lesson-isisuthu-04-endgame-shuffle = Watch the first draw rule: X and O slide back and forth, b2-b4 and c5-c4. When the same position comes back for the third time, with the same player to move, the game is drawn.
lesson-isisuthu-04-endgame-draws = The win goes to the player who captures ten tokens: his opponent is down to two. A game is drawn when the same position comes back a third time with the same player to move, or when both players have three tokens and thirty moves each pass without a capture.
lesson-isisuthu-04-endgame-win = O has three tokens left. Win with one move.

# isipowe-01-board
lesson-isipowe-01-board-title = Isipowe: the board without diagonals
lesson-isipowe-01-board-summary = Isizulu's rules on a board with no diagonal lines.
lesson-isipowe-01-board-intro = Isipowe was made by the BLAC Foundation: it plays like Isizulu, on 24 points, but the board has no diagonal lines. Each side has nine cows, two abelusi (herd boys) and one ibhuto (warrior group); they look different but move and are taken exactly alike.
lesson-isipowe-01-board-no-diagonal = X places on b6: in Isizulu a7-b6-c5 would be a capture line, here it is nothing, and O places on g1.
lesson-isipowe-01-board-line = Find the placement that makes a capture line.
lesson-isipowe-01-board-no-diag-line = On this board b6 joins a7 and c5 by no line. Look at a7 and a1 instead.
lesson-isipowe-01-board-double = Three lines wait for one token each. Capture twice in your next two placements.

# isipowe-02-protected
lesson-isipowe-02-protected-title = Protected lines (a variant)
lesson-isipowe-02-protected-summary = With this option, a token standing in a complete line may be taken only when all of them stand in lines.
lesson-isipowe-02-protected-line = This lesson uses a reading of the rules that many players know: the tokens of a complete line are protected. X slides g4 to g7 and makes a7-d7-g7.
lesson-isipowe-02-protected-which = O's a1, d1 and g1 stand in a line. Which O tokens may X remove now? Point at every one.
lesson-isipowe-02-protected-protected = a1, d1 and g1 form O's line, so they are protected while O has tokens outside a line.
lesson-isipowe-02-protected-all-in-lines = Only when every one of the opponent's tokens stands in a line may one of them be taken. Under the tournament rules, which Inkomo plays by default, any token may be taken.
lesson-isipowe-02-protected-take = Play it yourself: make the line and remove a token that may be taken.

# isipowe-03-flying
lesson-isipowe-03-flying-title = Flying and the end of the game
lesson-isipowe-03-flying-summary = With three tokens left a player flies; ten captures win.
lesson-isipowe-03-flying-three = As in Isizulu, a player down to three tokens may fly: move one to any empty point. It is the rule of the game, not the computer cheating, and it gives the weaker side a last chance.
lesson-isipowe-03-flying-fly-line = Fly one token to make a capture line.
lesson-isipowe-03-flying-just-a-slide = That is only one step. A flying token may land anywhere: where do d1 and a1 need a third token?
lesson-isipowe-03-flying-ilobolo = Isipowe keeps Isizulu's other rules too: when the board fills after placing, each player gives one token as ilobolo, the first player first; the gift counts toward the ten.
lesson-isipowe-03-flying-fly-win = O has three tokens left: one more capture wins. Win with one move.

# isipowe-04-annotated
lesson-isipowe-04-annotated-title = An annotated game end
lesson-isipowe-04-annotated-summary = A few moves of a real fight, explained, then your turn.
lesson-isipowe-04-annotated-position = Every token is placed; X has six tokens, O has six. X's a1-a4 waits for a7, where an O token stands; c3-d3 waits for e3.
lesson-isipowe-04-annotated-m1 = X slides e4 to e3: c3-d3-e3. He removes a7, the token that blocked his other line.
lesson-isipowe-04-annotated-m2 = O slides f6 to f4. Now g4-f4 waits for e4, the point X has just left: O threatens e5 to e4.
lesson-isipowe-04-annotated-m3 = Your turn as X. Answer the threat with a capture line of your own, and remove a token that stops O's line.
lesson-isipowe-04-annotated-blocks-only = Going back to e4 blocks O, but captures nothing. d7 can close a1-a4-a7 now that a7 is empty.

## mancala
