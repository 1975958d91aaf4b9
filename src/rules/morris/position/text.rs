//! The text form of a [`MorrisPosition`] (the format is in the parent module's
//! documentation): printing it, and parsing it with the checks that need no board geometry.

use std::fmt::Write as _;

use crate::rules::Player;
use crate::rules::morris::{Phase, Point, parse_point, point_name};
use crate::rules::notation::{NotationError, parse_decimal};

use super::{MorrisPosition, NO_POINT, Step, TOKENS, Tracking};

impl MorrisPosition {
    /// The text form (see the [module documentation](super)). `points` is 24 or 25.
    pub fn to_text(&self, points: usize, tracking: Tracking) -> String {
        let mut s = String::with_capacity(64);
        for p in 0..points {
            s.push(if self.tokens[0] & (1 << p) != 0 {
                'X'
            } else if self.tokens[1] & (1 << p) != 0 {
                'O'
            } else {
                '.'
            });
        }
        let phase = match self.phase {
            Phase::Placement => "place",
            Phase::Movement => "move",
            Phase::Ilobolo => "ilobolo",
        };
        // Writing to a String cannot fail.
        let _ = write!(
            s,
            " {} hand:{},{} lost:{},{} {phase}{}",
            side_char(self.to_act),
            self.hand[0],
            self.hand[1],
            self.lost[0],
            self.lost[1],
            if self.due > 0 { ":remove" } else { "" }
        );
        if self.due > 1 {
            let _ = write!(s, " due:{}", self.due);
        }
        if self.gifts != [0, 0] {
            let _ = write!(s, " gifts:{},{}", self.gifts[0], self.gifts[1]);
        }
        if self.three_v_three > 0 {
            let _ = write!(s, " 3v3:{}", self.three_v_three);
        }
        if tracking.last && self.last.iter().any(|m| m.is_move()) {
            let _ = write!(
                s,
                " last:{},{}",
                step_text(self.last[0]),
                step_text(self.last[1])
            );
        }
        if tracking.seq && self.seq.iter().flatten().any(|&m| m != Step::NONE) {
            let list = |seq: &[Step; 5]| {
                let n = seq
                    .iter()
                    .rposition(|&m| m != Step::NONE)
                    .map_or(0, |i| i + 1);
                if n == 0 {
                    "-".to_string()
                } else {
                    seq[..n]
                        .iter()
                        .map(|&m| step_text(m))
                        .collect::<Vec<_>>()
                        .join("/")
                }
            };
            let _ = write!(s, " seq:{},{}", list(&self.seq[0]), list(&self.seq[1]));
        }
        if tracking.shot && self.shot.iter().any(|&p| p != NO_POINT) {
            let name = |p: Point| if p == NO_POINT { "-" } else { point_name(p) };
            let _ = write!(s, " shot:{},{}", name(self.shot[0]), name(self.shot[1]));
        }
        s
    }

    /// Parses the text form and checks everything that needs no board geometry: characters,
    /// counts (on board + in hand + lost = 12), and that hands, phase, side to act and gifts
    /// fit together. `points` is 24 or 25.
    ///
    /// # Errors
    ///
    /// Where the text is not a morris position.
    pub fn parse(
        text: &str,
        points: usize,
        tracking: Tracking,
    ) -> Result<MorrisPosition, NotationError> {
        let tokens: Vec<&str> = text.split_whitespace().collect();
        let at = |i: usize, what: &str| -> Result<&str, NotationError> {
            tokens
                .get(i)
                .copied()
                .ok_or_else(|| NotationError::new(text.trim(), what).at_index(i))
        };
        let mut pos = MorrisPosition::start();
        pos.hand = [0; 2];

        let board = at(
            0,
            "a morris position: the points, X or O, hand:, lost:, the phase",
        )?;
        let board_expected = if points == 25 {
            "25 characters X, O or . for the points a7 d7 g7 g4 g1 d1 a1 a4 b6 d6 f6 f4 f2 d2 \
             b2 b4 c5 d5 e5 e4 e3 d3 c3 c4 d4 (BLAC order)"
        } else {
            "24 characters X, O or . for the points a7 d7 g7 g4 g1 d1 a1 a4 b6 d6 f6 f4 f2 d2 \
             b2 b4 c5 d5 e5 e4 e3 d3 c3 c4 (BLAC order)"
        };
        if board.chars().count() != points {
            return Err(NotationError::new(board, board_expected).at_index(0));
        }
        for (i, c) in board.chars().enumerate() {
            match c {
                'X' => pos.tokens[0] |= 1 << i,
                'O' => pos.tokens[1] |= 1 << i,
                '.' => {}
                _ => return Err(NotationError::new(board, board_expected).at_index(0)),
            }
        }

        let side = at(1, "the player to act, X or O")?;
        pos.to_act = match side {
            "X" => Player::First,
            "O" => Player::Second,
            _ => return Err(NotationError::new(side, "the player to act, X or O").at_index(1)),
        };

        let hand = at(2, "hand:X,O (tokens in hand, 0..12)")?;
        pos.hand = parse_pair(hand, "hand", "hand:X,O (tokens in hand, 0..12)", 2)?;
        let lost = at(3, "lost:X,O (tokens lost, 0..12)")?;
        pos.lost = parse_pair(lost, "lost", "lost:X,O (tokens lost, 0..12)", 3)?;

        let phase_expected = "the phase: place, place:remove, move, move:remove or ilobolo";
        let phase = at(4, phase_expected)?;
        let (phase_word, remove) = match phase.strip_suffix(":remove") {
            Some(word) => (word, true),
            None => (phase, false),
        };
        pos.phase = match (phase_word, remove) {
            ("place", _) => Phase::Placement,
            ("move", _) => Phase::Movement,
            ("ilobolo", false) => Phase::Ilobolo,
            _ => return Err(NotationError::new(phase, phase_expected).at_index(4)),
        };
        pos.due = u8::from(remove);

        let mut due_token = None;
        let mut three_token = None;
        for (i, &field) in tokens.iter().enumerate().skip(5) {
            let fail = |expected: &str| NotationError::new(field, expected).at_index(i);
            let (key, value) = field.split_once(':').ok_or_else(|| {
                fail("an optional field: due:N, gifts:X,O, 3v3:N, last:M,M, seq:..., shot:P,P")
            })?;
            match key {
                "due" => {
                    let n = parse_decimal::<u8>(value)
                        .filter(|n| (1..=6).contains(n))
                        .ok_or_else(|| fail("due:N with N from 1 to 6 (removals due)"))?;
                    pos.due = n;
                    due_token = Some((field, i));
                }
                "gifts" => {
                    pos.gifts = parse_pair(field, "gifts", "gifts:X,O with values 0 or 1", i)?;
                    if pos.gifts.iter().any(|&g| g > 1) {
                        return Err(fail("gifts:X,O with values 0 or 1"));
                    }
                    if points == 25 && pos.gifts != [0, 0] {
                        return Err(fail("no gifts on Isisuthu: its 25 points never fill"));
                    }
                }
                "3v3" => {
                    pos.three_v_three = parse_decimal::<u8>(value)
                        .ok_or_else(|| fail("3v3:N, the moves made three against three"))?;
                    three_token = Some((field, i));
                }
                "last" => {
                    let expected = "last:MOVE,MOVE with moves such as a1-a4, or - for none";
                    let (a, b) = value.split_once(',').ok_or_else(|| fail(expected))?;
                    let last = [
                        parse_step(a, points).map_err(|_| fail(expected))?,
                        parse_step(b, points).map_err(|_| fail(expected))?,
                    ];
                    if tracking.last {
                        pos.last = last;
                    }
                }
                "seq" => {
                    let expected = "seq:M/M/..,M/M/.. with up to five moves per player \
                                    (a1-a4, pass, or - for none)";
                    let (a, b) = value.split_once(',').ok_or_else(|| fail(expected))?;
                    let mut seq = [[Step::NONE; 5]; 2];
                    for (p, list) in [a, b].into_iter().enumerate() {
                        let steps: Vec<&str> = list.split('/').collect();
                        if steps.len() > 5 {
                            return Err(fail(expected));
                        }
                        for (k, step) in steps.into_iter().enumerate() {
                            seq[p][k] = parse_step(step, points).map_err(|_| fail(expected))?;
                        }
                    }
                    if tracking.seq {
                        pos.seq = seq;
                    }
                }
                "shot" => {
                    let expected = "shot:P,P with points such as c4, or - for none";
                    let (a, b) = value.split_once(',').ok_or_else(|| fail(expected))?;
                    let mut shot = [NO_POINT; 2];
                    for (p, name) in [a, b].into_iter().enumerate() {
                        if name != "-" {
                            let point = parse_point(name, points).map_err(|_| fail(expected))?;
                            if pos.tokens[p] & point.bit() == 0 {
                                return Err(fail(
                                    "shot:P,P where each point holds that player's token",
                                ));
                            }
                            shot[p] = point;
                        }
                    }
                    if tracking.shot {
                        pos.shot = shot;
                    }
                }
                _ => {
                    return Err(fail(
                        "an optional field: due:N, gifts:X,O, 3v3:N, last:M,M, seq:..., shot:P,P",
                    ));
                }
            }
        }
        if let Some((field, i)) = due_token
            && !remove
        {
            return Err(NotationError::new(
                field,
                "due:N only with a pending removal (phase place:remove or move:remove)",
            )
            .at_index(i));
        }

        // Token accounting: on board + in hand + lost = 12 for each player.
        for player in Player::BOTH {
            let i = player.index();
            let total = pos.on_board(player) + pos.hand[i] + pos.lost[i];
            if total != TOKENS {
                return Err(NotationError::new(
                    lost,
                    &format!(
                        "counts with on board + in hand + lost = 12 for each player, \
                         but {}: {} + {} + {} = {total}",
                        side_char(player),
                        pos.on_board(player),
                        pos.hand[i],
                        pos.lost[i],
                    ),
                )
                .at_index(3));
            }
            if pos.gifts[i] > pos.lost[i] {
                return Err(NotationError::new(
                    lost,
                    "lost counts that include the ilobolo gifts given",
                )
                .at_index(3));
            }
        }

        if let Some((field, i)) = three_token
            && pos.three_v_three > 0
            && (pos.phase != Phase::Movement || Player::BOTH.iter().any(|&p| pos.alive(p) > 3))
        {
            return Err(NotationError::new(
                field,
                "3v3:N only in the movement phase with both players at three tokens or fewer",
            )
            .at_index(i));
        }
        pos.check_phase(points).map_err(|expected| {
            NotationError::new(phase, &format!("{expected} (phase {phase})")).at_index(4)
        })?;
        pos.rehash();
        Ok(pos)
    }

    /// Checks that hands, side to act, gifts and board fill suit the phase.
    fn check_phase(&self, points: usize) -> Result<(), &'static str> {
        let [hx, ho] = self.hand;
        let full = self.occupied().count_ones() as usize == points;
        match self.phase {
            Phase::Placement => {
                if self.gifts != [0, 0] {
                    return Err("no ilobolo gifts before the movement phase");
                }
                // X places first, so after X's placement X holds one token fewer.
                let x_placed_last = (self.to_act == Player::Second) != (self.due > 0);
                if x_placed_last {
                    if hx + 1 != ho {
                        return Err("hands X = O - 1 after the first player's placement");
                    }
                } else if hx != ho {
                    return Err("equal hands after the second player's placement");
                } else if hx == 0 && self.due == 0 {
                    return Err("tokens in hand: with both hands empty the phase is move");
                }
                Ok(())
            }
            Phase::Movement => {
                if self.hand != [0, 0] {
                    return Err("empty hands in the movement phase");
                }
                if self.gifts != [0, 0] && self.gifts != [1, 1] {
                    return Err("gifts 0,0 or 1,1 in the movement phase");
                }
                Ok(())
            }
            Phase::Ilobolo => {
                if self.hand != [0, 0] {
                    return Err("empty hands during ilobolo");
                }
                match self.to_act {
                    Player::First if self.gifts == [0, 0] && full => Ok(()),
                    Player::Second
                        if self.gifts == [1, 0]
                            && self.occupied().count_ones() as usize == points - 1 =>
                    {
                        Ok(())
                    }
                    Player::First => Err("a full board and gifts 0,0 when X gives"),
                    Player::Second => Err("one empty point and gifts:1,0 when O gives"),
                }
            }
        }
    }
}

/// `X` or `O`.
fn side_char(player: Player) -> char {
    match player {
        Player::First => 'X',
        Player::Second => 'O',
    }
}

fn step_text(step: Step) -> String {
    if step == Step::PASS {
        "pass".to_string()
    } else if step.is_move() {
        format!("{}-{}", point_name(step.from), point_name(step.to))
    } else {
        "-".to_string()
    }
}

fn parse_step(text: &str, points: usize) -> Result<Step, NotationError> {
    match text {
        "-" => Ok(Step::NONE),
        "pass" => Ok(Step::PASS),
        _ => {
            let (a, b) = text
                .split_once('-')
                .ok_or_else(|| NotationError::new(text, "a move FROM-TO"))?;
            Ok(Step {
                from: parse_point(a, points)?,
                to: parse_point(b, points)?,
            })
        }
    }
}

/// Parses `key:A,B` with A and B in 0..=12.
fn parse_pair(
    token: &str,
    key: &str,
    expected: &str,
    index: usize,
) -> Result<[u8; 2], NotationError> {
    let fail = || NotationError::new(token, expected).at_index(index);
    let value = token
        .strip_prefix(key)
        .and_then(|rest| rest.strip_prefix(':'))
        .ok_or_else(fail)?;
    let (a, b) = value.split_once(',').ok_or_else(fail)?;
    let num = |s: &str| {
        parse_decimal::<u8>(s)
            .filter(|&n| n <= TOKENS)
            .ok_or_else(fail)
    };
    Ok([num(a)?, num(b)?])
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: Tracking = Tracking {
        last: true,
        seq: true,
        shot: true,
    };

    #[test]
    fn design_examples_parse_and_print() {
        let start = "........................ X hand:12,12 lost:0,0 place";
        let pos = MorrisPosition::parse(start, 24, ALL).unwrap();
        assert_eq!(pos, MorrisPosition::start());
        assert_eq!(pos.to_text(24, ALL), start);
        let text = "XXX..........OO......... X hand:9,10 lost:0,0 place:remove";
        let pos = MorrisPosition::parse(text, 24, ALL).unwrap();
        assert_eq!(pos.removals_due(), 1);
        assert_eq!(pos.to_text(24, ALL), text);
    }

    #[test]
    fn optional_fields_round_trip() {
        let text = "X.O......................";
        let text = format!(
            "{text} O hand:0,0 lost:11,11 move 3v3:4 last:a7-d7,- seq:a7-d7/pass,- shot:a7,g7"
        );
        let pos = MorrisPosition::parse(&text, 25, ALL).unwrap();
        assert_eq!(pos.to_text(25, ALL), text);
        // Without the options that use them, history fields are read and dropped.
        let plain = MorrisPosition::parse(&text, 25, Tracking::default()).unwrap();
        assert_eq!(
            plain.to_text(25, ALL),
            "X.O...................... O hand:0,0 lost:11,11 move 3v3:4"
        );
    }

    #[test]
    fn errors_name_the_token() {
        let bad = [
            ("........................ X hand:12,12 lost:0,0", "phase"),
            (
                ".......................X X hand:12,12 lost:0,0 place",
                "lost:0,0",
            ),
            (
                "....................... X hand:12,12 lost:0,0 place",
                ".......................",
            ),
            ("........................ Y hand:12,12 lost:0,0 place", "Y"),
            (
                "........................ X hand:12 lost:0,0 place",
                "hand:12",
            ),
            ("........................ X hand:12,12 lost:0,0 fly", "fly"),
            (
                "........................ X hand:12,12 lost:0,0 place due:2",
                "due:2",
            ),
            (
                "........................ X hand:12,12 lost:0,0 place junk",
                "junk",
            ),
            (
                "........................ X hand:12,11 lost:0,1 place",
                "place",
            ),
            (
                "........................ O hand:0,0 lost:12,12 ilobolo",
                "ilobolo",
            ),
            (
                "XXXX...........OOO...... X hand:0,0 lost:8,9 move 3v3:4",
                "3v3:4",
            ),
            (
                "XXX............OOO....... X hand:0,0 lost:9,9 move gifts:1,1",
                "gifts:1,1",
            ),
        ];
        for (text, token) in bad {
            let points = if text.split(' ').next().unwrap().len() == 25 {
                25
            } else {
                24
            };
            let err = MorrisPosition::parse(text, points, ALL).unwrap_err();
            if token == "phase" {
                assert!(err.expected.contains("phase"), "{text}: {err}");
            } else {
                assert_eq!(err.token, token, "{text}: {err}");
            }
            assert!(!err.expected.is_empty());
        }
    }
}
