# What happens on the board, as the turn log and the explanation panel say it (English).

effect-placed = { $player } places a token on { $point }.
effect-slid = { $player } slides from { $from } to { $to }.
effect-flew = { $player } flies from { $from } to { $to }.
effect-line-formed = { $player } makes a capture line: { $line }.
effect-removal-due = { $player } must remove { $count ->
    [one] an opponent token
   *[other] { $count } opponent tokens
}.
effect-removal-forfeited = Every opponent token stands in a line: { $player } loses the shot.
effect-removal-denied = The same token made the last capture: { $player } removes nothing.
effect-removed = { $player } removes the token on { $point }.
effect-ilobolo-begins = The board is full: ilobolo.
effect-ilobolo-gift = { $player } gives the token on { $point } to { $receiver } as ilobolo.
effect-phase = Now: { $phase }.
effect-flying-begins = { $player } is down to three tokens and may fly.
effect-three-v-three = Three against three: { $limit } moves each without a capture make a draw.
effect-lifted-move = { $player } lifts { $count ->
    [one] 1 seed
   *[other] { $count } seeds
} from { $pit }.
effect-lifted-move-cw = { $player } lifts { $count ->
    [one] 1 seed
   *[other] { $count } seeds
} from { $pit } to sow clockwise.
effect-lifted-relay = Relay: { $count ->
    [one] 1 seed
   *[other] { $count } seeds
} lifted from { $pit } and sown on.
effect-lifted-capture = { $count ->
    [one] 1 captured seed is
   *[other] { $count } captured seeds are
} sown on from { $pit }.
effect-dropped = A seed into { $pit } (now { $now }).
effect-lap-empty = The lap ends in the empty pit { $pit }: the turn is over.
effect-lap-relay = The lap ends in { $pit }, which holds seeds: relay.
effect-lap-capture = The lap ends in { $pit }, facing seeds: capture.
effect-lap-decision = The lap ends in { $pit }: a decision is due.
effect-captured = { $player } captures { $count ->
    [one] 1 seed
   *[other] { $count } seeds
} from { $from }; sown on from { $resow }.
effect-overture-ended = { $player } plays the ng'hana: the overture is over.
effect-nghana-protected = The ng'hana column at { $pit } is protected: no capture.
effect-capture-offered = { $player } may capture at { $pit }.
effect-ndahise = { $player }: "ndahise!"
effect-ndakubye = { $player }: "ndakubye!" { $count ->
    [one] 1 seed goes
   *[other] { $count } seeds go
} back from { $from } to { $to }.
effect-kept = { $player } keeps the seeds in place.
effect-direction-offered = { $player } may sow clockwise from { $pit }.
effect-resow-direction-offered = { $player } may re-sow the captured seeds from { $pit } clockwise.
effect-reverse-sowing = { $player } sows clockwise from { $pit }.
effect-endless-capped = The move reached 10,000 laps and ends there.
effect-turn-ended = { $player }'s turn is over.
effect-passed = { $player } cannot move and passes.

phase-placement = placing tokens
phase-ilobolo = ilobolo
phase-movement = moving tokens

outcome-win = { $player } wins: { $reason }.
outcome-draw = Draw: { $reason }.
reason-ten-captured = ten tokens captured
reason-opponent-blocked = the opponent cannot move
reason-cannot-move = the opponent cannot sow
reason-repetition = the same position came back a third time
reason-same-move-thrice = both players made the same move three times
reason-three-v-three = three against three without a capture
reason-neither-can-move = neither player can move

rule-source = Source: { $source }
