//! How an action changes the game: a placement or move (slide or flight), the capture lines
//! it completes, the removals and ilobolo gifts, the end of the turn, and the start of the
//! next (a blocked player's pass or loss, the draws). Each step reports its effects to the
//! sink with the rule behind them.

use crate::rules::morris::board::CENTRE;
use crate::rules::morris::position::{NO_POINT, Step};
use crate::rules::morris::refs;
use crate::rules::morris::{MorrisEffect, Phase, Point};
use crate::rules::options::MillRemoval;
use crate::rules::{
    DrawReason, EffectKind, EffectSink, GameId, Outcome, Player, RuleRef, WinReason,
};

use super::{MorrisGame, emit};

impl MorrisGame {
    fn both_three_or_fewer(&self) -> bool {
        self.pos.alive(Player::First) <= 3 && self.pos.alive(Player::Second) <= 3
    }

    fn line_rule(&self, index: usize) -> RuleRef {
        let line = self.board.line(index);
        if line.contains(&CENTRE) {
            if line[1] == CENTRE {
                refs::ISISUTHU_CENTRE
            } else {
                refs::ISISUTHU_CENTRE_ANY
            }
        } else if line.iter().all(|&p| p.to_u8() % 2 == 0) {
            // Only the Isizulu diagonals join three corners.
            refs::DIAGONAL_LINE
        } else {
            refs::CAPTURE_LINE
        }
    }

    fn removal_rule(&self) -> RuleRef {
        match self.opts.mill_removal {
            MillRemoval::Any => refs::REMOVAL,
            MillRemoval::NotFromLineUnlessAll => refs::REMOVAL_NOT_FROM_LINE,
            MillRemoval::NotFromLineElseForfeit => refs::REMOVAL_NEVER_FROM_LINE,
        }
    }

    fn flying_rule(&self) -> RuleRef {
        if self.id == GameId::Isisuthu {
            refs::FLYING_ISISUTHU
        } else {
            refs::FLYING
        }
    }

    fn game_over<S: EffectSink>(&mut self, outcome: Outcome, rule: RuleRef, sink: &mut S) {
        self.pos.outcome = Some(outcome);
        self.pos.due = 0;
        sink.push(EffectKind::GameOver(outcome), rule);
    }

    pub(super) fn place<S: EffectSink>(&mut self, at: Point, sink: &mut S) {
        let me = self.pos.to_act;
        self.pos.put(me, at);
        self.pos.hand[me.index()] -= 1;
        emit(
            sink,
            MorrisEffect::Placed { player: me, at },
            refs::PLACEMENT,
        );
        self.landed(me, at, sink);
    }

    pub(super) fn move_token<S: EffectSink>(&mut self, from: Point, to: Point, sink: &mut S) {
        let me = self.pos.to_act;
        let i = me.index();
        let slide = self.board.adjacent(from, to);
        let before = self.pos.tokens(me);
        self.pos.take(me, from);
        self.pos.put(me, to);
        if self.pos.shot[i] == from {
            self.pos.shot[i] = to;
        }
        let step = Step { from, to };
        if self.tracking.last {
            // M9: only a move that broke one line and made another restricts its token.
            let broke = self.board.forms_line(before, from);
            let made = self.board.forms_line(self.pos.tokens(me), to);
            self.pos.last[i] = if broke && made { step } else { Step::NONE };
        }
        if self.tracking.seq {
            self.push_seq(me, step);
        }
        if slide {
            emit(
                sink,
                MorrisEffect::Slid {
                    player: me,
                    from,
                    to,
                },
                refs::SLIDE,
            );
        } else {
            let rule = self.flying_rule();
            emit(
                sink,
                MorrisEffect::Flew {
                    player: me,
                    from,
                    to,
                },
                rule,
            );
        }
        self.landed(me, to, sink);
    }

    fn push_seq(&mut self, player: Player, step: Step) {
        let seq = &mut self.pos.seq[player.index()];
        seq.copy_within(0..4, 1);
        seq[0] = step;
    }

    /// After a placement or move to `at`: capture lines, removal due, or the end of the turn.
    fn landed<S: EffectSink>(&mut self, me: Player, at: Point, sink: &mut S) {
        let mine = self.pos.tokens(me);
        let lines = self.board.lines_completed(mine, at) as u8;
        if lines == 0 {
            return self.end_turn(true, sink);
        }
        if S::ENABLED {
            for &i in self.board.lines_at(at) {
                let mask = self.board.line_mask(i as usize);
                if mine & mask == mask {
                    let line = self.board.line(i as usize);
                    let rule = self.line_rule(i as usize);
                    emit(sink, MorrisEffect::LineFormed { player: me, line }, rule);
                }
            }
        }
        if self.tracking.shot && self.pos.shot[me.index()] == at {
            emit(
                sink,
                MorrisEffect::RemovalDenied { player: me },
                refs::NEW_TOKEN_EACH_TIME,
            );
            return self.end_turn(true, sink);
        }
        if self.removable(me.other()) == 0 {
            emit(
                sink,
                MorrisEffect::RemovalForfeited { player: me },
                refs::REMOVAL_FORFEITED,
            );
            return self.end_turn(true, sink);
        }
        let count = if self.opts.one_removal_per_line {
            lines
        } else {
            1
        };
        self.pos.due = count;
        if self.tracking.shot {
            self.pos.shot[me.index()] = at;
        }
        let rule = if count > 1 {
            refs::REMOVALS_PER_LINE
        } else {
            self.removal_rule()
        };
        emit(sink, MorrisEffect::RemovalDue { player: me, count }, rule);
    }

    pub(super) fn remove<S: EffectSink>(&mut self, at: Point, sink: &mut S) {
        let me = self.pos.to_act;
        let victim = me.other();
        self.pos.take(victim, at);
        self.pos.lost[victim.index()] += 1;
        if self.pos.shot[victim.index()] == at {
            self.pos.shot[victim.index()] = NO_POINT;
        }
        self.pos.due -= 1;
        let rule = self.removal_rule();
        emit(sink, MorrisEffect::Removed { by: me, at }, rule);
        // A capture is irreversible: earlier positions and moves can never come back.
        self.clear_history();
        self.pos.three_v_three = 0;
        if self.tracking.seq {
            self.pos.seq = [[Step::NONE; 5]; 2];
        }
        if self.beaten(victim) {
            let rule = if self.opts.count_ilobolo_as_capture {
                refs::TEN_CAPTURED
            } else {
                refs::TEN_LINE_CAPTURES
            };
            let outcome = Outcome::Win {
                winner: me,
                reason: WinReason::TenCaptured,
            };
            return self.game_over(outcome, rule, sink);
        }
        if self.pos.phase == Phase::Movement && self.pos.on_board(victim) == 3 {
            // The victim just went from four tokens to three.
            if self.flying {
                let rule = self.flying_rule();
                emit(sink, MorrisEffect::FlyingBegins { player: victim }, rule);
            }
            if self.pos.on_board(me) <= 3 {
                let limit = self.opts.three_v_three_limit;
                emit(
                    sink,
                    MorrisEffect::ThreeVThreeBegins { limit },
                    refs::THREE_V_THREE,
                );
            }
        }
        if self.pos.due > 0 {
            if self.removable(victim) != 0 {
                return; // the same player removes again
            }
            self.pos.due = 0;
            emit(
                sink,
                MorrisEffect::RemovalForfeited { player: me },
                refs::REMOVAL_FORFEITED,
            );
        }
        self.end_turn(false, sink);
    }

    pub(super) fn gift<S: EffectSink>(&mut self, at: Point, sink: &mut S) {
        let me = self.pos.to_act;
        let i = me.index();
        self.pos.take(me, at);
        self.pos.lost[i] += 1;
        self.pos.gifts[i] += 1;
        if self.pos.shot[i] == at {
            self.pos.shot[i] = NO_POINT;
        }
        emit(
            sink,
            MorrisEffect::IloboloGift { giver: me, at },
            refs::ILOBOLO,
        );
        match me {
            Player::First => self.pos.to_act = Player::Second,
            Player::Second => self.begin_movement(sink),
        }
    }

    /// The turn is complete (`moved`: it was a placement or move without a removal).
    fn end_turn<S: EffectSink>(&mut self, moved: bool, sink: &mut S) {
        match self.pos.phase {
            Phase::Placement => {
                if self.pos.hand != [0, 0] {
                    self.pos.to_act = self.pos.to_act.other();
                } else if self.pos.occupied() == self.board.all_mask() {
                    // M14: the board is full after the second player's last placement.
                    self.pos.phase = Phase::Ilobolo;
                    self.pos.to_act = Player::First;
                    emit(sink, MorrisEffect::IloboloBegins, refs::ILOBOLO);
                    emit(
                        sink,
                        MorrisEffect::PhaseChanged(Phase::Ilobolo),
                        refs::ILOBOLO,
                    );
                } else {
                    self.begin_movement(sink);
                }
            }
            Phase::Movement => {
                self.pos.to_act = self.pos.to_act.other();
                if moved && self.both_three_or_fewer() {
                    self.pos.three_v_three = self.pos.three_v_three.saturating_add(1);
                }
                self.start_of_turn(sink);
            }
            Phase::Ilobolo => {}
        }
    }

    /// Placement (or ilobolo) is over: the first player moves first.
    fn begin_movement<S: EffectSink>(&mut self, sink: &mut S) {
        self.pos.phase = Phase::Movement;
        self.pos.to_act = Player::First;
        emit(
            sink,
            MorrisEffect::PhaseChanged(Phase::Movement),
            refs::PHASE_MOVEMENT,
        );
        self.clear_history();
        if self.flying {
            for player in Player::BOTH {
                if self.pos.on_board(player) <= 3 {
                    let rule = self.flying_rule();
                    emit(sink, MorrisEffect::FlyingBegins { player }, rule);
                }
            }
        }
        if self.both_three_or_fewer() {
            let limit = self.opts.three_v_three_limit;
            emit(
                sink,
                MorrisEffect::ThreeVThreeBegins { limit },
                refs::THREE_V_THREE,
            );
        }
        self.start_of_turn(sink);
    }

    /// A new turn of the movement phase: a blocked player passes (or loses); then the draws.
    pub(super) fn start_of_turn<S: EffectSink>(&mut self, sink: &mut S) {
        let me = self.pos.to_act;
        if !self.has_move(me) {
            if self.opts.blocked_player_loses {
                let outcome = Outcome::Win {
                    winner: me.other(),
                    reason: WinReason::OpponentBlocked,
                };
                return self.game_over(outcome, refs::BLOCKED_LOSES, sink);
            }
            if !self.has_move(me.other()) {
                let outcome = Outcome::Draw(DrawReason::NeitherCanMove);
                return self.game_over(outcome, refs::NEITHER_CAN_MOVE, sink);
            }
            sink.push(EffectKind::Passed(me), refs::BLOCKED_PASS);
            if self.tracking.seq {
                self.push_seq(me, Step::PASS);
            }
            if self.tracking.last {
                self.pos.last[me.index()] = Step::NONE;
            }
            self.pos.to_act = me.other();
        }
        let limit = self.opts.three_v_three_limit;
        if self.pos.three_v_three >= 2 * limit && self.both_three_or_fewer() {
            let rule = if limit == 10 {
                refs::THREE_V_THREE_DRAW_10
            } else {
                refs::THREE_V_THREE_DRAW
            };
            return self.game_over(Outcome::Draw(DrawReason::ThreeVThreeLimit), rule, sink);
        }
        if self.tracking.seq {
            let thrice = self
                .pos
                .seq
                .iter()
                .all(|s| s[0] != Step::NONE && s[0] == s[2] && s[0] == s[4]);
            if thrice {
                let outcome = Outcome::Draw(DrawReason::SameMoveThrice);
                self.game_over(outcome, refs::SAME_MOVE_THRICE, sink);
            }
        } else {
            if self.note_history() {
                let outcome = Outcome::Draw(DrawReason::Repetition);
                self.game_over(outcome, refs::REPETITION_DRAW, sink);
            }
        }
    }
}
