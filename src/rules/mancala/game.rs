//! The mancala game: Isolo (women's and boys' games) and Igisoro, exactly as
//! docs/readings.md, Mancala gives them, with every option (the I and G sections there).

mod uniform;

use super::board::{
    I1, I8, LAYOUT_SEEDS, circuit, facing_inner, facing_outer, is_inner, nghana_column,
};
use super::config::Config;
use super::engine::{self, Run, answers};
use super::flat::{Flat, predict};
use super::igisoro::{REPRESENTATIVE_LAYOUTS, captures_allowed, cw_captures};
use super::isolo::capture_condition;
use super::position::{Position, Wait};
use super::sides::Sides;
use super::sowing::Board;
use super::{
    ClockwiseBar, Decision, LocalPit, MancalaAction, MancalaEffect, MancalaIllegal, Pit, local_of,
};
use super::{igisoro, isolo, pit_of, refs, text, zobrist};
use crate::rules::notation::NotationError;
use crate::rules::options::{Options, StartLayout};
use crate::rules::{
    Action, ActionList, EffectKind, EffectSink, GameId, IllegalReason, NoEffects, Outcome, Player,
    WinReason,
};

/// A mancala game in progress: the rules in force and the position. Small and `Copy`.
///
/// Readings chosen where docs/readings.md leaves room (each also stated where it is implemented):
///
/// - **Turns with decisions** (Igisoro) are suspended between actions: `take`/`ndahise` by the
///   mover, then `ndakubye`/`keep` by the opponent ([`MancalaGame::to_act`] names him), and
///   `cw`/`ccw` by the mover, both when a lap arrives at a reverse pit from which a clockwise
///   relay would capture at once (G6) and when captured seeds are to be re-sown from a reverse
///   pit and a clockwise re-sow would capture at once (G8, reported as
///   [`Decision::Direction`] at the re-sow start pit; the captured seeds stay in the
///   opponent's pits until the direction is chosen, so the board always holds 64 seeds).
/// - **After a ndahise** (G14): once the opponent has answered (`ndakubye` or `keep`), the
///   relay from the landing pit is an arrival at that pit like any other. If it is a reverse
///   pit and a clockwise lap of its seeds would end in a capture, judged on the board after
///   the retreat, the mover chooses `cw` or `ccw` ([`Decision::Direction`]); otherwise it
///   relays counter-clockwise. As for every arrival, only with
///   `reverse_trigger=start_and_arrival`.
/// - A clockwise lap's capture is always taken (G7); the re-sow direction of G8 is asked
///   whatever `reverse_trigger` says, since a re-sow starts from, rather than arrives at, its
///   pit.
/// - **Endless moves**: see the turn engine (`mancala/engine.rs`) for how the 10,000-lap budget is counted over a
///   whole turn and how `endless_move=illegal` treats decisions.
/// - **Losing**: a player who has no legal action at the start of his turn loses; the action
///   that leaves him so ends with `GameOver` (`WinReason::OpponentCannotMove`).
/// - `start_layout=custom`: before move 1 South, then North, sends `Arrange(layout)` (any 32
///   seeds over his 16 pits). `legal_actions` lists only three representative layouts (see
///   [`igisoro::REPRESENTATIVE_LAYOUTS`]); `apply` accepts any. The inner-row layout stands on
///   the board until a player has arranged his side. Arranging emits no effect but a possible
///   `GameOver`; views re-read the board after it.
#[derive(Clone, Copy, Debug)]
pub struct MancalaGame {
    cfg: Config,
    pos: Position,
    outcome: Option<Outcome>,
}

impl MancalaGame {
    /// The start position.
    pub fn new(id: GameId, options: &Options) -> Self {
        let cfg = Config::new(id, options);
        let pits = if cfg.igisoro {
            igisoro::start_pits(cfg.layout)
        } else {
            isolo::start_pits(cfg.boys)
        };
        let custom = cfg.igisoro && cfg.layout == StartLayout::Custom;
        let pos = Position {
            pits,
            mover: Player::First,
            overture: [cfg.boys; 2],
            first: [cfg.no_capture_first; 2],
            arrange: [custom; 2],
            turn: None,
        };
        Self::with_position(cfg, pos)
    }

    /// A game from a position text (grammar: docs/architecture.md, Notation, and the README).
    ///
    /// # Errors
    ///
    /// Where the text is not a position of this rule set.
    pub fn from_position(id: GameId, options: &Options, text: &str) -> Result<Self, NotationError> {
        let cfg = Config::new(id, options);
        let pos = text::parse(&cfg, text)?;
        Ok(Self::with_position(cfg, pos))
    }

    /// A game from a core position, e.g. one kept by a search (`cfg` from the same options).
    fn with_position(cfg: Config, pos: Position) -> Self {
        let mut game = MancalaGame {
            cfg,
            pos,
            outcome: None,
        };
        if !game.can_act() {
            game.outcome = Some(Outcome::Win {
                winner: game.pos.to_act().other(),
                reason: WinReason::OpponentCannotMove,
            });
        }
        game
    }

    /// The position text.
    pub fn position(&self) -> String {
        text::print(&self.pos)
    }

    /// Who decides next: the mover, or his opponent when a ndakubye/keep answer is due.
    pub fn to_act(&self) -> Player {
        self.pos.to_act()
    }

    /// Whose turn it is (the player who sows), even while his opponent answers a ndahise.
    pub fn mover(&self) -> Player {
        self.pos.mover
    }

    /// The outcome, once over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The legal actions of the player to act (none once the game is over).
    pub fn legal_actions(&self, out: &mut ActionList) {
        if self.outcome.is_some() {
            return;
        }
        let pos = &self.pos;
        if pos.arrange[0] || pos.arrange[1] {
            for layout in REPRESENTATIVE_LAYOUTS {
                out.push(Action::Mancala(MancalaAction::Arrange(layout)));
            }
            return;
        }
        // One board serves every candidate's endless check.
        if self.sides_fit() {
            self.legal_on(&Sides::load(pos), out);
        } else {
            self.legal_on(&Flat::load(pos), out);
        }
    }

    /// Whether the turn can be played on the board in registers ([`Sides`]): always but in an
    /// Isolo boys' overture, whose circuit it does not know.
    #[inline(always)]
    pub(super) fn sides_fit(&self) -> bool {
        !(self.cfg.boys && self.pos.overture[self.pos.mover.index()])
    }

    /// [`Self::legal_actions`] (but layouts) on `b`, the board of the position.
    #[inline(always)]
    fn legal_on<B: Board>(&self, b: &B, out: &mut ActionList) {
        let (pos, cfg) = (&self.pos, &self.cfg);
        if let Some(ts) = pos.turn {
            let answers = answers(ts.wait);
            let before = out.len();
            // List in reading order: take/ndahise, ndakubye/keep, cw/ccw.
            let ordered = if matches!(ts.wait, Wait::Direction | Wait::ResowDirection) {
                [answers[1], answers[0]]
            } else {
                answers
            };
            for a in ordered {
                if engine::viable(pos, b, cfg, a) {
                    out.push(Action::Mancala(a));
                }
            }
            if out.len() == before {
                // Safety net of `engine`: no answer stays within the budget.
                for a in ordered {
                    out.push(Action::Mancala(a));
                }
            }
            return;
        }
        self.moves(b, |a| {
            if engine::viable(pos, b, cfg, a) {
                out.push(Action::Mancala(a));
            }
            true
        });
    }

    /// Calls `f` with every sowing that passes the static checks (seeds, overture, clockwise
    /// only for a direct capture), in pit order; stops when `f` returns false. `b` is the board
    /// of the position.
    #[inline(always)]
    fn moves<B: Board>(&self, b: &B, mut f: impl FnMut(MancalaAction) -> bool) {
        let (pos, cfg) = (&self.pos, &self.cfg);
        let mover = pos.mover;
        // The playable pits as a bit mask, found without a branch per pit: which pits are
        // empty is random, and mispredicted branches dominate the cost of move generation.
        let mut playable = 0u16;
        for local in LocalPit::all() {
            let count = pos.pits[local.on(mover).index()];
            playable |= u16::from(count >= cfg.min_seeds) << local.to_u8();
        }
        if cfg.boys && pos.overture[mover.index()] {
            playable &= !(1 << I8.to_u8());
        }
        while playable != 0 {
            // A set bit of `playable` is a local pit: it has 16 bits.
            let local = LocalPit::new_unchecked(playable.trailing_zeros() as u8);
            playable &= playable - 1;
            if !f(MancalaAction::Sow {
                pit: local,
                clockwise: false,
            }) {
                return;
            }
            let at = b.own(local);
            if cfg.igisoro
                && b.is_reverse(cfg, at)
                && cw_captures(b, pos, cfg, at, b.seeds(at), true, None)
                && !f(MancalaAction::Sow {
                    pit: local,
                    clockwise: true,
                })
            {
                return;
            }
        }
    }

    /// Whether the player to act has a legal action.
    fn can_act(&self) -> bool {
        let pos = &self.pos;
        if pos.arrange[0] || pos.arrange[1] || pos.turn.is_some() {
            // A layout is always possible; a decision always offers its answers.
            return true;
        }
        if self.sides_fit() {
            self.can_move_on(&Sides::load(pos))
        } else {
            self.can_move_on(&Flat::load(pos))
        }
    }

    /// Whether the mover has a legal move on `b`, the board of the position.
    #[inline(always)]
    fn can_move_on<B: Board>(&self, b: &B) -> bool {
        let (pos, cfg) = (&self.pos, &self.cfg);
        // Moves whose first lap settles the turn need no simulation: try them first.
        if engine::some_move_settles_at_once(pos, b, cfg) {
            return true;
        }
        let mut any = false;
        self.moves(b, |a| {
            any = engine::viable(pos, b, cfg, a);
            !any
        });
        any
    }

    /// Applies an action. On error nothing changes.
    ///
    /// # Errors
    ///
    /// Why the rules refuse the action here; the game is unchanged then.
    pub fn apply<S: EffectSink>(
        &mut self,
        a: MancalaAction,
        sink: &mut S,
    ) -> Result<(), IllegalReason> {
        if self.outcome.is_some() {
            return Err(IllegalReason::GameOver);
        }
        if let MancalaAction::Arrange(layout) = a {
            return self.arrange(layout, sink);
        }
        self.check(a).map_err(IllegalReason::Mancala)?;
        let cfg = self.cfg;
        if !S::ENABLED {
            // Playouts and search: on the board in registers wherever it fits.
            let run = if self.sides_fit() {
                self.apply_quiet::<Sides>(a)
            } else {
                self.apply_quiet::<Flat>(a)
            }?;
            match run {
                Run::Ended => self.end_turn(false, sink),
                Run::Capped => self.end_turn(true, sink),
                Run::Suspended => {}
            }
            return Ok(());
        }
        if !cfg.endless_ends_turn {
            // Played quietly first: an endless action must leave no trace, not even effects.
            let endless = if self.sides_fit() {
                self.endless_on::<Sides>(a)
            } else {
                self.endless_on::<Flat>(a)
            };
            if endless {
                return Err(self.endless(a));
            }
        }
        match engine::play::<Flat, _>(&mut self.pos, &cfg, a, sink).0 {
            Run::Ended => self.end_turn(false, sink),
            Run::Capped => self.end_turn(true, sink),
            Run::Suspended => {}
        }
        Ok(())
    }

    /// Plays `a` (validated) without effects on a board of type `B`, unless it is endless;
    /// the turn's bookkeeping is the caller's. The position changes only once the run is known
    /// to stand, and in place.
    #[inline(always)]
    fn apply_quiet<B: Board>(&mut self, a: MancalaAction) -> Result<Run, IllegalReason> {
        let mut board = B::load(&self.pos);
        let reached = engine::act(&self.pos, &mut board, &self.cfg, a, &mut NoEffects);
        if reached.run == Run::Capped
            && !self.cfg.endless_ends_turn
            && !self.no_answer_completes_on::<B>()
        {
            return Err(self.endless(a));
        }
        engine::commit(&mut self.pos, &board, &self.cfg, a, &reached);
        Ok(reached.run)
    }

    /// Whether `a` (validated) is endless here: its sowing exceeds the turn's lap budget, and
    /// it is not the engine's safety net (see [`Self::no_answer_completes_on`]).
    #[inline(always)]
    fn endless_on<B: Board>(&self, a: MancalaAction) -> bool {
        let mut board = B::load(&self.pos);
        let reached = engine::act(&self.pos, &mut board, &self.cfg, a, &mut NoEffects);
        reached.run == Run::Capped && !self.no_answer_completes_on::<B>()
    }

    /// The refusal of an endless action.
    fn endless(&self, a: MancalaAction) -> IllegalReason {
        IllegalReason::Mancala(MancalaIllegal::Endless(self.pit_of_action(a)))
    }

    /// The engine's safety net: a pending decision none of whose answers stays within the
    /// budget (judged on a board of type `B`).
    fn no_answer_completes_on<B: Board>(&self) -> bool {
        match self.pos.turn {
            Some(ts) => {
                let board = B::load(&self.pos);
                !answers(ts.wait)
                    .into_iter()
                    .any(|a| engine::viable(&self.pos, &board, &self.cfg, a))
            }
            None => false,
        }
    }

    /// The pit an endless action is reported at: the sown pit, or the landing pit of a decision.
    fn pit_of_action(&self, a: MancalaAction) -> LocalPit {
        match (a, self.pos.turn) {
            (MancalaAction::Sow { pit, .. }, _) => pit,
            (_, Some(ts)) => ts.landing.local(),
            _ => LocalPit::outer(0),
        }
    }

    /// The static checks of an action other than `Arrange`.
    fn check(&self, a: MancalaAction) -> Result<(), MancalaIllegal> {
        let (pos, cfg) = (&self.pos, &self.cfg);
        if pos.arrange[0] || pos.arrange[1] {
            return Err(MancalaIllegal::DecisionDue(
                "arrange your 32 seeds: set:o1,..,o8/i1,..,i8",
            ));
        }
        match a {
            MancalaAction::Sow { pit, clockwise } => {
                if let Some(ts) = pos.turn {
                    return Err(MancalaIllegal::DecisionDue(due(ts.wait)));
                }
                if pit.index() >= LocalPit::COUNT {
                    return Err(MancalaIllegal::NoSuchPit(pit));
                }
                let mover = pos.mover;
                if cfg.boys && pit == I8 && pos.overture[mover.index()] {
                    return Err(MancalaIllegal::OutsideOverture(pit));
                }
                let flat = pit_of(mover, pit);
                let has = pos.pits[flat.index()];
                if has < cfg.min_seeds {
                    return Err(MancalaIllegal::TooFewSeeds {
                        pit,
                        has,
                        needs: cfg.min_seeds,
                    });
                }
                if clockwise {
                    if !cfg.igisoro {
                        return Err(MancalaIllegal::NotInThisGame);
                    }
                    let why = if !cfg.is_reverse(flat) {
                        Some(ClockwiseBar::NotReversePit)
                    } else if !captures_allowed(pos, cfg) {
                        Some(ClockwiseBar::FirstTurn)
                    } else if !cw_captures(&Flat::load(pos), pos, cfg, flat, has, true, None) {
                        Some(ClockwiseBar::NoCapture)
                    } else {
                        None
                    };
                    if let Some(why) = why {
                        return Err(MancalaIllegal::NoClockwise { pit, why });
                    }
                }
                Ok(())
            }
            MancalaAction::Arrange(_) => Ok(()),
            _ => {
                if !cfg.igisoro {
                    return Err(MancalaIllegal::NotInThisGame);
                }
                let Some(ts) = pos.turn else {
                    return Err(MancalaIllegal::NoDecisionDue);
                };
                if answers(ts.wait).contains(&a) {
                    Ok(())
                } else {
                    Err(MancalaIllegal::DecisionDue(due(ts.wait)))
                }
            }
        }
    }

    /// Igisoro `start_layout=custom`: the player to act arranges his seeds.
    fn arrange<S: EffectSink>(
        &mut self,
        layout: super::Layout,
        sink: &mut S,
    ) -> Result<(), IllegalReason> {
        let illegal = |r| Err(IllegalReason::Mancala(r));
        if !(self.cfg.igisoro && self.cfg.layout == StartLayout::Custom) {
            return illegal(MancalaIllegal::NotInThisGame);
        }
        if !(self.pos.arrange[0] || self.pos.arrange[1]) {
            return illegal(MancalaIllegal::NoDecisionDue);
        }
        let total: u32 = layout.iter().map(|&n| u32::from(n)).sum();
        if total != LAYOUT_SEEDS {
            // At most 16 × 255 seeds: the true count always fits.
            return illegal(MancalaIllegal::BadLayout(
                u16::try_from(total).unwrap_or(u16::MAX),
            ));
        }
        let player = self.pos.to_act();
        isolo::place_side(&mut self.pos.pits, player, &layout);
        self.pos.arrange[player.index()] = false;
        if !self.can_act() {
            self.game_over(sink);
        }
        Ok(())
    }

    /// Ends the mover's turn (at the cap if `capped`) and checks whether the next player can
    /// move.
    fn end_turn<S: EffectSink>(&mut self, capped: bool, sink: &mut S) {
        let mover = self.pos.mover;
        if S::ENABLED {
            if capped {
                let effect = MancalaEffect::EndlessCapped { player: mover };
                sink.push(EffectKind::Mancala(effect), refs::ENDLESS_CAP);
            }
            let rule = if capped {
                refs::ENDLESS_CAP
            } else {
                refs::lap_ends_empty(self.cfg.igisoro)
            };
            let effect = MancalaEffect::TurnEnded { player: mover };
            sink.push(EffectKind::Mancala(effect), rule);
        }
        self.pos.turn = None;
        self.pos.first[mover.index()] = false;
        self.pos.mover = mover.other();
        if !self.can_act() {
            self.game_over(sink);
        }
    }

    /// The player to act cannot act: his opponent wins.
    fn game_over<S: EffectSink>(&mut self, sink: &mut S) {
        let outcome = Outcome::Win {
            winner: self.pos.to_act().other(),
            reason: WinReason::OpponentCannotMove,
        };
        self.outcome = Some(outcome);
        sink.push(
            EffectKind::GameOver(outcome),
            refs::cannot_move(self.cfg.igisoro),
        );
    }

    /// Seeds in every pit, by flat index.
    pub fn pits(&self) -> &[u8; 32] {
        &self.pos.pits
    }

    /// Seeds in one pit.
    pub fn seeds(&self, pit: Pit) -> u8 {
        self.pos.pits[pit.index()]
    }

    /// Isolo boys: whether `player` is still in his overture (false in other games).
    pub fn in_overture(&self, player: Player) -> bool {
        self.pos.overture[player.index()]
    }

    /// Isolo boys: whether `player`'s ng'hana column cannot be captured now: he is still in
    /// his overture and the game protects it (`protect_nghana`, the default). Under
    /// `protect_nghana=false` the overture goes on but the column can be taken, so a board
    /// must not label it protected.
    pub fn nghana_protected(&self, player: Player) -> bool {
        self.cfg.protect && self.pos.overture[player.index()]
    }

    /// Igisoro `no_capture_first_turns=true`: whether `player` has not finished his first turn
    /// (a position set up by hand says it; see [`crate::rules::setup`]).
    pub fn in_first_turn(&self, player: Player) -> bool {
        self.pos.first[player.index()]
    }

    /// The decision the engine waits for, if any (who decides: [`Self::to_act`]).
    pub fn pending(&self) -> Option<Decision> {
        let cfg = self.cfg;
        self.pos.decision(|ts| engine::resow_from(&cfg, ts))
    }

    /// Igisoro: the reverse pits in force, in owner's coordinates (empty in Isolo).
    pub fn reverse_pits(&self) -> &'static [LocalPit] {
        self.cfg.reverse_pits()
    }

    /// A hash of the position (pits, side, overture, first-turn and arrange flags, suspended
    /// turn), for transposition tables.
    pub fn hash(&self) -> u64 {
        zobrist::hash(&self.pos)
    }

    /// The core state, for search (small and `Copy`).
    pub(super) fn core(&self) -> &Position {
        &self.pos
    }

    /// The rules in force.
    pub(super) fn config(&self) -> &Config {
        &self.cfg
    }

    /// Seeds a pit needs to start a move (2; Igisoro `min_seeds=1`, docs/readings.md, I6, G2).
    pub fn min_seeds(&self) -> u8 {
        self.cfg.min_seeds
    }

    /// Isolo boys: the seeds in `player`'s ng'hana column (o8, i8) while it cannot be captured
    /// ([`Self::nghana_protected`]); 0 otherwise.
    pub fn protected_seeds(&self, player: Player) -> u8 {
        if !self.nghana_protected(player) {
            return 0;
        }
        let (o8, i8) = nghana_column(player);
        self.pos.pits[o8.index()] + self.pos.pits[i8.index()]
    }

    /// The seeds the first lap of `player`'s sowing from his pit `local` (clockwise or not)
    /// would capture where it ends, by the capture condition alone (docs/readings.md, Landing,
    /// I2, with the ng'hana protection of I4), whoever is to act; `None` if the pit cannot be
    /// sown or the lap would not end at a capture. A threat for the computer's evaluation:
    /// whether the capture is compulsory, offered or barred on a first turn is not asked.
    #[inline]
    pub fn threat(&self, player: Player, local: LocalPit, clockwise: bool) -> Option<u8> {
        let (pos, cfg) = (&self.pos, &self.cfg);
        let pit = pit_of(player, local);
        let count = pos.pits[pit.index()];
        if count < cfg.min_seeds.max(1) {
            return None;
        }
        let c = circuit(player, clockwise, cfg.boys && pos.overture[player.index()]);
        if !c.contains(pit) {
            return None;
        }
        let (landing, now) = predict(c, pit, count, true, |p| pos.pits[p.index()]);
        if now < 2 || !is_inner(landing) {
            return None;
        }
        let (fi, fo) = (
            pos.pits[facing_inner(landing).index()],
            pos.pits[facing_outer(landing).index()],
        );
        let shield =
            cfg.protect && pos.overture[player.other().index()] && local_of(landing).1 == I1;
        let test = capture_condition(cfg, (fi, fo), shield);
        test.captures.then_some(test.take.0 + test.take.1)
    }
}

/// What a pending decision expects, for error messages.
fn due(wait: Wait) -> &'static str {
    match wait {
        Wait::Take => "take the capture or say ndahise",
        Wait::Retreat => "the opponent answers ndakubye or keep",
        Wait::Direction => "choose the relay's direction: cw or ccw",
        Wait::ResowDirection => "choose the re-sow's direction: cw or ccw",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Effect, EffectKind};

    /// A game whose turns may sow at most `cap` laps, to reach the cap with small positions.
    fn capped(id: GameId, pairs: &[&str], text: &str, cap: u16) -> MancalaGame {
        let mut options = Options::defaults(id);
        for pair in pairs {
            options.set_pair(pair).unwrap();
        }
        let cfg = Config::new(id, &options).with_lap_cap(cap);
        let pos = text::parse(&cfg, text).unwrap();
        MancalaGame::with_position(cfg, pos)
    }

    fn legal(g: &MancalaGame) -> Vec<String> {
        let mut list = ActionList::new();
        g.legal_actions(&mut list);
        list.iter().map(|a| a.to_string()).collect()
    }

    /// South's only move (o1) relays once from S-o3: endless under a cap of one lap, so South
    /// cannot move and loses; with two laps allowed it is legal.
    #[test]
    fn a_player_whose_every_move_is_endless_loses() {
        let text = "8 8 8 8 8 8 8 5/0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0/2 0 1 0 0 0 0 0 S";
        let g = capped(GameId::IsoloWomen, &[], text, 1);
        assert_eq!(
            g.outcome(),
            Some(Outcome::Win {
                winner: Player::Second,
                reason: WinReason::OpponentCannotMove
            })
        );
        assert!(legal(&g).is_empty());
        let g = capped(GameId::IsoloWomen, &[], text, 2);
        assert_eq!(g.outcome(), None);
        assert_eq!(legal(&g), ["o1"]);
        // With end_turn_at_cap the move is legal under any cap and stops at it.
        let mut g = capped(
            GameId::IsoloWomen,
            &["endless_move=end_turn_at_cap"],
            text,
            1,
        );
        assert_eq!(legal(&g), ["o1"]);
        let mut effects: Vec<Effect> = Vec::new();
        g.apply(
            MancalaAction::Sow {
                pit: LocalPit::new_unchecked(0),
                clockwise: false,
            },
            &mut effects,
        )
        .unwrap();
        assert!(effects.iter().any(|e| matches!(
            e.kind,
            EffectKind::Mancala(MancalaEffect::EndlessCapped {
                player: Player::First
            })
        )));
        assert_eq!(g.to_act(), Player::Second);
    }

    /// The lap budget runs across decisions: with the turn at its cap, `take` (a re-sow lap)
    /// is endless but `ndahise` (no lap) is not; then neither answer of the opponent fits, so
    /// the safety net offers both and the turn stops at the cap.
    #[test]
    fn decisions_share_the_budget_and_never_leave_a_player_without_an_answer() {
        let text = "0 0 0 0 0 0 1 1/0 5 5 5 5 0 5 5/0 0 4 4 4 4 4 4/2 2 2 1 1 0 0 0 N pending:take@N-i4 origin:N-i8 lap:N-i8 laps:1";
        let mut g = capped(GameId::Igisoro, &[], text, 1);
        assert_eq!(legal(&g), ["ndahise"]);
        let err = g.apply(MancalaAction::Take, &mut NoEffects).unwrap_err();
        assert_eq!(
            err,
            IllegalReason::Mancala(MancalaIllegal::Endless(LocalPit::new_unchecked(11)))
        );
        g.apply(MancalaAction::Ndahise, &mut NoEffects).unwrap();
        assert_eq!(g.to_act(), Player::First);
        assert_eq!(legal(&g), ["ndakubye", "keep"]);
        let mut effects: Vec<Effect> = Vec::new();
        g.apply(MancalaAction::Keep, &mut effects).unwrap();
        assert!(effects.iter().any(|e| e.rule.id == "endless_cap"));
        assert_eq!(g.pending(), None);
        assert_eq!(g.to_act(), Player::First);
        assert_eq!(g.core().total(), 64);
    }

    #[test]
    fn hashes_tell_positions_apart() {
        let a = MancalaGame::new(GameId::IsoloWomen, &Options::defaults(GameId::IsoloWomen));
        let mut b = a;
        b.apply(
            MancalaAction::Sow {
                pit: LocalPit::new_unchecked(8),
                clockwise: false,
            },
            &mut NoEffects,
        )
        .unwrap();
        assert_ne!(a.hash(), b.hash());
        let c = MancalaGame::from_position(
            GameId::IsoloWomen,
            &Options::defaults(GameId::IsoloWomen),
            &a.position(),
        )
        .unwrap();
        assert_eq!(a.hash(), c.hash());
    }
}
