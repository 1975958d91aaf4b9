# The rules in plain words: one title and one explanation per rule id of the engine
# (RuleRef::id). Shown in the side panel while an effect is animated (English).

## Morris (umlabalaba)

rule-placement-title = Placing a token
rule-placement = Players take turns placing one token from hand on any empty point. Each places all twelve, whatever is captured meanwhile.
rule-slide-title = Moving a token
rule-slide = Once every token is placed, a move slides one of your tokens along a line to a neighbouring empty point.
rule-flying-title = Flying at three
rule-flying = A player with only three tokens left may move one of them to any empty point, not just a neighbouring one.
rule-capture_line-title = Isibhamu: a capture line
rule-capture_line = Three of your tokens in a row on one line, made by the token just placed or moved, let you remove one of your opponent's tokens.
rule-diagonal_line-title = A diagonal capture line
rule-diagonal_line = In Isizulu the four corner diagonals are lines too: three tokens along one of them make a capture line.
rule-isisuthu_centre-title = The Isisuthu centre
rule-isisuthu_centre = The centre point makes a line only as the middle of three inside the inner square: c4-d4-e4 or d5-d4-d3.
rule-isisuthu_centre_any_straight-title = Lines through the centre (any straight)
rule-isisuthu_centre_any_straight = With this option, any three in a straight line through the centre count, also those reaching the middle square.
rule-removal-title = Removing a token
rule-removal = After a capture line, remove any one of the opponent's tokens from the board. Removed tokens never come back.
rule-removal_not_from_line-title = Removing: not from a line
rule-removal_not_from_line = A token standing in a capture line may be removed only if every opponent token stands in one.
rule-removal_never_from_line-title = Removing: never from a line
rule-removal_never_from_line = A token standing in a capture line may never be removed; if all of them do, the shot is lost.
rule-removals_one_per_line-title = One removal per line
rule-removals_one_per_line = A move that makes two lines at once removes two tokens.
rule-removal_forfeited-title = The shot is lost
rule-removal_forfeited = No opponent token may be removed, so this capture line takes nothing.
rule-new_token_each_time-title = A new token each time
rule-new_token_each_time = The token that made the last capture may not capture again straight away: this line removes nothing.
rule-ilobolo-title = Ilobolo: the bride-price
rule-ilobolo = When all 24 points are full after placing, the player who moved first gives one of his own tokens to the opponent, then the second player does the same. Then the tokens start to move.
rule-phase_movement-title = The tokens start to move
rule-phase_movement = Every token is placed: from now on a turn moves one token.
rule-blocked_pass-title = Blocked: pass
rule-blocked_pass = A player who cannot move does not lose: he passes and his opponent moves again.
rule-blocked_loses-title = Blocked: lose
rule-blocked_loses = With this option, a player who cannot move loses the game.
rule-neither_can_move-title = Nobody can move
rule-neither_can_move = Neither player can move: the game is a draw.
rule-ten_captured-title = Ten captured
rule-ten_captured = A player who has taken ten of the opponent's tokens wins (gifts of ilobolo count, unless the option says otherwise).
rule-repetition_draw-title = Repetition
rule-repetition_draw = The same position with the same player to move has come back a third time while moving: a draw.
rule-same_move_thrice-title = The same move three times
rule-same_move_thrice = Both players have made the same move three times in a row: a draw.
rule-three_v_three-title = Three against three
rule-three_v_three = Both players are down to three tokens. If nobody captures within the limit of moves each, the game is a draw.
rule-three_v_three_draw-title = Three against three: draw
rule-three_v_three_draw = Three against three and no capture within the limit: the game is a draw.

## Four-row mancala (Isolo, Igisoro)

rule-sow-title = Sowing
rule-sow = Lift all the seeds of one of your pits and drop them one by one into the following pits of your own two rows, counter-clockwise.
rule-overture-title = The overture
rule-overture = Until he plays his ng'hana, a player sows on his fourteen left-hand pits only, as if the board had seven columns.
rule-overture_ends-title = The ng'hana is played
rule-overture_ends = Sowing the ng'hana ends the player's overture: from now on he uses all sixteen pits and his ng'hana column can be captured.
rule-relay-title = Relay sowing
rule-relay = The last seed fell into a pit that already held seeds and no capture is made there: lift everything in that pit and sow on.
rule-lap_ends_empty-title = The turn ends
rule-lap_ends_empty = The last seed fell into an empty pit: the turn is over.
rule-capture_isolo-title = Capture (Isolo)
rule-capture_isolo = The last seed fell into an occupied pit of your inner row while at least one of the two opponent pits facing it holds seeds: take the seeds of both facing pits and sow them on.
rule-capture_isolo_both-title = Capture needs both pits
rule-capture_isolo_both = With this option, both facing pits must hold seeds for a capture.
rule-capture_igisoro-title = Capture (Igisoro)
rule-capture_igisoro = The last seed fell into an occupied pit of your inner row and both opponent pits facing it hold seeds: they can be taken and sown on.
rule-capture_compulsory-title = Capture is compulsory
rule-capture_compulsory = With this option, every capture is taken; nobody says ndahise or ndakubye.
rule-capture_optional-title = Take or ndahise
rule-capture_optional = A capture may be declined: the player says "ndahise" (I pass) and relays on from the landing pit instead.
rule-resow_capturing_lap_start-title = Re-sowing from the capturing lap's start
rule-resow_capturing_lap_start = Captured seeds are sown again starting after the pit from which the capturing lap was lifted.
rule-resow_capture_pit-title = Re-sowing from the capture pit
rule-resow_capture_pit = Captured seeds are sown again starting after the pit where the capturing seed fell.
rule-resow_turn_origin-title = Re-sowing from the turn's first pit
rule-resow_turn_origin = Captured seeds are sown again starting after the pit where the turn began, retracing the first lap.
rule-include_start_pit-title = Re-sowing into the start pit
rule-include_start_pit = With this option, the first captured seed goes into the start pit itself.
rule-nghana_protected-title = The ng'hana is protected
rule-nghana_protected = While its owner is in his overture, the ng'hana column cannot be captured and counts as empty: the lap relays instead.
rule-ndahise-title = Ndahise: "I pass"
rule-ndahise = The player declines the capture and relays on from the landing pit.
rule-ndakubye-title = Ndakubye: "I retreat"
rule-ndakubye = After a ndahise, the threatened player may move all the seeds of his front pit into the pit behind it, where they are safe from this capture.
rule-keep-title = No retreat
rule-keep = The threatened player leaves his seeds where they are.
rule-reverse_sowing-title = Clockwise sowing
rule-reverse_sowing = From a reverse pit a lap may go clockwise, but only if that very lap captures at once.
rule-direction_choice-title = Choose the direction
rule-direction_choice = The sowing is at a reverse pit (also once the opponent has answered a ndahise there) and a clockwise lap would capture at once: the player chooses clockwise or counter-clockwise.
rule-cw_capture_taken-title = A clockwise capture is taken
rule-cw_capture_taken = A clockwise lap is only allowed for its capture, so that capture is always taken.
rule-resow_same_direction-title = Re-sowing in the same direction
rule-resow_same_direction = With this option, captured seeds are re-sown in the direction of the capturing lap.
rule-no_capture_first_turns-title = No capture in the first turns
rule-no_capture_first_turns = With this option, neither player may capture in his first turn.
rule-endless_cap-title = An endless move
rule-endless_cap = Relay sowing can run for ever. A move that would need more than 10,000 laps is not allowed (or, with the option, simply ends there).
rule-cannot_move-title = Cannot move
rule-cannot_move = A player who has no pit with enough seeds to sow at the start of his turn loses.
rule-arrange-title = Arranging the seeds
rule-arrange = With this option, each player spreads his 32 seeds over his own 16 pits as he likes before the first move.
rule-boys_preparation-title = The traditional preparation
rule-boys_preparation = Before the boys' game each player lays out his side by hand: two seeds in every pit; all outer seeds into the right-hand outer pit, the ng'hana; one seed from each inner pit down into the outer pit of its column; a relay sowing from the right-hand inner pit until a lap ends in the ng'hana; and one seed from the ng'hana into the second inner pit from the right.

## Where a game words a rule differently: rule-<id>-<game> (and -title) replaces rule-<id>

rule-ten_captured-isisuthu = A player who has taken ten of the opponent's tokens wins: the opponent has only two left.
