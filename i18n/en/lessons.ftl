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
lesson-why-no-forced-win = That move does not force the win.
lesson-why-not-best = There is a better answer: { $best }.
lesson-why-quiz-wrong = Not that one. Look again at what the rules do here.
lesson-why-quiz-missed = { $count ->
    [one] One more token may be removed.
   *[other] { $count } more tokens may be removed.
}
lesson-why-quiz-extra = The token on { $point } may not be removed.
lesson-progress-corrupt = Your lesson progress could not be read; it was kept aside and you start afresh.

## mistakes (a mistake of a reviewed game retried; $turn its turn, $played the move played, $mark the review's word: inaccuracy, mistake, blunder)

mistake-title = Turn { $turn }: find a better move
mistake-summary = You played { $played } here: { $mark ->
    [blunder] a blunder.
    [inaccuracy] an inaccuracy.
   *[other] a mistake.
}
mistake-task = In your game you played { $played } here, and the review called it { $mark ->
    [blunder] a blunder
    [inaccuracy] an inaccuracy
   *[other] a mistake
}. Find a better move: any move the review would call best or good counts.
mistake-pass = A better move: this position will not catch you out again.
lesson-goal-improve = Find a move the review would call best or good.
lesson-why-worse = The review would call this move { $mark ->
    [blunder] a blunder
    [inaccuracy] an inaccuracy
   *[other] a mistake
} too.

## puzzles (every puzzle of assets/puzzles/ uses these; $number is its number, $turns its par)

puzzle-title = Puzzle { $number }
puzzle-summary = { $turns ->
    [one] Win with one move.
   *[other] Win within { $turns } of your moves.
}
puzzle-win = { $turns ->
    [one] Find the move that wins the game at once.
   *[other] Find the way to win within { $turns } of your moves, whatever your opponent does. Any winning line counts.
}

## endgame trainer (every position of assets/trainer/ uses these; $number is its number, $turns its par, $mine and $theirs the tokens of each side)

trainer-title-win = Win { $mine } against { $theirs }
trainer-title-win-flying = Win { $mine } against { $theirs } with flying
trainer-title-hold = Hold the draw, { $mine } against { $theirs }
trainer-summary-win = { $turns ->
    [one] A won ending against the perfect Master: the shortest win takes one move.
   *[other] A won ending against the perfect Master: the shortest win takes { $turns } of your moves.
}
trainer-summary-hold = A drawn ending: hold it against the perfect Master for { $turns } of your moves.
trainer-win = You have { $mine } tokens against { $theirs }, and the position is won. Win it against the perfect Master, who defends as long as the game allows. With best play the win takes { $turns ->
    [one] one move
   *[other] { $turns } of your moves
}; a move that lets the win slip ends the try.
trainer-hold = You have { $mine } tokens against { $theirs }, and the position is drawn. The perfect Master plays to win: hold the draw for { $turns } of your moves. A move that loses ends the try.
lesson-goal-win-endgame = Keep the win with every move until you win: the shortest win takes { $turns ->
    [one] one move.
   *[other] { $turns } of your moves.
}
lesson-goal-hold-draw = Keep the draw with every move, for { $turns } of your moves.
lesson-why-slipped-win-to-draw = That move lets the win slip: with best play on both sides the game is now drawn.
lesson-why-slipped-win-to-loss = That move throws the win away: with best play your opponent now wins { $turns ->
    [one] with the next move.
   *[other] within { $turns } of their moves.
}
lesson-why-slipped-draw-to-loss = That move loses the draw: with best play your opponent now wins { $turns ->
    [one] with the next move.
   *[other] within { $turns } of their moves.
}
lesson-why-too-long = Still no win after { $turns } of your moves: the win is too far away now.

## morris

# isizulu-01-placing
lesson-isizulu-01-placing-title = Placing and the isibhamu
lesson-isizulu-01-placing-summary = Place your tokens, make a capture line and remove a token.
lesson-isizulu-01-placing-intro = Isizulu is played on three squares joined by lines, with diagonals at the corners. Each player has twelve tokens, the izingombe (cows): one player has the dark tokens, the other the light ones. Dark begins, and the players take turns placing one token on any empty point.
lesson-isizulu-01-placing-first-moves = Dark places on a7, Light on g1, Dark on d7, Light on d1. Three tokens of one player along one line make an isibhamu, a capture line. Dark now threatens a7-d7-g7, and Light threatens g1-d1-a1.
lesson-isizulu-01-placing-complete = Your turn, with the dark tokens: place on g7 to complete the line. Then you must remove one of Light's tokens: take d1 or g1, and Light's own line is broken.
lesson-isizulu-01-placing-complete-goal = Three of your tokens on one line make a capture line, and the top edge already holds two of yours.
lesson-isizulu-01-placing-after-capture = A removed token never comes back. Placing goes on all the same: each player places all twelve tokens, whatever was captured meanwhile. How the move list writes what happened: a placement is its point (g7), a slide or a flight is the point it leaves and the point it reaches (e4-e3), and a removal is an x before the point taken (xd1). So "g7 xd1" is your last turn: a placement on g7 that made a line, then the token on d1 removed. Hints name moves the same way.
lesson-isizulu-01-placing-diagonal = In Isizulu the corner diagonals are lines too. Find the placement that makes a capture line, then remove a token.
lesson-isizulu-01-placing-diagonal-goal = Look at the short diagonals at the corners: a7, b6 and c5 lie on one.
lesson-isizulu-01-placing-not-a-line = d6 joins nothing: a7 and c5 are linked by the diagonal through b6.
lesson-isizulu-01-placing-double = You have four lines waiting for one token each: a7-d7-g7, b6-b4-b2, c3-d3-e3 and the diagonal a1-b2-c3. Capture twice in your next two placements: Light can block only one line at a time.
lesson-isizulu-01-placing-double-goal = A line that waits for one token is a threat. Your opponent can block one threat with each placement, so keep one ready for your next turn.

# isizulu-02-removal
lesson-isizulu-02-removal-title = Which token to remove
lesson-isizulu-02-removal-summary = After a capture line you choose the token to remove: any one, under the tournament rules.
lesson-isizulu-02-removal-line = Dark places on g7 and makes the isibhamu a7-d7-g7 (marked). Now Dark must remove one of Light's tokens.
lesson-isizulu-02-removal-which = Which of Light's tokens may Dark remove? Point at every one.
lesson-isizulu-02-removal-which-goal = The tournament rules of the BLAC Foundation make no exception for the token you remove.
lesson-isizulu-02-removal-line-not-safe = Under the tournament rules of the BLAC Foundation any token may be taken, even one in a line: a1, d1 and g1 too.
lesson-isizulu-02-removal-other-readings = Many players elsewhere protect the tokens of a complete line. Inkomo offers that reading as an option when you start a game; the Isipowe lessons show it.
lesson-isizulu-02-removal-choose = All tokens are placed now: a move slides a token to a neighbouring empty point. Slide to make a line, and remove the token that will let you make a second one next move.
lesson-isizulu-02-removal-choose-goal = The token you remove may be the one that stands in the way of your next line.
lesson-isizulu-02-removal-blocker-stays = The Light token on a7 still blocks your line a1-a4-a7. Take it away, then slide d7 into a7.

# isizulu-03-movement
lesson-isizulu-03-movement-title = Moving and a blocked player
lesson-isizulu-03-movement-summary = Slide along the lines; a player who cannot move passes.
lesson-isizulu-03-movement-slides = Once all twenty-four tokens are placed, the players take turns sliding one token along a line to the next empty point; the corner diagonals are paths too. A slide that completes a line captures, as a placement does.
lesson-isizulu-03-movement-slide-line = Slide e4 down to e3: c3-d3-e3 is complete. Then remove a token.
lesson-isizulu-03-movement-slide-line-goal = A slide that brings a third token into a line captures, as a placement does.
lesson-isizulu-03-movement-blocked = A player who has no move does not lose: he passes, and his opponent moves again. Here Light's four tokens stand in the corners, and b6 is the last empty point next to any of them. Dark slides c5 to b6 along the diagonal: Light has no move left, so Light passes and Dark moves again.
lesson-isizulu-03-movement-block = Light's four tokens have one free point left between them. Take it away so that Light must pass.
lesson-isizulu-03-movement-block-goal = A token can only slide to an empty neighbouring point: look at the empty points next to your opponent's tokens.
lesson-isizulu-03-movement-slide-capture = Find the slide that makes a capture line.
lesson-isizulu-03-movement-slide-capture-goal = Look for two of your tokens on one line whose third point is empty and next to another token of yours.

# isizulu-04-ilobolo
lesson-isizulu-04-ilobolo-title = Ilobolo: when the board fills
lesson-isizulu-04-ilobolo-summary = When all 24 points are taken, each player gives one token away, the first player first.
lesson-isizulu-04-ilobolo-full = Light places the last token. Nobody captured while placing, so all 24 points are taken and nobody can slide.
lesson-isizulu-04-ilobolo-who = Now comes ilobolo, the bride-price: each player gives one of his own tokens. Who gives first? Point at one of his tokens.
lesson-isizulu-04-ilobolo-who-goal = The order of the gifts does not follow the last placement: it follows who began the game.
lesson-isizulu-04-ilobolo-not-last = Light placed last, but the gifts begin with the player who moved first: Dark.
lesson-isizulu-04-ilobolo-gifts = Dark gives c4 and Light gives e5: each removes one of his own tokens. The gift leaves the board for good and counts as a captured token toward the ten.
lesson-isizulu-04-ilobolo-first-slide = Now Dark makes the first slide. The two gifts opened c4 and e5: find the slide that makes a capture line.
lesson-isizulu-04-ilobolo-first-slide-goal = Only tokens next to an empty point can slide, and the gifts made the only empty points.
lesson-isizulu-04-ilobolo-choosing = How to choose a gift: it opens a point on the board. Give a token whose empty point your own tokens can use, not one only your opponent can slide into: c4 is surrounded by Light, so Dark cannot use it.
lesson-isizulu-04-ilobolo-wrong-slide = e4 leaves the line e5-e4-e3 it should complete. Bring the token from d5 instead.

# isizulu-05-flying
lesson-isizulu-05-flying-title = Flying at three, the win and the draws
lesson-isizulu-05-flying-summary = With three tokens left a player flies; ten captures win; three rules make a draw.
lesson-isizulu-05-flying-three = Dark has only three tokens left. In Isizulu a player down to three may fly: move a token to any empty point, not only a neighbouring one. This is the rule, not the computer cheating; your opponent may fly too when he is down to three.
lesson-isizulu-05-flying-fly-line = Fly one token to make a capture line.
lesson-isizulu-05-flying-fly-line-goal = With three tokens a move may end on any empty point, however far.
lesson-isizulu-05-flying-just-a-slide = That only moves one step. Flying lets e5 go anywhere: where does d1-a1 need a third token?
lesson-isizulu-05-flying-fly-win = A player wins when he has captured ten tokens: his opponent is down to two. Light has three left. Win with one move.
lesson-isizulu-05-flying-fly-win-goal = One more capture leaves your opponent with two tokens, and that wins.
lesson-isizulu-05-flying-shuffle = Watch the first draw rule: Dark and Light slide back and forth, b2-b4 and c5-c4. When the same position comes back for the third time, with the same player to move, the game is drawn.
lesson-isizulu-05-flying-draws = Three rules end a game in a draw. If the same position comes back a third time with the same player to move, as when both players shuttle back and forth, it is a draw. When both players have three tokens, they have thirty moves each to capture: sixty moves in all, counted from the moment both are down to three (a pass is not a move); then the game is drawn. And a game in which neither player can move would be drawn; on this board it cannot happen, because some token always stands next to an empty point.
lesson-isizulu-05-flying-last = Light has three tokens and can fly; you have four and cannot. Light threatens to fly into a1 and complete g1-d1-a1. Win now, before he does.
lesson-isizulu-05-flying-last-goal = Blocking one threat is not enough when you can capture at once: look for two of your tokens whose line waits for a slide.
lesson-isizulu-05-flying-only-blocks = Blocking a1 stops Light's line, but you can win at once instead: a7-d7 waits for g7.

# isisuthu-01-board
lesson-isisuthu-01-board-title = The Isisuthu board and the isibhamu
lesson-isisuthu-01-board-summary = Twenty-five points, twelve tokens each, and the capture line.
lesson-isisuthu-01-board-intro = Isisuthu is played on three squares and a centre point, 25 points in all. Each player has twelve tokens, the izingombe (cows): one player has the dark tokens, the other the light ones. Dark begins; in turn each places one token on any empty point. Three of your tokens in a row along a line make an isibhamu, a capture line: you then remove one of your opponent's tokens.
lesson-isisuthu-01-board-placing = The short corner diagonals are drawn on the board, but they are paths for moving only: no capture line runs along a diagonal in Isisuthu.
lesson-isisuthu-01-board-lines = Which three points make a line: the three points of each side of each square, twelve lines; the four short lines that cross from the outer square, through the middle one, to the inner one, a4-b4-c4 and d7-d6-d5 (marked), e4-f4-g4 and d3-d2-d1; and the two through the centre, c4-d4-e4 and d5-d4-d3. Eighteen lines in all, none of them diagonal.
lesson-isisuthu-01-board-notation = How the move list writes what happened: a placement is its point (d4), a slide is the point it leaves and the point it reaches (g7-f6), and a removal is an x before the point taken (xb4). Hints name moves the same way.
lesson-isisuthu-01-board-line = Find the placement that makes a capture line, then remove a token.
lesson-isisuthu-01-board-line-goal = A line is three points along one side of a square, or one of the short lines that cross between the squares.
lesson-isisuthu-01-board-not-a-line = d6 stands below d7 but the line d7-d6-d5 has only one of your tokens. Look along the top edge.
lesson-isisuthu-01-board-double = Three of your lines wait for one token each. Capture twice in your next two placements: Light can block only one at a time.
lesson-isisuthu-01-board-double-goal = A line that waits for one token is a threat. Your opponent can block one threat with each placement, so keep one ready for your next turn.

# isisuthu-02-centre
lesson-isisuthu-02-centre-title = The centre rule
lesson-isisuthu-02-centre-summary = The centre point makes a line only as the middle of three inside the inner square.
lesson-isisuthu-02-centre-centre = The centre d4 is joined to c4, e4, d5 and d3. It makes a capture line only as the middle token of c4-d4-e4 or d5-d4-d3, inside the inner square. Three in a row reaching out to the middle square, such as b4-c4-d4, do not count.
lesson-isisuthu-02-centre-which = Dark holds c4, d4, d6 and g1. Which placement makes a capture line? Point at it.
lesson-isisuthu-02-centre-which-goal = The centre counts only as the middle of a line inside the inner square.
lesson-isisuthu-02-centre-outside = Three in a row, but the line reaches out of the inner square, so the centre cannot be in it.
lesson-isisuthu-02-centre-make = Now play it: make the capture line through the centre and remove a token.
lesson-isisuthu-02-centre-make-goal = The centre counts only as the middle of c4-d4-e4 or d5-d4-d3.

# isisuthu-03-movement
lesson-isisuthu-03-movement-title = Moving, and the blocked player
lesson-isisuthu-03-movement-summary = Slide along the lines and the short diagonals; a player who cannot move passes.
lesson-isisuthu-03-movement-slides = When all tokens are placed, a move slides one token to a neighbouring empty point. The short corner diagonals are paths: Dark slides g7 to f6 along one. The centre is joined to its four neighbours.
lesson-isisuthu-03-movement-slide-line = Slide one token to make a capture line.
lesson-isisuthu-03-movement-slide-line-goal = The centre is a neighbour of c4, e4, d5 and d3, and it counts as the middle of a line.
lesson-isisuthu-03-movement-not-through = From e5 the token makes no line. c4 and e4 wait for the centre between them.
lesson-isisuthu-03-movement-blocked = Light slides f6 to d6, and Dark has no move left. Dark does not lose: he passes, and Light moves again.
lesson-isisuthu-03-movement-block = Light's four tokens have one free point left. Take it so that Light must pass.
lesson-isisuthu-03-movement-block-goal = A token can only slide to an empty neighbouring point: look at the empty points next to your opponent's tokens.

# isisuthu-04-endgame
lesson-isisuthu-04-endgame-title = The end of the game: no flying
lesson-isisuthu-04-endgame-summary = In Isisuthu nobody flies; ten captures win; three rules make a draw.
lesson-isisuthu-04-endgame-no-flying = Dark has three tokens left. In Isisuthu they still slide one step at a time: there is no flying in this game, unlike Isizulu.
lesson-isisuthu-04-endgame-shuffle = Watch the first draw rule: Dark and Light slide back and forth, b2-b4 and c5-c4. When the same position comes back for the third time, with the same player to move, the game is drawn.
lesson-isisuthu-04-endgame-draws = The win goes to the player who captures ten tokens: his opponent is down to two. A game is drawn when the same position comes back a third time with the same player to move, or when both players have three tokens and thirty moves each pass without a capture: sixty moves in all, counted from the moment both are down to three (a pass is not a move). A game in which neither player can move would be drawn too; on this board it cannot happen, because some token always stands next to an empty point.
lesson-isisuthu-04-endgame-win = Light has three tokens left. Win with one move.
lesson-isisuthu-04-endgame-win-goal = One more capture leaves your opponent with two tokens, and that wins; no token flies in Isisuthu.

# isipowe-01-board
lesson-isipowe-01-board-title = Isipowe: the board without diagonals
lesson-isipowe-01-board-summary = Isizulu's rules on a board with no diagonal lines.
lesson-isipowe-01-board-intro = Isipowe was made by the BLAC Foundation: it plays like Isizulu, on 24 points, but the board has no diagonal lines. Each side has nine cows, two abelusi (herd boys) and one ibhuto (warrior group). The rules only count them: which token is which changes nothing, for they move, make lines and are taken exactly like cows.
lesson-isipowe-01-board-kinds = Watch six placements each. Inkomo draws each player's third token as a herd boy and his sixth as the warrior group (his ninth is the second herd boy), and all the others as cows. Only the drawing differs.
lesson-isipowe-01-board-no-diagonal = Dark places on b6: in Isizulu a7-b6-c5 would be a capture line, here it is nothing, and Light places on g1.
lesson-isipowe-01-board-notation = How the move list writes what happened: a placement is its point (b6), a slide or a flight is the point it leaves and the point it reaches (e4-e3), and a removal is an x before the point taken (xd7). Hints name moves the same way.
lesson-isipowe-01-board-line = Find the placement that makes a capture line.
lesson-isipowe-01-board-line-goal = Only the sides of the squares and the four short lines between them are lines here.
lesson-isipowe-01-board-no-diag-line = On this board b6 joins a7 and c5 by no line. Look at a7 and a1 instead.
lesson-isipowe-01-board-double = Three lines wait for one token each. Capture twice in your next two placements.
lesson-isipowe-01-board-double-goal = A line that waits for one token is a threat. Your opponent can block one threat with each placement, so keep one ready for your next turn.

# isipowe-02-protected
lesson-isipowe-02-protected-title = Protected lines (a variant)
lesson-isipowe-02-protected-summary = With this option, a token standing in a complete line may be taken only when all of them stand in lines.
lesson-isipowe-02-protected-line = This lesson uses a reading of the rules that many players know: the tokens of a complete line are protected. Dark slides g4 to g7 and makes a7-d7-g7 (marked).
lesson-isipowe-02-protected-which = Light's a1, d1 and g1 stand in a line. Which Light tokens may Dark remove now? Point at every one.
lesson-isipowe-02-protected-which-goal = Under this reading a token in a complete line is safe while its owner has tokens outside a line.
lesson-isipowe-02-protected-protected = a1, d1 and g1 form Light's line, so they are protected while Light has tokens outside a line.
lesson-isipowe-02-protected-all-in-lines = Only when every one of the opponent's tokens stands in a line may one of them be taken. Under the tournament rules, which Inkomo plays by default, any token may be taken.
lesson-isipowe-02-protected-take = Play it yourself: make the line and remove a token that may be taken.
lesson-isipowe-02-protected-take-goal = The line is the one you just saw; the removal must spare the tokens of Light's line.

# isipowe-03-flying
lesson-isipowe-03-flying-title = Flying and the end of the game
lesson-isipowe-03-flying-summary = With three tokens left a player flies; ten captures win.
lesson-isipowe-03-flying-three = As in Isizulu, a player down to three tokens may fly: move one to any empty point. It is the rule of the game, not the computer cheating, and it gives the weaker side a last chance.
lesson-isipowe-03-flying-fly-line = Fly one token to make a capture line.
lesson-isipowe-03-flying-fly-line-goal = With three tokens a move may end on any empty point, however far.
lesson-isipowe-03-flying-just-a-slide = That is only one step. A flying token may land anywhere: where do d1 and a1 need a third token?
lesson-isipowe-03-flying-ilobolo = Isipowe keeps Isizulu's other rules too: when the board fills after placing, each player gives one token as ilobolo, the first player first, and the gift counts toward the ten. The draws are the same: a position that comes back a third time with the same player to move; thirty moves each without a capture once both players are down to three (sixty moves in all, a pass not counted); and a game in which neither player can move, which this board never allows.
lesson-isipowe-03-flying-fly-win = Light has three tokens left: one more capture wins. Win with one move.
lesson-isipowe-03-flying-fly-win-goal = One more capture leaves your opponent with two tokens, and that wins.

# isipowe-04-annotated
lesson-isipowe-04-annotated-title = An annotated game end
lesson-isipowe-04-annotated-summary = A few moves of a real fight, explained, then your turn.
lesson-isipowe-04-annotated-position = Every token is placed; Dark has six tokens, Light has six. Dark's a1-a4 waits for a7, where a Light token stands; c3-d3 waits for e3.
lesson-isipowe-04-annotated-m1 = Dark slides e4 to e3: c3-d3-e3. He removes a7, the token that blocked his other line.
lesson-isipowe-04-annotated-m2 = Light slides f6 to f4. Now g4-f4 waits for e4, the point Dark has just left: Light threatens e5 to e4.
lesson-isipowe-04-annotated-m3 = Your turn, with the dark tokens. Answer the threat with a capture line of your own, and remove a token that stops Light's line.
lesson-isipowe-04-annotated-m3-goal = Your removal can answer a threat: take a token of the line Light is building, or the one that would complete it.
lesson-isipowe-04-annotated-blocks-only = Going back to e4 blocks Light, but captures nothing. d7 can close a1-a4-a7 now that a7 is empty.
lesson-isipowe-04-annotated-threat-stays = That makes your line, but Light's threat stays: e5 can still slide to e4 and complete g4-f4-e4. Remove a token of that line, or the one that would complete it.

## mancala

# Isolo (women's game), lesson 1
lesson-isolo-women-01-sowing-title = Sowing: your rows and the circuit
lesson-isolo-women-01-sowing-summary = Each player owns the two rows nearest him and sows counter-clockwise around them; a lap that ends in an empty pit ends the turn.
lesson-isolo-women-01-sowing-board = This is the isolo, the Sukuma board: four rows of eight pits. You play South. The two rows nearest you are yours: the outer row, S-o1 to S-o8 from left to right, and the inner row in front of it, S-i1 to S-i8. North owns the other two. In the women's game every pit starts with two seeds, busolo, 64 in all. Your seeds never leave your own sixteen pits.
lesson-isolo-women-01-sowing-facing = Which pits face each other: your inner pit S-ik faces North's two pits of the same column, N-i(9−k) and N-o(9−k), for North counts his pits from his own left. So S-i6 faces N-i3 and N-o3 (marked), and S-i1 faces N-i8 and N-o8. Only inner pits face the other side: the captures of lesson 3 take from the pits facing the one where a lap ends.
lesson-isolo-women-01-sowing-first-sowing = A move: take all the seeds of one of your pits that holds at least two, and drop them one by one into the following pits, counter-clockwise: to the right along the outer row, up into the inner row at the right-hand end, to the left along the inner row, and down again at the left-hand end. Here S-o1 holds four seeds: they go into S-o2, S-o3, S-o4 and S-o5. The last one fell into an empty pit, so the turn is over. The Sukuma say the turn dies (kucha).
lesson-isolo-women-01-sowing-notation = The move list writes a move by the pit sown, in the sower's own names without the side: the move you just made was i2. North's moves are written the same way from his side, so North's o1 is N-o1.
lesson-isolo-women-01-sowing-corner = You sow the three seeds of S-o7. Where does the last one land? Point at the pit.
lesson-isolo-women-01-sowing-corner-goal = Sowing runs counter-clockwise: to the right along your outer row, then up into your inner row at the right-hand end.
lesson-isolo-women-01-sowing-inner-runs-left = Not quite. After S-o8 the seeds climb into S-i8 and then run to the left along the inner row: S-o8, S-i8, S-i7.
lesson-isolo-women-01-sowing-own-rows = Your seeds never go into North's rows: after the end of your outer row they carry on in your own inner row.
lesson-isolo-women-01-sowing-left-end = Now sow S-i2 yourself. Watch the left-hand end: after S-i1 the seeds go down into S-o1 and carry on to the right.
lesson-isolo-women-01-sowing-left-end-goal = At the left-hand end of your inner row the seeds go down into your outer row.
lesson-isolo-women-01-sowing-reach-inner = Your turn: find a move whose last seed falls in your inner row.
lesson-isolo-women-01-sowing-reach-inner-goal = Sow a pit so that its last seed lands in one of your inner pits, S-i1 to S-i8.
lesson-isolo-women-01-sowing-stays-outer = S-o1 holds four seeds: they stay in the outer row and the last one falls into S-o5. Try a pit with more seeds, or one nearer the right-hand end.

# Isolo (women's game), lesson 2
lesson-isolo-women-02-relay-title = Relay sowing
lesson-isolo-women-02-relay-summary = When the last seed falls into a pit that already holds seeds, you lift them all and sow on: one turn can be many laps.
lesson-isolo-women-02-relay-relay-chain = S-o1 holds two seeds: one into S-o2, one into S-o3. S-o3 was not empty, so the lap does not end there: you lift all its seeds, the one just dropped too, and sow on from the next pit. This is relay sowing. Two seeds again: S-o4, S-o5. S-o5 held three, so you lift four and go on: S-o6, S-o7, S-o8, S-i8. S-i8 was empty: the turn is over. One move, three laps.
lesson-isolo-women-02-relay-second-lap = You sow S-o5. Where does the last seed of the second lap land? Point at the pit.
lesson-isolo-women-02-relay-second-lap-goal = When a lap ends in a pit that held seeds, all its seeds, the last one too, are lifted and sown on: that is the next lap.
lesson-isolo-women-02-relay-that-is-lap-one = S-o8 is where the first lap ends. Its eleven seeds are lifted and make the second lap: count eleven pits from S-i8.
lesson-isolo-women-02-relay-check-it = Now sow S-o5 yourself and check your answer: the first lap ends in S-o8, the second in S-o3, and the third in the empty S-o5, the pit you started from.
lesson-isolo-women-02-relay-check-it-goal = Each lap starts from the pit after the one where the last lap ended, and a lap that ends in an empty pit ends the turn.
lesson-isolo-women-02-relay-full-round = A big pit can go all the way round. S-i1 holds sixteen seeds, as many as your pits: one seed goes into every pit of your circuit, and the sixteenth falls back into S-i1 itself, which has been empty since you lifted it. So the turn ends there: the pit you sowed from is not skipped.
lesson-isolo-women-02-relay-three-laps = Your turn: find a move that makes three laps.
lesson-isolo-women-02-relay-three-laps-goal = Choose a pit whose sowing relays twice before the turn ends.
lesson-isolo-women-02-relay-one-lap-only = The ten seeds of S-o8 go round to S-o2, which was empty: one lap and the turn is over.

# Isolo (women's game), lesson 3
lesson-isolo-women-03-capture-title = The capture
lesson-isolo-women-03-capture-summary = A lap that ends in one of your occupied inner pits takes the seeds facing it and sows them on; three readings of where they are sown from.
lesson-isolo-women-03-capture-first-capture = S-o7 sows four seeds: S-o8, S-i8, S-i7 and S-i6. S-i6 already held seeds, and it is in your inner row, facing North's N-i3 and N-o3. When the last seed of a lap falls into an occupied inner pit and at least one of the two facing pits holds seeds, you capture: you take the seeds of both facing pits. They stay in play: you sow them again, on your side, from the pit the capturing lap started from, S-o7. The last of the four falls into S-i6 again; the pits facing it are empty now, so it relays, and the turn ends in S-i2.
lesson-isolo-women-03-capture-which-captures = Which of your moves captures? Point at a pit whose sowing makes a capture.
lesson-isolo-women-03-capture-which-captures-goal = A capture needs the last seed of a lap in one of your occupied inner pits, with seeds in at least one of the two pits facing it.
lesson-isolo-women-03-capture-inner-ends-empty = S-i6's two seeds fall into S-i5 and S-i4, both empty: the turn ends without a capture.
lesson-isolo-women-03-capture-o1-ends-empty = S-o1 relays once from S-o7, but the second lap ends in the empty S-i5: no capture.
lesson-isolo-women-03-capture-take-four = Capture at least four seeds.
lesson-isolo-women-03-capture-take-four-goal = A lap that ends in an occupied inner pit with seeds facing it takes them, and the captured seeds are sown on.
lesson-isolo-women-03-capture-w1-lap-start = The start of a game: South sows S-i1. The relays run along the outer row, and the lap from S-o8 ends in S-i6, facing N-i3 and N-o3: four seeds are taken. Where are they sown from? Wikimanqala (Isolo II, the women's game) says: from the pit the capturing lap started from, here S-o8. This is how the app plays by default. The four seeds go into S-i8 to S-i5, and S-i5 captures again, sown once more from S-o8. South takes eight seeds in all.
lesson-isolo-women-03-capture-w1-capture-pit = The same move under another reading. The Spanish and English Wikipedia articles on Isolo sow the captured seeds on from the pit where the capturing seed fell, S-i6. Now the four seeds go into S-i5 to S-i2, S-i2 captures N-i7 and N-o7, and the turn goes on from there. Eight seeds again, but a different board at the end.
lesson-isolo-women-03-capture-w1-turn-origin = A third reading, which the Italian and French Wikipedia articles allow: the captured seeds start again from the pit the whole move began from, S-i1. The four seeds then go into S-o1 to S-o4 and relay along the outer row to the empty S-o8: a single capture, four seeds. A new game lets you choose among the three readings in its options.
lesson-isolo-women-03-capture-big-haul = A position from a real game. Capture at least sixteen seeds in one turn.
lesson-isolo-women-03-capture-big-haul-goal = One move can capture several times: find the one whose captures add up to sixteen seeds or more.
lesson-isolo-women-03-capture-north-answers = Now you are North, after South's S-i1 under the app's own reading, the first of the three. Capture at least twenty seeds.
lesson-isolo-women-03-capture-north-answers-goal = The captured seeds are sown on from the start of the capturing lap, and a lap that ends in another of your occupied inner pits captures again.
lesson-isolo-women-03-capture-o5-inner-only = N-o5 captures from one occupied facing pit only: one is enough for a capture, but look for a sowing whose relays capture again and again.

# Isolo (women's game), lesson 4
lesson-isolo-women-04-singletons-title = Single seeds: the end of the game
lesson-isolo-women-04-singletons-summary = A pit with a single seed cannot be sown; a player who has no pit with two seeds cannot move and loses.
lesson-isolo-women-04-singletons-only-singles = Late in the game. North has four seeds left: a pair in N-o5 and single seeds in N-i2 and N-i6. A single seed can never be sown, so North's only move is N-o5. And a player who cannot move when his turn comes loses the game.
lesson-isolo-women-04-singletons-the-winning-move = South sows S-i7: the lap ends in S-i4, facing N-i5 (empty) and N-o5 (two seeds): capture. North is left with two single seeds, cannot move, and loses.
lesson-isolo-women-04-singletons-leave-no-move = Another ending. North has a pair in N-o3 and two single seeds. Leave North without a move.
lesson-isolo-women-04-singletons-leave-no-move-goal = A player with no pit of two seeds or more cannot move: North's pair is the one to take.
lesson-isolo-women-04-singletons-o2-leaves-a-pair = S-o2 ends in the empty S-i5 without a capture, and North still has the pair in N-o3 to sow. Find a lap that ends in S-i6, facing it.

# Isolo (women's game), lesson 5
lesson-isolo-women-05-start-puzzle-title = Puzzle: the winning start
lesson-isolo-women-05-start-puzzle-summary = From the start of the women's game South can force a win within three turns: find a first move that does it.
lesson-isolo-women-05-start-puzzle-why-it-is-a-puzzle = Every pit holds two seeds, so whatever you sow, the last seed falls into an occupied pit: every first move relays, and most of them capture. The first player of the women's game can force a win from here if he finds the right first move. Can you?
lesson-isolo-women-05-start-puzzle-win-in-three = Win within three of your turns, whatever North does.
lesson-isolo-women-05-start-puzzle-win-in-three-goal = Win the game within three of your turns against any defence: after your last move North must have no pit with two seeds.
lesson-isolo-women-05-start-puzzle-i1-falls-short = S-i1 captures, but North keeps enough pairs to fight back. Look at the middle of your rows.

# Isolo (boys' game), lesson 1
lesson-isolo-boys-01-preparation-title = The traditional preparation
lesson-isolo-boys-01-preparation-summary = How Sukuma boys lay out the start of their game by hand, seed by seed, from two seeds in every pit.
lesson-isolo-boys-01-preparation-two-each = The boys' game does not start with two seeds in every pit, but it is laid out from there. Wikimanqala (Isolo, Sukuma boys) describes how; each player prepares his own side in the same way. First: two seeds in every pit. The pit marked ng'hana, the right-hand pit of each outer row, is the one the preparation gathers the seeds into; "protected" on its label is a rule of the opening, taught in the third lesson.
lesson-isolo-boys-01-preparation-outer-to-nghana = Second: all the seeds of the outer row go into its right-hand pit, S-o8. That pit is the ng'hana, the privileged pit: now it holds sixteen.
lesson-isolo-boys-01-preparation-one-down = Third: one seed from each inner pit goes down into the outer pit of its column. Each inner pit keeps one seed; the ng'hana has seventeen.
lesson-isolo-boys-01-preparation-relay-to-nghana = Fourth: a relay sowing, as in play, from the right-hand inner pit S-i8. Its single seed falls into S-i7, which now holds two: lift them and sow on. Every lap carries two seeds, and the last one ends exactly in the ng'hana, which is where the sowing stops.
lesson-isolo-boys-01-preparation-one-to-i7 = Fifth: one seed from the ng'hana into S-i7, the second inner pit from the right. The ng'hana is back to seventeen.
lesson-isolo-boys-01-preparation-the-start = This is the start of the boys' game, the table the Spanish and English Wikipedia articles on Isolo give: on each side 2 0 2 0 2 0 2 17 in the outer row and 0 2 0 2 0 2 1 0 in the inner row, 32 seeds each.
lesson-isolo-boys-01-preparation-facing = Which pits face each other: your inner pit S-ik faces North's N-i(9−k) and N-o(9−k), the two pits of the same column, for North counts from his own left. S-i4 faces N-i5 and N-o5 (marked). The move list writes a move by the pit sown, in the sower's own names: i4, o8.
lesson-isolo-boys-01-preparation-first-capture = A capture on your very first move: take at least three seeds.
lesson-isolo-boys-01-preparation-first-capture-goal = Make a lap end in one of your occupied inner pits while North has seeds facing it.
lesson-isolo-boys-01-preparation-o1-quiet = S-o1 relays once and ends in the empty S-o6: no capture. Try a short sowing in your inner row.

# Isolo (boys' game), lesson 2
lesson-isolo-boys-02-overture-title = The overture on fourteen pits
lesson-isolo-boys-02-overture-summary = Until he plays his ng'hana, a player sows on his fourteen left-hand pits only.
lesson-isolo-boys-02-overture-fourteen-pits = Each player begins the boys' game in his overture. Until he sows his ng'hana, he plays on his fourteen left-hand pits only, the ones marked: S-o1 to S-o7 and S-i7 to S-i1, as if the board had seven columns. His column 8, the ng'hana S-o8 and the pit S-i8 in front of it, is left out of every lap.
lesson-isolo-boys-02-overture-where-o7 = You sow the two seeds of S-o7 during your overture. Where does the last one land? Point at the pit.
lesson-isolo-boys-02-overture-where-o7-goal = During the overture your column 8 is left out of every lap.
lesson-isolo-boys-02-overture-column-eight-skipped = During the overture column 8 is skipped: from S-o7 the seeds go straight up into S-i7, and then S-i6.
lesson-isolo-boys-02-overture-o7-captures = S-o7's two seeds go into S-i7 and S-i6, as marked. S-i6 faces N-i3, which is empty, and N-o3, which holds two: one occupied pit facing you is enough, so you capture. The lap started from S-o7, so the seeds are sown again from there, and the relays capture three more times: nine seeds in all.
lesson-isolo-boys-02-overture-best-opening = From the start, find a move that captures at least nine seeds.
lesson-isolo-boys-02-overture-best-opening-goal = A lap that ends in an occupied inner pit facing seeds captures, and the captured seeds are sown again from the lap's start, which can capture once more.
lesson-isolo-boys-02-overture-o8-eight = The ng'hana captures, but not enough, and sowing it ends your overture. Look at the pit just left of column 8.

# Isolo (boys' game), lesson 3
lesson-isolo-boys-03-protected-title = The protected ng'hana
lesson-isolo-boys-03-protected-summary = While its owner is in his overture, the ng'hana column cannot be captured.
lesson-isolo-boys-03-protected-two-moves = South opens with S-i4 and captures three seeds; North answers with N-o5.
lesson-isolo-boys-03-protected-protected = South sows S-i3: the lap ends in S-i1, which holds seeds. S-i1 faces N-i8, empty, and N-o8, North's ng'hana with seventeen seeds. But North is still in his overture: his ng'hana column cannot be captured and counts as empty. So there is no capture, and S-i1 relays into the outer row.
lesson-isolo-boys-03-protected-unprotected = Why the rule matters: here is the same move under another reading, one of the options of a new game, in which the ng'hana column is never protected. S-i1 takes all seventeen seeds of the ng'hana, and the captures go on: South ends with 59 seeds against 5.
lesson-isolo-boys-03-protected-capture-elsewhere = Back to the real rule. Capture at least seven seeds.
lesson-isolo-boys-03-protected-capture-elsewhere-goal = The ng'hana column is out of reach: capture seven seeds or more from other columns.
lesson-isolo-boys-03-protected-i3-protected = S-i3 ends in S-i1, facing only the protected ng'hana: no capture.

# Isolo (boys' game), lesson 4
lesson-isolo-boys-04-nghana-title = Playing the ng'hana
lesson-isolo-boys-04-nghana-summary = Sowing the ng'hana ends the overture: from then on the player uses all sixteen pits, and his column 8 can be captured.
lesson-isolo-boys-04-nghana-south-plays-nghana = South sows his ng'hana on the first move. That ends his overture, so these seventeen seeds take the full circuit of sixteen pits: the first goes into S-i8, the sixteenth into S-o8 itself and the seventeenth into S-i8 again, which now captures the two seeds of N-o1. The turn goes on: four captures, eight seeds in all.
lesson-isolo-boys-04-nghana-now-open = From now on South sows on all sixteen pits, and his column 8 (marked) is an ordinary column: North may capture it, even while North is still in his own overture. North's ng'hana stays protected until North sows it.
lesson-isolo-boys-04-nghana-north-answers = You are North now. Capture at least twenty seeds.
lesson-isolo-boys-04-nghana-north-answers-goal = Your own ng'hana is still protected, but South's column 8 is open now, and a big pit sows far.
lesson-isolo-boys-04-nghana-o3-small = N-o3 captures, but little. Your biggest pit can do much more.
lesson-isolo-boys-04-nghana-end-it = Back to the position of the last lesson, South to move. Here too the ng'hana is a strong move: end your overture.
lesson-isolo-boys-04-nghana-end-it-goal = Play the move that ends your overture.

# Igisoro, lesson 1
lesson-igisoro-01-sowing-title = Sowing in Igisoro
lesson-igisoro-01-sowing-summary = The start with four seeds in every inner pit, the counter-clockwise circuit and relay sowing.
lesson-igisoro-01-sowing-board = This is the igisoro of Rwanda and Burundi: four rows of eight pits, each pit an icúba. You play South, and the two rows nearest you are yours. At the start four seeds lie in each pit of the two inner rows, and the outer rows are empty. A move lifts all the seeds of one of your pits that holds at least two and sows them one by one, counter-clockwise, around your own sixteen pits.
lesson-igisoro-01-sowing-reverse-marks = The pits with a curved arrow (marked here) are the reverse pits: both ends of each outer row and the second pit from each end of each inner row. From them, or on arriving at them, a lap may go clockwise, but only when that lap captures at once. Lesson 4 shows how; until then every sowing goes counter-clockwise.
lesson-igisoro-01-sowing-facing = Which pits face each other: your inner pit S-ik faces North's N-i(9−k) and N-o(9−k), the two pits of the same column, for North counts from his own left. S-i5 faces N-i4 and N-o4 (marked). Only inner pits face the other side; captures take from the two pits facing the pit where a lap ends.
lesson-igisoro-01-sowing-g1 = S-i4 sows its four seeds to the left: S-i3, S-i2, S-i1, and down into S-o1, which was empty, so the turn is over. This is the first move drawn in the English Wikipedia article on Igisoro.
lesson-igisoro-01-sowing-notation = The move list writes a move by the pit sown, in the sower's own names without the side: this move was i4. North's moves are written from his side in the same way.
lesson-igisoro-01-sowing-relay-no-capture = S-i5: four seeds into S-i4, S-i3, S-i2 and S-i1. S-i1 held seeds and it is an inner pit: does it capture? In Igisoro a capture needs seeds in both facing pits. S-i1 faces N-i8, which holds four, and N-o8, which is empty: no capture. So it relays: the five seeds of S-i1 go into S-o1 to S-o5, and the turn ends there.
lesson-igisoro-01-sowing-where-i8 = You sow S-i8 from the start. Where does its first lap end? Point at that pit.
lesson-igisoro-01-sowing-where-i8-goal = The first seed goes into the pit after the one you lift, and sowing runs counter-clockwise: to the left along your inner row.
lesson-igisoro-01-sowing-count-from-next = The first seed goes into the pit after the one you lifted, S-i7: the four seeds reach S-i4.
lesson-igisoro-01-sowing-one-lap = Find a first move that ends after a single lap.
lesson-igisoro-01-sowing-one-lap-goal = Sow a pit whose last seed falls into an empty pit straight away.
lesson-igisoro-01-sowing-i6-relays = The last seed of S-i6 falls into S-i2, which holds seeds: it relays on. Pits nearer the left-hand end reach the empty outer row at once.

# Igisoro, lesson 2
lesson-igisoro-02-capture-title = The capture in Igisoro
lesson-igisoro-02-capture-summary = A lap ending in your occupied inner pit captures when both facing pits hold seeds; the captured seeds are sown again from the pit where the turn began.
lesson-igisoro-02-capture-opening = Three quiet moves: S-i2, N-i3, S-i1. Look at South's column 5: S-i5 holds four seeds and S-o5 one. Both pits of that column hold seeds, so a North lap that ends in the pit facing them, N-i4, while N-i4 holds seeds, can capture them.
lesson-igisoro-02-capture-north-captures = You are North. Capture five seeds.
lesson-igisoro-02-capture-north-captures-goal = End a lap in one of your occupied inner pits that faces two occupied pits, then take.
lesson-igisoro-02-capture-after-the-capture = North's lap ended in N-i4, facing S-i5 and S-o5: he took their five seeds. The seeds in play are inká, "cows", and a capture brings the cows into your own herd. North sowed them again from N-i8, the pit where his turn began, so they went down the same pits as his first lap, and the last one fell into the empty N-i3.
lesson-igisoro-02-capture-two-relays = A new game: S-i5, N-i1, S-i3, N-i5. Now it is South's turn again.
lesson-igisoro-02-capture-south-captures = Capture two seeds.
lesson-igisoro-02-capture-south-captures-goal = Look for a chain of relays that ends in an occupied inner pit facing two occupied pits.

# Igisoro, lesson 3
lesson-igisoro-03-ndahise-title = Ndahise and ndakubye
lesson-igisoro-03-ndahise-summary = A capture may be declined with "ndahise" to relay on; the opponent may answer "ndakubye" and pull his seeds to safety.
lesson-igisoro-03-ndahise-g3 = The opening of the last lesson, but this time North says "ndahise!", "I pass": he declines the capture at N-i4 and relays on from there, as if there were no capture. South may answer at once "ndakubye!", "I retreat": he moves all the seeds of the threatened inner pit, S-i5, into the pit behind it, S-o5. With S-i5 empty that column cannot be captured any more. The rules come from Wikinfo, Igisoro, and the English Wikipedia article.
lesson-igisoro-03-ndahise-notation = In the move list these decisions are written as words: take, ndahise (decline the capture), ndakubye (retreat) and keep (leave the seeds where they are). This example reads i2 i3 i1 i8 ndahise ndakubye.
lesson-igisoro-03-ndahise-the-offer = A position from a real game. South sows S-i2; after relays the lap ends in S-i7, facing N-i2 and N-o2, both full: a capture of nine seeds is on offer.
lesson-igisoro-03-ndahise-take-or-pass = Take the nine seeds, or say ndahise and relay on from S-i7? Choose the better answer.
lesson-igisoro-03-ndahise-take-or-pass-goal = Compare what taking gives now with what the relay from S-i7 can reach, and remember that North may answer ndakubye.
lesson-igisoro-03-ndahise-decline-it = Here is the same move with ndahise. By declining, South keeps the turn going from S-i7: its two seeds reach S-i5, where another capture is waiting. That is what a relay can gain. But first North answers.
lesson-igisoro-03-ndahise-answer-ndahise = You are North. South said ndahise at S-i7, and your N-i2 is threatened. Answer: ndakubye or keep?
lesson-igisoro-03-ndahise-answer-ndahise-goal = Choose the answer that loses the fewest seeds: a retreat empties N-i2, so that column can no longer be captured.
lesson-igisoro-03-ndahise-g3-again = Back to the first example: North has just said ndahise at N-i4, and South's S-i5 is threatened.
lesson-igisoro-03-ndahise-g3-answer = You are South. Answer best: ndakubye, or keep your seeds where they are?
lesson-igisoro-03-ndahise-g3-answer-goal = Choose the answer that loses the fewest seeds: a retreat empties S-i5, so that column can no longer be captured.

# Igisoro, lesson 4
lesson-igisoro-04-reverse-title = Sowing clockwise
lesson-igisoro-04-reverse-summary = From a reverse pit, or on arriving at one, a lap may go clockwise, but only if that lap captures at once.
lesson-igisoro-04-reverse-reverse-pits = Four of each player's pits are reverse pits, marked here: both ends of the outer row and the second pit from each end of the inner row. This is how A. P. Merriam, The game of Kubuguza (1953), describes them. A lap that starts from one of them, or that relays from one, may go clockwise instead of counter-clockwise, but only when that very lap ends in a capture.
lesson-igisoro-04-reverse-g5 = South plays S-i1. North's N-i2 is a reverse pit. Clockwise, its four seeds go into N-i3, N-i4, N-i5 and N-i6; N-i6 faces S-i3 and S-o3, both occupied: capture five. A clockwise lap is made only for its capture, so the capture is taken. The seeds go back to N-i2, where the turn began, to be sown again. N-i2 is a reverse pit, so North may choose the direction once more; here he sows them counter-clockwise.
lesson-igisoro-04-reverse-g6 = Arriving at a reverse pit: N-i6 sows counter-clockwise into N-i5, N-i4, N-i3 and N-i2. N-i2 held seeds, so it relays; because it is a reverse pit and a clockwise lap from it captures at once, North may choose the direction. Clockwise, its five seeds reach N-i7, facing S-i2 and S-o2: capture five.
lesson-igisoro-04-reverse-notation = In the move list a star after a pit means it is sown clockwise from the start: i2* is N-i2 sown clockwise. When a lap arrives at a reverse pit, the direction chosen there follows the pit: cw (clockwise) or ccw (counter-clockwise), as in i6 cw.
lesson-igisoro-04-reverse-try-from = You are North, after South's S-i1. Sow N-i2 clockwise.
lesson-igisoro-04-reverse-try-from-goal = N-i2 is a reverse pit: a lap from it may go clockwise when that lap captures at once.
lesson-igisoro-04-reverse-arrive-and-turn = The same position. Capture five seeds with a lap that arrives at a reverse pit and turns there.
lesson-igisoro-04-reverse-arrive-and-turn-goal = A relay that arrives at a reverse pit may go on clockwise, when that lap then captures at once.
lesson-igisoro-04-reverse-ccw-stops = Counter-clockwise, the relay from N-i2 goes into N-i1 and the outer row and stops: no capture. Turn the other way.
lesson-igisoro-04-reverse-starts-not-arrives = That lap starts from a reverse pit, as in the last step. This time sow another pit, and let a lap arrive at a reverse pit and turn there.

# Igisoro, lesson 5
lesson-igisoro-05-urunyana-title = Urunyána: the line of calves
lesson-igisoro-05-urunyana-summary = A side of single seeds cannot move; the player who cannot sow on his turn loses.
lesson-igisoro-05-urunyana-calves = Near the end a side is often left with single seeds, which the players call urunyána, "a line of calves". A single seed can never be sown, and a player who cannot sow when his turn comes loses. North has eight seeds here, but only N-i5 holds two.
lesson-igisoro-05-urunyana-last-pair = Leave North without a move.
lesson-igisoro-05-urunyana-last-pair-goal = Capture North's last pair, in N-i5 and the pit behind it, so that only single seeds are left.
lesson-igisoro-05-urunyana-not-now = With ndahise you pass the capture by, and North keeps a pit he can sow when his turn comes. Take the capture.
lesson-igisoro-05-urunyana-second-herd = Another ending. North's last pair is in N-i3, with a single seed behind it in N-o3. Leave North without a move.

## Wrong answers explained from their effects (docs/lessons.md, 7): what the answer
## did, what the opponent's reply did. Every number, point and pit comes from the engine.
lesson-why-sowed = Your sowing from { $pit } ran { $laps ->
    [one] one lap
   *[other] { $laps } laps
} and ended in { $end }.
lesson-why-sowed-captured = On the way it captured { $count ->
    [one] one seed
   *[other] { $count } seeds
}{ $captures ->
    [one] {""}.
   *[other] {""} in { $captures } captures.
}
lesson-why-sowed-ended-empty = { $end } was empty, so the turn ended there without a capture.
lesson-why-decided = You chose { $action }.
lesson-why-made-line = Your move made the line { $line }.
lesson-why-removed = You removed the token on { $point }.
lesson-why-placed-no-line = Your token on { $point } made no capture line.
lesson-why-slid-no-line = Your slide from { $from } to { $to } made no capture line.
lesson-why-flew-no-line = Your flight from { $from } to { $to } made no capture line.
lesson-why-reply-retreated = Your opponent answered ndakubye: { $count ->
    [one] one seed went
   *[other] { $count } seeds went
} from { $from } back to { $to }.
lesson-why-reply-played = Your opponent answered { $action }.
lesson-why-quiz-last-seed = That lap starts from { $pit } with { $seeds ->
    [one] one seed
   *[other] { $seeds } seeds
}: one seed into each following pit of the circuit. Count them again.
lesson-why-quiz-sowed = Sown now, { $pit } runs { $laps ->
    [one] one lap
   *[other] { $laps } laps
} and ends in { $end } without a capture.
lesson-why-quiz-no-line = A token on { $point } makes no capture line.
lesson-why-quiz-not-a-move = You cannot play { $target } now.
lesson-why-quiz-first-gift = Not that player: ilobolo begins with the player who placed the first token.
lesson-why-reply-captured-two = Your opponent answered by capturing { $count } seeds: { $inner-count } from your pit { $inner } and { $outer-count } from { $outer }.
lesson-why-reply-captured-many = Your opponent answered by capturing { $count ->
    [one] one seed
   *[other] { $count } seeds
} in { $captures } captures.
