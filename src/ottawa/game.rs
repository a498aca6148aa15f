//! The match as a state machine: dealing a round (O2, O3), turns (O4–O6), the end of a
//! round (O7, O8), scoring and the next deal (O9, O10).

use super::card::Card;
use super::error::{PlayError, SetupError};
use super::matching::matches;
use super::scoring::{
    match_ends, match_winners, max_total, round_result, RoundResult, MAX_ROUNDS, MAX_TARGET,
};
use super::setup::{OttawaOptions, Rules, Setup};
use crate::rng::GameRng;
use std::fmt;
use std::str::FromStr;

mod invariants;

/// A move of the seat to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// O5: draw one card from the stock (at most once per turn; the turn goes on).
    Draw,
    /// O5: play this matching card onto the discard pile (ends the turn).
    Play(Card),
    /// O5: pass, holding no matching card (ends the turn).
    Pass,
    /// After a round, before the match is over: deal the next round (O10).
    NextRound,
}

impl fmt::Display for Move {
    /// `draw`, `pass`, `next-round`, or the card code (`7C`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Draw => f.write_str("draw"),
            Move::Play(c) => write!(f, "{c}"),
            Move::Pass => f.write_str("pass"),
            Move::NextRound => f.write_str("next-round"),
        }
    }
}

impl FromStr for Move {
    type Err = PlayError;

    /// The forms [`Move`]'s `Display` writes, case-insensitive; anything else must be a
    /// card code (`bad-card` otherwise).
    fn from_str(s: &str) -> Result<Move, PlayError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "draw" => Ok(Move::Draw),
            "pass" => Ok(Move::Pass),
            "next-round" => Ok(Move::NextRound),
            _ => Ok(Move::Play(s.parse()?)),
        }
    }
}

/// One action of a round as the table sees it (API `last`, and the round's history).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// A seat drew a card. `card` is known only to the drawer (and to the game);
    /// `reshuffled` says the discards were first turned into a new stock (O6).
    Draw {
        /// The seat that drew.
        seat: usize,
        /// The card drawn, if the observer may know it.
        card: Option<Card>,
        /// True if the stock was rebuilt from the discards just before this draw.
        reshuffled: bool,
    },
    /// A seat played a card.
    Play {
        /// The seat that played.
        seat: usize,
        /// The card played (now the top of the discard pile).
        card: Card,
    },
    /// A seat passed: it held no card matching `top` (O5).
    Pass {
        /// The seat that passed.
        seat: usize,
        /// The top of the discard pile when it passed.
        top: Card,
    },
}

impl Action {
    /// The seat that acted.
    pub fn seat(&self) -> usize {
        match *self {
            Action::Draw { seat, .. } | Action::Play { seat, .. } | Action::Pass { seat, .. } => {
                seat
            }
        }
    }

    /// `"draw"`, `"play"` or `"pass"` (API `last.kind`).
    pub fn kind(&self) -> &'static str {
        match self {
            Action::Draw { .. } => "draw",
            Action::Play { .. } => "play",
            Action::Pass { .. } => "pass",
        }
    }

    /// The action as a watcher sees it, who holds no seat: every drawn card is hidden.
    pub fn public(&self) -> Action {
        match *self {
            Action::Draw {
                seat, reshuffled, ..
            } => Action::Draw {
                seat,
                card: None,
                reshuffled,
            },
            a => a,
        }
    }

    /// The action as `seat` sees it: another seat's drawn card is hidden (O11).
    pub fn seen_by(&self, seat: usize) -> Action {
        match *self {
            Action::Draw {
                seat: s,
                reshuffled,
                ..
            } if s != seat => Action::Draw {
                seat: s,
                card: None,
                reshuffled,
            },
            a => a,
        }
    }
}

/// What a successful [`OttawaGame::play`] reports.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlayOutcome {
    /// The round ended with this move.
    pub round_over: bool,
    /// The match ended with this move.
    pub over: bool,
    /// The card drawn, for a draw (only the drawer should be shown it).
    pub drawn: Option<Card>,
}

/// An Оттава match: the current round and the totals so far. Fields are private; the
/// only ways in are [`OttawaGame::new`], [`OttawaGame::from_setup`] and `load`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OttawaGame {
    pub(super) options: OttawaOptions,
    pub(super) hands: Vec<Vec<Card>>,
    /// The stock, top card **last**.
    pub(super) stock: Vec<Card>,
    /// The discard pile, top card last.
    pub(super) discard: Vec<Card>,
    pub(super) dealer: usize,
    /// The seat to move; between rounds, the seat that deals next.
    pub(super) to_move: usize,
    pub(super) round: u32,
    pub(super) scores: Vec<u32>,
    pub(super) has_drawn: bool,
    /// Consecutive turns that ended in a pass without a draw (O8).
    pub(super) idle: usize,
    /// Reshuffles so far this round (O6); each has its own seeded generator. At most
    /// [`MAX_RESHUFFLES`].
    pub(super) reshuffles: u32,
    /// Every card turned face up on the discard pile this round, in order.
    pub(super) played: Vec<Card>,
    /// This round's actions, drawn cards included.
    pub(super) history: Vec<Action>,
    pub(super) result: Option<RoundResult>,
    pub(super) over: bool,
    pub(super) winners: Vec<usize>,
    /// How many cards are in play this round (52 when the game dealt them).
    pub(super) cards: usize,
}

/// A generator for one random event of the match: `event` 0 deals round `round`, event
/// k > 0 is the round's k-th reshuffle; round 0 picks the first dealer (O2). Deriving
/// each event from (seed, round, event) keeps the state small and saveable.
fn event_rng(seed: u64, round: u32, event: u32) -> GameRng {
    fn splitmix(mut z: u64) -> u64 {
        z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    GameRng::new(splitmix(
        seed ^ splitmix((u64::from(round) << 32) | u64::from(event)),
    ))
}

/// The most reshuffles one round may have (O6): the count names each reshuffle's
/// generator, so once it is used up the discards are no longer turned into a stock
/// and, the stock being empty, no draw is possible. Each reshuffle needs a draw, so
/// a round would need over four billion moves to get there.
pub const MAX_RESHUFFLES: u32 = u32::MAX;

pub(super) fn check_options(o: &OttawaOptions) -> Result<(), SetupError> {
    if !(2..=7).contains(&o.players) {
        return Err(SetupError::Players(o.players));
    }
    if !(1..=MAX_TARGET).contains(&o.target) {
        return Err(SetupError::Target(o.target));
    }
    match o.rounds {
        Some(r) if !(1..=MAX_ROUNDS).contains(&r) => Err(SetupError::Rounds(r)),
        _ => Ok(()),
    }
}

impl OttawaGame {
    /// A new match: the first dealer is drawn from the seed (O2) and round 1 is dealt.
    pub fn new(options: OttawaOptions) -> Result<OttawaGame, SetupError> {
        check_options(&options)?;
        let n = options.players;
        let dealer = event_rng(options.seed, 0, 0).index(n);
        let mut game = OttawaGame {
            options,
            hands: vec![Vec::new(); n],
            stock: Vec::new(),
            discard: Vec::new(),
            dealer,
            to_move: dealer,
            round: 1,
            scores: vec![0; n],
            has_drawn: false,
            idle: 0,
            reshuffles: 0,
            played: Vec::new(),
            history: Vec::new(),
            result: None,
            over: false,
            winners: Vec::new(),
            cards: 52,
        };
        game.deal();
        Ok(game)
    }

    /// A match in the position `setup` describes, once checked: 2–7 seats, one non-empty
    /// hand per seat, a non-empty discard pile, no card twice, seats in range, the round
    /// within the match (at most `rounds`, or [`MAX_ROUNDS`]), no total already at the
    /// target, and no total above [`max_total`] of the round.
    pub fn from_setup(setup: Setup) -> Result<OttawaGame, SetupError> {
        let mut options = setup.options;
        if options.players != setup.players {
            if !(2..=7).contains(&setup.players) {
                return Err(SetupError::Players(setup.players));
            }
            return Err(SetupError::Option(
                "the options name another number of players",
            ));
        }
        check_options(&options)?;
        let n = setup.players;
        if setup.hands.len() != n {
            return Err(SetupError::HandCount {
                players: n,
                hands: setup.hands.len(),
            });
        }
        let scores = if setup.scores.is_empty() {
            vec![0; n]
        } else {
            setup.scores
        };
        if scores.len() != n {
            return Err(SetupError::ScoreCount {
                players: n,
                scores: scores.len(),
            });
        }
        if setup.dealer >= n {
            return Err(SetupError::UnknownSeat("dealer", setup.dealer));
        }
        if setup.to_move >= n {
            return Err(SetupError::UnknownSeat("seat to move", setup.to_move));
        }
        if setup.discard.is_empty() {
            return Err(SetupError::EmptyDiscard);
        }
        if let Some(seat) = setup.hands.iter().position(Vec::is_empty) {
            return Err(SetupError::EmptyHand(seat));
        }
        let mut seen = 0u64;
        let all = setup
            .hands
            .iter()
            .flatten()
            .chain(&setup.stock)
            .chain(&setup.discard);
        let mut cards = 0;
        for &c in all {
            if seen & c.bit() != 0 {
                return Err(SetupError::Duplicate(c));
            }
            seen |= c.bit();
            cards += 1;
        }
        let last_round = options.rounds.unwrap_or(MAX_ROUNDS);
        if !(1..=last_round).contains(&setup.round) {
            return Err(SetupError::Round {
                round: setup.round,
                max: last_round,
            });
        }
        if options.rounds.is_none() && scores.iter().any(|&s| s >= options.target) {
            return Err(SetupError::TargetReached);
        }
        let max = max_total(setup.round, false);
        if let Some((seat, &score)) = scores.iter().enumerate().find(|&(_, &s)| s > max) {
            return Err(SetupError::ScoreTooHigh { seat, score, max });
        }
        options.players = n;
        let mut stock = setup.stock;
        stock.reverse();
        Ok(OttawaGame {
            options,
            hands: setup.hands,
            stock,
            played: setup.discard.clone(),
            discard: setup.discard,
            dealer: setup.dealer,
            to_move: setup.to_move,
            round: setup.round,
            scores,
            has_drawn: setup.has_drawn,
            idle: 0,
            reshuffles: 0,
            history: Vec::new(),
            result: None,
            over: false,
            winners: Vec::new(),
            cards,
        })
    }

    /// The position as a [`Setup`] (the round's history is not part of it).
    pub fn to_setup(&self) -> Setup {
        Setup {
            players: self.players(),
            hands: self.hands.clone(),
            stock: self.stock.iter().rev().copied().collect(),
            discard: self.discard.clone(),
            dealer: self.dealer,
            to_move: self.to_move,
            has_drawn: self.has_drawn,
            scores: self.scores.clone(),
            round: self.round,
            options: self.options,
        }
    }

    /// O2: shuffle the 52 cards with this round's generator, deal one at a time from
    /// the dealer's left (7 each up to 4 players, 6 each from 5), turn the upcard, and
    /// let the dealer's left play first (O3).
    fn deal(&mut self) {
        let n = self.players();
        let mut deck: Vec<Card> = Card::deck().collect();
        event_rng(self.options.seed, self.round, 0).shuffle(&mut deck);
        let each = if n <= 4 { 7 } else { 6 };
        let mut cards = deck.into_iter();
        for hand in &mut self.hands {
            hand.clear();
        }
        for _ in 0..each {
            for k in 1..=n {
                let seat = (self.dealer + k) % n;
                self.hands[seat].extend(cards.next());
            }
        }
        self.discard.clear();
        self.discard.extend(cards.next());
        // The rest, first card on top; stored top last.
        self.stock = cards.rev().collect();
        self.played = self.discard.clone();
        self.history.clear();
        self.to_move = (self.dealer + 1) % n;
        self.has_drawn = false;
        self.idle = 0;
        self.reshuffles = 0;
        self.result = None;
        self.cards = 52;
    }

    /// Number of seats.
    pub fn players(&self) -> usize {
        self.hands.len()
    }

    /// The match's options.
    pub fn options(&self) -> &OttawaOptions {
        &self.options
    }

    /// The public rules (options without the seed).
    pub fn rules(&self) -> Rules {
        self.options.rules()
    }

    /// The seat to move; between rounds, the seat that deals next; `None` once the
    /// match is over.
    pub fn to_move(&self) -> Option<usize> {
        (!self.over).then_some(self.to_move)
    }

    /// The seat that dealt this round.
    pub fn dealer(&self) -> usize {
        self.dealer
    }

    /// The round number, from 1.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The hand of `seat` (hidden information: for tests and the referee, not players).
    pub fn hand(&self, seat: usize) -> &[Card] {
        &self.hands[seat]
    }

    /// The stock, top card first (hidden information).
    pub fn stock(&self) -> Vec<Card> {
        self.stock.iter().rev().copied().collect()
    }

    /// The discard pile, bottom first (the last card is the top).
    pub fn discard(&self) -> &[Card] {
        &self.discard
    }

    /// The top of the discard pile.
    pub fn top(&self) -> Card {
        self.discard[self.discard.len() - 1]
    }

    /// Match totals.
    pub fn scores(&self) -> &[u32] {
        &self.scores
    }

    /// Whether the seat to move has drawn this turn.
    pub fn has_drawn(&self) -> bool {
        self.has_drawn
    }

    /// This round's actions so far, drawn cards included (hidden information).
    pub fn history(&self) -> &[Action] {
        &self.history
    }

    /// Every card turned face up this round, in order.
    pub fn played(&self) -> &[Card] {
        &self.played
    }

    /// True once the current round has ended.
    pub fn round_over(&self) -> bool {
        self.result.is_some()
    }

    /// How the current round ended, once it has.
    pub fn round_result(&self) -> Option<&RoundResult> {
        self.result.as_ref()
    }

    /// True once the match has ended.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// The match winners (empty until it is over).
    pub fn winners(&self) -> &[usize] {
        &self.winners
    }

    /// O6: a draw is possible if the stock, or the discards under the top, hold a card
    /// (and the round has a reshuffle left, [`MAX_RESHUFFLES`]).
    pub fn can_draw_now(&self) -> bool {
        !self.stock.is_empty() || (self.discard.len() > 1 && self.reshuffles < MAX_RESHUFFLES)
    }

    fn holds_match(&self, seat: usize) -> bool {
        let top = self.top();
        let wrap = self.options.wrap_ace;
        self.hands[seat].iter().any(|&c| matches(top, c, wrap))
    }

    /// The legal moves now, in the order plays (hand order), draw, pass; between
    /// rounds the one [`Move::NextRound`]; nothing once the match is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.legal_moves_into(&mut out);
        out
    }

    /// [`OttawaGame::legal_moves`] into a reused buffer (cleared first).
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.over {
            return;
        }
        if self.result.is_some() {
            out.push(Move::NextRound);
            return;
        }
        let top = self.top();
        let wrap = self.options.wrap_ace;
        let seat = self.to_move;
        out.extend(
            self.hands[seat]
                .iter()
                .filter(|&&c| matches(top, c, wrap))
                .map(|&c| Move::Play(c)),
        );
        let holds = !out.is_empty();
        let draw = !self.has_drawn && self.can_draw_now();
        if draw {
            out.push(Move::Draw);
        }
        // O5: pass only holding no match; with mustDrawWhenStuck, only after a draw
        // or when none is possible.
        let must_draw = draw && self.options.must_draw_when_stuck;
        if !holds && !must_draw {
            out.push(Move::Pass);
        }
    }

    /// The seat to move makes `mv` (O4–O6). Drawing keeps the turn; playing or passing
    /// ends it, and may end the round (O7, O8) and the match (O9). [`Move::NextRound`]
    /// does what [`OttawaGame::next_round`] does. On error nothing has changed.
    pub fn play(&mut self, mv: &Move) -> Result<PlayOutcome, PlayError> {
        if self.over {
            return Err(PlayError::GameOver);
        }
        if *mv == Move::NextRound {
            self.next_round()?;
            return Ok(PlayOutcome::default());
        }
        if self.result.is_some() {
            return Err(PlayError::RoundOver);
        }
        let seat = self.to_move;
        let n = self.players();
        let mut outcome = PlayOutcome::default();
        match *mv {
            Move::Draw => {
                if self.has_drawn {
                    return Err(PlayError::AlreadyDrew);
                }
                if !self.can_draw_now() {
                    return Err(PlayError::CannotDraw);
                }
                let reshuffled = self.stock.is_empty();
                if reshuffled {
                    self.reshuffle();
                }
                let card = self.stock.pop().expect("a card to draw");
                self.hands[seat].push(card);
                self.has_drawn = true;
                self.history.push(Action::Draw {
                    seat,
                    card: Some(card),
                    reshuffled,
                });
                outcome.drawn = Some(card);
                return Ok(outcome);
            }
            Move::Play(card) => {
                let Some(i) = self.hands[seat].iter().position(|&c| c == card) else {
                    return Err(PlayError::NotInHand(card));
                };
                let top = self.top();
                if !matches(top, card, self.options.wrap_ace) {
                    return Err(PlayError::NoMatch { card, top });
                }
                self.hands[seat].remove(i);
                self.discard.push(card);
                self.played.push(card);
                self.history.push(Action::Play { seat, card });
                self.has_drawn = false;
                self.idle = 0;
                if self.hands[seat].is_empty() {
                    self.end_round(false); // O7
                } else {
                    self.to_move = (seat + 1) % n;
                }
            }
            Move::Pass => {
                if self.holds_match(seat) {
                    return Err(PlayError::MustPlay);
                }
                if self.options.must_draw_when_stuck && !self.has_drawn && self.can_draw_now() {
                    return Err(PlayError::MustDraw);
                }
                let top = self.top();
                self.history.push(Action::Pass { seat, top });
                // O8: count the turns in a row that ended in a pass without a draw.
                self.idle = if self.has_drawn { 0 } else { self.idle + 1 };
                self.has_drawn = false;
                if self.idle >= n {
                    self.end_round(true);
                } else {
                    self.to_move = (seat + 1) % n;
                }
            }
            Move::NextRound => unreachable!("handled above"),
        }
        outcome.round_over = self.result.is_some();
        outcome.over = self.over;
        Ok(outcome)
    }

    /// O6: every discard but the top, shuffled with the round's next reshuffle
    /// generator, becomes the stock.
    fn reshuffle(&mut self) {
        // Below MAX_RESHUFFLES before: `can_draw_now` allows no reshuffle beyond it.
        self.reshuffles += 1;
        let mut cards = under_the_top(&mut self.discard);
        event_rng(self.options.seed, self.round, self.reshuffles).shuffle(&mut cards);
        self.stock = cards;
    }

    /// O7–O9: score the round, and end the match if it is due.
    fn end_round(&mut self, blocked: bool) {
        let result = round_result(&self.hands, blocked, self.options.scoring);
        // Never saturates: totals stay within `max_total` (see there).
        for (total, p) in self.scores.iter_mut().zip(&result.points) {
            *total = total.saturating_add(*p);
        }
        self.result = Some(result);
        self.has_drawn = false;
        self.to_move = (self.dealer + 1) % self.players();
        if match_ends(&self.rules(), self.round, &self.scores) {
            self.over = true;
            self.winners = match_winners(self.options.scoring, &self.scores);
        }
    }

    /// Deals the next round after one has ended (O10: the deal passes to the left).
    pub fn next_round(&mut self) -> Result<(), PlayError> {
        if self.over {
            return Err(PlayError::GameOver);
        }
        if self.result.is_none() {
            return Err(PlayError::RoundNotOver);
        }
        // Below MAX_ROUNDS before: the match is over after that round (`match_ends`).
        self.round += 1;
        self.dealer = (self.dealer + 1) % self.players();
        self.deal();
        Ok(())
    }
}

/// O6: what a reshuffle takes from the discard pile, every card but the top, in the
/// pile's order; the top stays.
pub(crate) fn under_the_top(pile: &mut Vec<Card>) -> Vec<Card> {
    let under = pile.len().saturating_sub(1);
    pile.drain(..under).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// O2: the round's shuffled deck goes out one card at a time, starting with the
    /// dealer's left; the next card is the upcard; the rest, in order, is the stock.
    #[test]
    fn o2_cards_are_dealt_one_at_a_time_from_the_dealers_left() {
        for players in 2..=7 {
            let g = OttawaGame::new(OttawaOptions {
                players,
                seed: 31 + players as u64,
                ..OttawaOptions::default()
            })
            .unwrap();
            let mut deck: Vec<Card> = Card::deck().collect();
            event_rng(g.options.seed, 1, 0).shuffle(&mut deck);
            let each = if players <= 4 { 7 } else { 6 };
            for (i, &card) in deck[..players * each].iter().enumerate() {
                let seat = (g.dealer + 1 + i % players) % players;
                assert_eq!(g.hands[seat][i / players], card, "card {i}");
            }
            assert_eq!(g.discard, vec![deck[players * each]]);
            assert_eq!(g.stock(), deck[players * each + 1..].to_vec());
            assert_eq!(g.to_move, (g.dealer + 1) % players, "O3");
        }
    }

    /// O2: the first dealer comes from the seed's own generator, before the deal.
    #[test]
    fn o2_first_dealer_from_the_seed() {
        for seed in 0..50 {
            let g = OttawaGame::new(OttawaOptions {
                players: 5,
                seed,
                ..OttawaOptions::default()
            })
            .unwrap();
            assert_eq!(g.dealer, event_rng(seed, 0, 0).index(5));
        }
    }

    /// Seat 0 to move in a match of two (seed 8) with an empty stock, and every card
    /// of its hand but one (returned) moved under the discards' top.
    fn stock_used_up() -> (OttawaGame, Vec<Card>) {
        let mut g = OttawaGame::new(OttawaOptions {
            players: 2,
            seed: 8,
            ..OttawaOptions::default()
        })
        .unwrap();
        g.stock.clear();
        let under: Vec<Card> = g.hands[0].drain(1..).collect();
        g.discard.splice(0..0, under.iter().copied());
        g.cards = 52 - 37; // the stock was dropped
        g.to_move = 0;
        (g, under)
    }

    /// O6: once a round has used its last reshuffle number, an empty stock cannot be
    /// rebuilt: no draw is offered, and one asked for is refused without change.
    #[test]
    fn o6_no_reshuffle_past_the_last() {
        let (mut g, _) = stock_used_up();
        g.reshuffles = MAX_RESHUFFLES - 1;
        assert!(g.can_draw_now());
        g.reshuffles = MAX_RESHUFFLES;
        assert!(!g.can_draw_now());
        assert!(!g.legal_moves().contains(&Move::Draw));
        let before = g.clone();
        assert_eq!(g.play(&Move::Draw), Err(PlayError::CannotDraw));
        assert_eq!(g, before);
    }

    /// O6: the k-th reshuffle of a round uses its own generator: the new stock is the
    /// old discards (top excepted) shuffled by it.
    #[test]
    fn o6_reshuffle_uses_the_rounds_kth_generator() {
        let (mut g, mut expected) = stock_used_up();
        event_rng(8, 1, 1).shuffle(&mut expected);
        g.play(&Move::Draw).unwrap();
        let drawn = *g.hands[0].last().unwrap();
        assert_eq!(drawn, *expected.last().unwrap());
        expected.pop();
        assert_eq!(g.stock, expected);
        assert_eq!(g.reshuffles, 1);
        g.check_invariants().unwrap();
    }
}
