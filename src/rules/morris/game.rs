//! The morris game: Isisuthu, Isizulu and Isipowe under the BLAC tournament rules
//! (docs/readings.md, Morris), with every morris option (docs/readings.md, Options).
//!
//! # Turn structure
//!
//! A turn is a placement (`d6`) or a move (`a1-a4`, a slide along an edge, or a flight with
//! three tokens), then, if the token completed a capture line, one removal action (`xa4`) by
//! the same player for each removal due. Ilobolo gifts are removals of one's own tokens.
//! Whenever the player to act in the movement phase cannot move, the engine passes for him at
//! once (effect [`EffectKind::Passed`]) or, with `blocked_player=loses`, ends the game.
//!
//! # Definitions the sources leave open
//!
//! * **Removal with nothing removable.** If a capture line is formed but no opponent token
//!   may be removed (all protected under `mill_removal=not_from_line_else_forfeit`, or the
//!   opponent has no token on the board), the removal is forfeited
//!   ([`MorrisEffect::RemovalForfeited`]). With `removals_per_move=one_per_line` the same
//!   holds for each further removal.
//! * **Flying** applies in the movement phase to a player with three tokens or fewer (fewer
//!   is only reachable with `count_ilobolo_as_capture=false`, after ilobolo).
//! * **3 v 3** (M8): the counter runs while both players have three tokens or fewer in the
//!   movement phase; it counts moves (slides and flights, not passes) and is reset by every
//!   removal. The game is drawn when it reaches twice the limit (30 or 10 moves each).
//! * **Threefold repetition** (M7 default): positions (tokens, side to act, and any remembered
//!   move that currently forbids a move under M9) are recorded after every completed turn of
//!   the movement phase, after any pass; the history is cleared by every removal. A third
//!   occurrence draws.
//! * **`repetition=same_move_thrice`** (M7): each player's own moves since the last removal
//!   are remembered (a pass counts as the move "pass"). The game is drawn when, for both
//!   players, the latest move equals his own move two and four own turns earlier.
//! * **`line_reforming=mssa_no_immediate_return`** (M9, MSSA, example P4): only a move that
//!   broke one of its owner's lines **and** made another restricts its token: on its owner's
//!   next move (the next turn; a pass clears it) the token may not move straight back to the
//!   point it left if that return re-makes a capture line. Such a return is illegal. A token
//!   that merely left a line (making none) may come back and capture.
//! * **`line_reforming=new_token_each_time`** (M9, africangames "the same token may not hurt
//!   twice"): a line formed by the token that made its owner's previous capture gives no
//!   removal ([`MorrisEffect::RemovalDenied`]). The engine follows that token as it moves and
//!   forgets it when it leaves the board.
//! * **Win** (M5): with `count_ilobolo_as_capture=true` a player wins when the opponent has
//!   lost ten tokens (captures plus gifts: two left); with `false`, after ten line captures.

mod play;

use crate::rules::notation::NotationError;
use crate::rules::options::{LineReforming, MillRemoval, MorrisOptions, Options};
use crate::rules::{
    Action, ActionList, EffectKind, EffectSink, GameId, IllegalReason, NoEffects, Outcome, Player,
    RuleRef, WinReason,
};

use super::board::{Board, points_of};
use super::position::{MorrisPosition, Tracking};
use super::repetition::{Mark, RepetitionKey, Repetitions};
use super::{MorrisAction, MorrisEffect, MorrisIllegal, Phase, Point};

/// A morris game in progress: the board, the options (read once), the position and the
/// repetition memory.
#[derive(Clone, Debug)]
pub struct MorrisGame {
    id: GameId,
    board: &'static Board,
    opts: MorrisOptions,
    flying: bool,
    tracking: Tracking,
    pos: MorrisPosition,
    /// The movement-phase positions since the last removal (threefold repetition).
    reps: Repetitions,
}

#[inline]
fn emit<S: EffectSink>(sink: &mut S, effect: MorrisEffect, rule: RuleRef) {
    sink.push(EffectKind::Morris(effect), rule);
}

#[inline]
fn bit(p: Point) -> u32 {
    p.bit()
}

/// Appends `make(p)` for every point `p` of `points`, in BLAC order.
#[inline]
fn fill_points(out: &mut ActionList, points: u32, make: fn(Point) -> MorrisAction) {
    out.fill_with(|slots| {
        let mut n = 0;
        for (slot, p) in slots.iter_mut().zip(points_of(points)) {
            *slot = Action::Morris(make(p));
            n += 1;
        }
        n
    });
}

impl MorrisGame {
    /// The start position: empty board, twelve tokens in each hand, the first player (X) to
    /// place.
    pub fn new(id: GameId, options: &Options) -> Self {
        let opts = options.morris();
        MorrisGame {
            id,
            board: Board::shared(id, &opts),
            opts,
            flying: id != GameId::Isisuthu || opts.isisuthu_flying,
            tracking: Tracking {
                last: opts.line_reforming == LineReforming::MssaNoImmediateReturn,
                seq: opts.repetition_same_move_thrice,
                shot: opts.line_reforming == LineReforming::NewTokenEachTime,
            },
            pos: MorrisPosition::start(),
            reps: Repetitions::default(),
        }
    }

    /// A game from a position text (see [`super::position`]). The counts are checked (on
    /// board + in hand + lost = 12 per player) and the phase must fit the hands and the board.
    ///
    /// The position is then settled as play would have left it: a player already beaten
    /// loses, and in the movement phase a blocked player to act passes (or loses, with
    /// `blocked_player=loses`) — so a blocked position loads with the other player to act.
    /// The repetition history starts with this position.
    ///
    /// # Errors
    ///
    /// Where the text is not a position of this rule set.
    pub fn from_position(id: GameId, options: &Options, text: &str) -> Result<Self, NotationError> {
        let mut game = MorrisGame::new(id, options);
        let pos = MorrisPosition::parse(text, game.board.point_count(), game.tracking)?;
        game.pos = pos;
        let phase_token = text.split_whitespace().nth(4).unwrap_or(text);
        if pos.due > 0 && game.removable(pos.to_act.other()) == 0 {
            return Err(NotationError::new(
                phase_token,
                "a removal only when an opponent token may be removed",
            )
            .at_index(4));
        }
        let beaten = Player::BOTH.map(|p| game.beaten(p));
        if beaten == [true, true] {
            return Err(NotationError::new(
                phase_token,
                "at most one player beaten (ten captured)",
            )
            .at_index(4));
        }
        if let Some(loser) = Player::BOTH.into_iter().find(|&p| game.beaten(p)) {
            game.pos.due = 0;
            game.pos.outcome = Some(Outcome::Win {
                winner: loser.other(),
                reason: WinReason::TenCaptured,
            });
        } else if pos.phase == Phase::Movement && pos.due == 0 {
            game.start_of_turn(&mut NoEffects);
        }
        Ok(game)
    }

    /// The position text (see [`super::position`]).
    pub fn position(&self) -> String {
        self.pos.to_text(self.board.point_count(), self.tracking)
    }

    /// Who decides next.
    #[inline]
    pub fn to_act(&self) -> Player {
        self.pos.to_act
    }

    /// The outcome, once over.
    #[inline]
    pub fn outcome(&self) -> Option<Outcome> {
        self.pos.outcome
    }

    /// The small `Copy` core of the position (for search).
    #[inline]
    pub fn position_core(&self) -> &MorrisPosition {
        &self.pos
    }

    /// The Zobrist hash of the position, including the side to act and any pending decision
    /// (see [`MorrisPosition::hash`]).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.pos.hash()
    }

    /// The board geometry in use (points, edges, lines).
    pub fn board(&self) -> &Board {
        self.board
    }

    /// Whose token stands on `point`, if any.
    pub fn point(&self, point: Point) -> Option<Player> {
        Player::BOTH
            .into_iter()
            .find(|&p| point.is_point() && self.pos.tokens(p) & bit(point) != 0)
    }

    /// Tokens `player` still has in hand.
    pub fn in_hand(&self, player: Player) -> u8 {
        self.pos.hand(player)
    }

    /// Tokens `player` has lost (captured by the opponent, or given as ilobolo).
    pub fn lost(&self, player: Player) -> u8 {
        self.pos.lost(player)
    }

    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.pos.phase
    }

    /// Removals the player to act still owes after a capture line (0 when none is due).
    pub fn removals_due(&self) -> u8 {
        self.pos.due
    }

    /// Whether `player` may fly: the movement phase, three tokens or fewer, and a game with
    /// flying (Isizulu, Isipowe; Isisuthu only with `isisuthu_flying=true`).
    #[inline]
    pub fn can_fly(&self, player: Player) -> bool {
        self.flying && self.pos.phase == Phase::Movement && self.pos.on_board(player) <= 3
    }

    /// Fills `out` (replacing its contents) with the legal actions of the player to act:
    /// placements and removals in BLAC order, moves by starting point in BLAC order. Empty once
    /// the game is over.
    pub fn legal_actions(&self, out: &mut ActionList) {
        out.clear();
        let pos = &self.pos;
        if pos.outcome.is_some() {
            return;
        }
        let me = pos.to_act;
        let mine = pos.tokens(me);
        let empty = self.board.all_mask() & !pos.occupied();
        if pos.due > 0 {
            return fill_points(out, self.removable(me.other()), MorrisAction::Remove);
        }
        match pos.phase {
            Phase::Placement => fill_points(out, empty, MorrisAction::Place),
            Phase::Ilobolo => fill_points(out, mine, MorrisAction::Remove),
            Phase::Movement => {
                let fly = self.can_fly(me);
                let forbidden = self.forbidden_return(me);
                // Only tokens with somewhere to go: fewer unpredictable loop exits.
                let movable = if fly {
                    mine
                } else {
                    mine & self.board.spread(empty)
                };
                out.fill_with(|slots| {
                    let mut n = 0;
                    for from in points_of(movable) {
                        let mut open = empty;
                        if let Some((f, t)) = forbidden
                            && f == from
                        {
                            open &= !bit(t);
                        }
                        if fly {
                            for to in points_of(open) {
                                if let Some(slot) = slots.get_mut(n) {
                                    *slot = Action::Morris(MorrisAction::Move { from, to });
                                    n += 1;
                                }
                            }
                        } else {
                            // Write a move to each of the (padded) four neighbours and keep it
                            // only if the neighbour is open: no data-dependent branch.
                            for &to in self.board.neighbour_list(from) {
                                if let Some(slot) = slots.get_mut(n) {
                                    *slot = Action::Morris(MorrisAction::Move { from, to });
                                    n += ((open >> to.to_u8()) & 1) as usize;
                                }
                            }
                        }
                    }
                    n
                });
            }
        }
    }

    /// Applies an action, sending its effects to `sink` in order. On error nothing changes.
    ///
    /// # Errors
    ///
    /// Why the rules refuse the action here; the game is unchanged then.
    pub fn apply<S: EffectSink>(
        &mut self,
        action: MorrisAction,
        sink: &mut S,
    ) -> Result<(), IllegalReason> {
        if self.pos.outcome.is_some() {
            return Err(IllegalReason::GameOver);
        }
        self.check(action).map_err(IllegalReason::Morris)?;
        self.apply_listed(action, sink);
        Ok(())
    }

    /// Applies an action taken from [`MorrisGame::legal_actions`] of this very position,
    /// without checking it again: a random playout draws from that list, and the check would
    /// cost it about a tenth of its time. Debug builds still check.
    #[inline]
    pub fn apply_listed<S: EffectSink>(&mut self, action: MorrisAction, sink: &mut S) {
        debug_assert!(self.pos.outcome.is_none() && self.check(action).is_ok());
        match action {
            MorrisAction::Place(p) => self.place(p, sink),
            MorrisAction::Move { from, to } => self.move_token(from, to, sink),
            MorrisAction::Remove(p) if self.pos.due > 0 => self.remove(p, sink),
            MorrisAction::Remove(p) => self.gift(p, sink),
        }
    }

    /// Why `action` is illegal now, if it is.
    fn check(&self, action: MorrisAction) -> Result<(), MorrisIllegal> {
        use MorrisAction::{Move, Place, Remove};
        let pos = &self.pos;
        let me = pos.to_act;
        let mine = pos.tokens(me);
        let theirs = pos.tokens(me.other());
        let empty = self.board.all_mask() & !(mine | theirs);
        let on_board = |p: Point| {
            if self.board.contains(p) {
                Ok(bit(p))
            } else {
                Err(MorrisIllegal::NoSuchPoint(p))
            }
        };
        if pos.due > 0 {
            let Remove(p) = action else {
                return Err(MorrisIllegal::RemovalDue);
            };
            let b = on_board(p)?;
            if theirs & b == 0 {
                return Err(MorrisIllegal::NotOpponentToken(p));
            }
            if self.removable(me.other()) & b == 0 {
                return Err(MorrisIllegal::ProtectedByLine(p));
            }
            return Ok(());
        }
        match (pos.phase, action) {
            (Phase::Ilobolo, Remove(p)) => {
                if mine & on_board(p)? == 0 {
                    return Err(MorrisIllegal::NotOwnToken(p));
                }
                Ok(())
            }
            (Phase::Ilobolo, _) => Err(MorrisIllegal::GiftDue),
            (_, Remove(_)) => Err(MorrisIllegal::NoRemovalDue),
            (Phase::Placement, Place(p)) => {
                if empty & on_board(p)? == 0 {
                    return Err(MorrisIllegal::Occupied(p));
                }
                Ok(())
            }
            (Phase::Placement, Move { .. }) => Err(MorrisIllegal::PlacementPhase),
            (Phase::Movement, Place(_)) => Err(MorrisIllegal::MovementPhase),
            (Phase::Movement, Move { from, to }) => {
                let from_bit = on_board(from)?;
                let to_bit = on_board(to)?;
                if mine & from_bit == 0 {
                    return Err(MorrisIllegal::NotOwnToken(from));
                }
                if empty & to_bit == 0 {
                    return Err(MorrisIllegal::Occupied(to));
                }
                if !self.can_fly(me) && !self.board.adjacent(from, to) {
                    return Err(MorrisIllegal::NotAdjacent(from, to));
                }
                if self.forbidden_return(me) == Some((from, to)) {
                    return Err(MorrisIllegal::ImmediateReturn(from, to));
                }
                Ok(())
            }
        }
    }

    /// The opponent tokens of `victim` that may be removed now (docs/readings.md, M1).
    fn removable(&self, victim: Player) -> u32 {
        let theirs = self.pos.tokens(victim);
        match self.opts.mill_removal {
            MillRemoval::Any => theirs,
            MillRemoval::NotFromLineUnlessAll => {
                let free = theirs & !self.board.in_lines(theirs);
                if free != 0 { free } else { theirs }
            }
            MillRemoval::NotFromLineElseForfeit => theirs & !self.board.in_lines(theirs),
        }
    }

    /// Under `mssa_no_immediate_return`: the one move of `player` that the rule forbids now
    /// (straight back to where his previous move started, re-making a line), if it would
    /// otherwise be legal.
    fn forbidden_return(&self, player: Player) -> Option<(Point, Point)> {
        if !self.tracking.last {
            return None;
        }
        let last = self.pos.last[player.index()];
        if !last.is_move() {
            return None;
        }
        let (from, to) = (last.to, last.from);
        let mine = self.pos.tokens(player);
        let empty = self.board.all_mask() & !self.pos.occupied();
        let reachable = self.can_fly(player) || self.board.adjacent(from, to);
        let after = (mine & !bit(from)) | bit(to);
        (mine & bit(from) != 0
            && empty & bit(to) != 0
            && reachable
            && self.board.forms_line(after, to))
        .then_some((from, to))
    }

    /// Whether `player` has a legal move in the movement phase.
    fn has_move(&self, player: Player) -> bool {
        let mine = self.pos.tokens(player);
        let empty = self.board.all_mask() & !self.pos.occupied();
        if mine == 0 || empty == 0 {
            return false;
        }
        let fly = self.can_fly(player);
        if !self.tracking.last {
            return fly || self.board.spread(empty) & mine != 0;
        }
        let moves = if fly {
            mine.count_ones() * empty.count_ones()
        } else {
            points_of(mine)
                .map(|p| (self.board.neighbour_mask(p) & empty).count_ones())
                .sum()
        };
        moves > u32::from(self.forbidden_return(player).is_some())
    }

    fn clear_history(&mut self) {
        self.reps.clear();
    }

    /// Notes the position for the repetition rule; whether it now stands there a third time
    /// since the last removal.
    #[inline]
    fn note_history(&mut self) -> bool {
        let key = self.repetition_key();
        self.reps.note(key)
    }

    /// The repetition history: the keys of the movement-phase positions since the last
    /// removal, oldest first.
    pub fn history(&self) -> &[RepetitionKey] {
        self.reps.keys()
    }

    /// Restores a position core and its history as saved from [`MorrisGame::position_core`]
    /// and [`MorrisGame::history`] of this same game. Costs the history's length; a search
    /// takes actions back with [`MorrisGame::mark`] and [`MorrisGame::rewind`] instead.
    pub fn restore(&mut self, core: &MorrisPosition, history: &[RepetitionKey]) {
        self.pos = *core;
        self.reps.set(history);
    }

    /// Where the game stands now, to come back with [`MorrisGame::rewind`]: the position
    /// core is copied, the repetition memory only marked.
    #[inline]
    pub fn mark(&self) -> (MorrisPosition, Mark) {
        (self.pos, self.reps.mark())
    }

    /// Goes back to `mark`, taken from this same game earlier in the line of play now on
    /// the board (copy-make search). Costs what changed since, not the history's length.
    #[inline]
    pub fn rewind(&mut self, mark: &(MorrisPosition, Mark)) {
        self.pos = mark.0;
        self.reps.rewind(mark.1);
    }

    /// Which repetition window the game is in: equal numbers in one line of play mean that
    /// the later game's [`MorrisGame::history`] continues the earlier one's.
    pub fn history_window(&self) -> u64 {
        self.reps.window_number()
    }

    /// A copy without the repetition history (its window number kept), for a game kept
    /// aside whose history is stored elsewhere; [`MorrisGame::restore`] gives it back.
    pub fn without_history(&self) -> MorrisGame {
        MorrisGame {
            id: self.id,
            board: self.board,
            opts: self.opts,
            flying: self.flying,
            tracking: self.tracking,
            pos: self.pos,
            reps: self.reps.emptied(),
        }
    }

    /// The heap bytes of the repetition history (for measurements).
    pub fn history_heap_bytes(&self) -> usize {
        self.reps.heap_bytes()
    }

    /// The position's identity for threefold repetition: every field that
    /// [`MorrisPosition::hash`] covers, packed exactly, except that a player's previous move
    /// (`mssa_no_immediate_return`) counts only while it forbids a move, since only then does
    /// it change what may be played.
    fn repetition_key(&self) -> RepetitionKey {
        let p = &self.pos;
        let lo = u64::from(p.tokens[0])
            | u64::from(p.tokens[1]) << 25
            | u64::from(p.to_act == Player::Second) << 50
            | u64::from(p.hand[0] & 15) << 51
            | u64::from(p.hand[1] & 15) << 55
            | u64::from(p.phase as u8 & 3) << 59
            | u64::from(p.due & 7) << 61;
        // Each player's previous move takes ten bits, all set while it forbids nothing.
        let mut hi = u64::from(p.gifts[0] != 0)
            | u64::from(p.gifts[1] != 0) << 1
            | u64::from(p.shot[0].to_u8() & 31) << 2
            | u64::from(p.shot[1].to_u8() & 31) << 7
            | 0xF_FFFF << 12;
        if self.tracking.last {
            for player in Player::BOTH {
                if self.forbidden_return(player).is_some() {
                    let step = p.last[player.index()];
                    let shift = 12 + 10 * player.index();
                    let last =
                        u64::from(step.from.to_u8() & 31) | u64::from(step.to.to_u8() & 31) << 5;
                    hi = (hi & !(0x3FF << shift)) | last << shift;
                }
            }
        }
        RepetitionKey::from(hi) << 64 | RepetitionKey::from(lo)
    }

    /// Whether `victim` has lost the game (docs/readings.md, Winning, M5).
    fn beaten(&self, victim: Player) -> bool {
        let lost = self.pos.lost(victim);
        let captured = if self.opts.count_ilobolo_as_capture {
            lost
        } else {
            lost.saturating_sub(self.pos.gifts(victim))
        };
        captured >= 10
    }
}
