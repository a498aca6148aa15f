//! The game state machine (Y3–Y5, Y15, Y18–Y22): deal, turns, draws, trades, end.

use super::board::Board;
use super::bounds::{max_score, MAX_TURN_SCORE};
use super::card::Card;
use super::cardset::CardSet;
use super::check::{check_play, recycle_fits, CheckOptions};
use super::error::{PlayError, SetupError};
use super::movegen::{for_each_play, PlaysOptions};
use super::position::Placement;
use crate::rng::GameRng;
use arrayvec::ArrayVec;
use std::collections::VecDeque;

/// Options of a new game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IotaOptions {
    /// 2–4 players (Y3). Default 2.
    pub players: usize,
    /// The seed of the deal (Y3) and of the first player (Y4).
    pub seed: u64,
    /// Y14, default on.
    pub all_four_bonus: bool,
    /// Y22, default off.
    pub short_game: bool,
}

impl Default for IotaOptions {
    fn default() -> Self {
        IotaOptions {
            players: 2,
            seed: 0,
            all_four_bonus: true,
            short_game: false,
        }
    }
}

/// A position claimed by a caller (tests, puzzles, saved games): public fields, maybe
/// nonsense. [`IotaGame::from_setup`] validates it. Not every card need be present.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// 2–4.
    pub players: usize,
    /// The grid: non-empty and valid (its parts need not touch).
    pub board: Vec<Placement>,
    /// One hand per seat, at most 4 cards each.
    pub hands: Vec<Vec<Card>>,
    /// The draw pile, top card first.
    pub pile: Vec<Card>,
    /// Scores so far, one per seat (empty: all zero), each at most
    /// [`max_score`] of the board's size.
    pub scores: Vec<u32>,
    /// The seat to move.
    pub to_move: usize,
    /// Consecutive passes so far (Y20), below 3 × players.
    pub passes: usize,
    /// Y14.
    pub all_four_bonus: bool,
    /// Y22 (recorded only: the cards present are what the setup lists).
    pub short_game: bool,
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            players: 2,
            board: Vec::new(),
            hands: vec![Vec::new(), Vec::new()],
            pile: Vec::new(),
            scores: Vec::new(),
            to_move: 0,
            passes: 0,
            all_four_bonus: true,
            short_game: false,
        }
    }
}

/// What a move does after its recycles (Y5).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Y5a: play these cards.
    Place(ArrayVec<Placement, 4>),
    /// Y5b: pass without trading.
    Pass,
    /// Y5b: pass and trade these cards.
    Trade(ArrayVec<Card, 4>),
}

/// A move: first the recycles (Y18: a hand card put on a wild's cell, the wild taken
/// into the hand), then the action. Equality ignores the order of the placements,
/// recycles and traded cards.
#[derive(Clone, Debug)]
pub struct Move {
    /// Y18 recycles, at most two.
    pub recycle: ArrayVec<Placement, 2>,
    /// The play, pass or trade.
    pub action: Action,
}

impl Move {
    /// A play without recycling.
    pub fn place(placements: &[Placement]) -> Move {
        Move {
            recycle: ArrayVec::new(),
            action: Action::Place(placements.iter().copied().take(4).collect()),
        }
    }

    /// A pass.
    pub fn pass() -> Move {
        Move {
            recycle: ArrayVec::new(),
            action: Action::Pass,
        }
    }

    /// A pass with a trade.
    pub fn trade(cards: &[Card]) -> Move {
        Move {
            recycle: ArrayVec::new(),
            action: Action::Trade(cards.iter().copied().take(4).collect()),
        }
    }

    /// The same move with placements, recycles and cards in a fixed order; a trade of
    /// no card is the pass it amounts to (Y5b).
    pub fn canonical(&self) -> Move {
        let mut m = self.clone();
        crate::sort::sort(&mut m.recycle);
        match &mut m.action {
            Action::Place(p) => crate::sort::sort(p),
            Action::Trade(c) if c.is_empty() => m.action = Action::Pass,
            Action::Trade(c) => crate::sort::sort(c),
            Action::Pass => {}
        }
        m
    }
}

impl PartialEq for Move {
    fn eq(&self, other: &Move) -> bool {
        let (a, b) = (self.canonical(), other.canonical());
        a.recycle == b.recycle && a.action == b.action
    }
}

/// The kind of the last move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveKind {
    /// Cards played.
    Play,
    /// A pass without trade.
    Pass,
    /// A pass with a trade.
    Trade,
}

impl MoveKind {
    /// `play`, `pass` or `trade`.
    pub fn as_str(self) -> &'static str {
        match self {
            MoveKind::Play => "play",
            MoveKind::Pass => "pass",
            MoveKind::Trade => "trade",
        }
    }

    /// Whether the seats may be told which cards a move of this kind moved. Y5b: the
    /// cards traded go to the bottom of the draw pile face down, so no seat is told
    /// them (not even the seat that traded: its device learns its new hand, never the
    /// cards gone); only their number is public. The cards a play puts on the grid,
    /// and the recycles (Y18), lie face up.
    pub fn cards_told(self) -> bool {
        !matches!(self, MoveKind::Trade)
    }
}

/// The public record of the last move (everyone sees it; traded cards are hidden).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastMove {
    /// Who moved.
    pub seat: usize,
    /// Play, pass or trade.
    pub kind: MoveKind,
    /// The cards played.
    pub placements: Vec<Placement>,
    /// The recycles made first.
    pub recycles: Vec<Placement>,
    /// Points scored.
    pub score: u32,
    /// How many cards were traded.
    pub traded: usize,
}

/// The result of a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnOutcome {
    /// Points scored (0 for a pass).
    pub score: u32,
    /// Before doubling (Y12).
    pub base: u32,
    /// Lots (Y13).
    pub lots: u32,
    /// Y14 applied.
    pub all_four: bool,
    /// `score == base * multiplier`.
    pub multiplier: u32,
    /// The game is over.
    pub over: bool,
    /// The winners, once over (Y21).
    pub winners: Vec<usize>,
}

/// What one seat sees (O11): nothing about other hands or the pile's order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IotaView {
    /// The seat viewing.
    pub seat: usize,
    /// The seat to move, `None` once over.
    pub to_move: Option<usize>,
    /// The grid, sorted by `y` then `x`; a wild shows as `W`.
    pub board: Vec<Placement>,
    /// The seat's own hand.
    pub hand: Vec<Card>,
    /// Every hand's size.
    pub hand_sizes: Vec<usize>,
    /// Cards in the draw pile.
    pub pile: usize,
    /// Every seat's score.
    pub scores: Vec<u32>,
    /// Consecutive passes so far (Y20).
    pub passes: usize,
    /// The game is over.
    pub over: bool,
    /// The winners, once over.
    pub winners: Vec<usize>,
    /// The last move, if any.
    pub last: Option<LastMove>,
    /// Cards this seat traded (Y5b) that are still in the pile, where it knows them to
    /// be: `(depth, card)`, depth 0 being the next card drawn. Traded cards go to the
    /// bottom and the pile is drawn from the top, so the seat can follow them.
    pub pile_known: Vec<(usize, Card)>,
    /// Cards this seat traded that another seat has drawn since and still holds, as
    /// `(seat, card)`: the seat saw who drew them. (Once that seat trades, the trader
    /// can no longer tell whether the card went with the trade, and forgets it.)
    pub hands_known: Vec<(usize, Card)>,
}

/// What everyone at the table sees, a watcher who holds no seat included (O11 for no
/// seat): the board, every hand's size, the pile's size, the scores and the last move
/// (a trade's cards are never in it). No card of any hand, nor the pile's order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IotaPublicView {
    /// The seat to move, `None` once over.
    pub to_move: Option<usize>,
    /// The grid, sorted by `y` then `x`; a wild shows as `W`.
    pub board: Vec<Placement>,
    /// Every hand's size.
    pub hand_sizes: Vec<usize>,
    /// Cards in the draw pile.
    pub pile: usize,
    /// Every seat's score.
    pub scores: Vec<u32>,
    /// Consecutive passes so far (Y20).
    pub passes: usize,
    /// The game is over.
    pub over: bool,
    /// The winners, once over.
    pub winners: Vec<usize>,
    /// The last move, if any.
    pub last: Option<LastMove>,
}

/// A game of Ётта. Built by [`IotaGame::new`] or [`IotaGame::from_setup`]; always in a
/// legal state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IotaGame {
    pub(crate) players: usize,
    pub(crate) all_four_bonus: bool,
    pub(crate) short_game: bool,
    pub(crate) board: Board,
    pub(crate) hands: Vec<ArrayVec<Card, 4>>,
    /// Top card first.
    pub(crate) pile: VecDeque<Card>,
    pub(crate) scores: Vec<u32>,
    pub(crate) to_move: usize,
    pub(crate) passes: usize,
    pub(crate) over: bool,
    pub(crate) last: Option<LastMove>,
    /// Every card of the game (conserved): numbered ones and the wild count.
    pub(crate) deck: (CardSet, u8),
    /// Numbered cards that some seats can follow although they are hidden (Y5b: a
    /// trader knows where its traded cards are in the pile, then who draws them), with
    /// the bit set of those seats. Wilds are not followed (the two are alike).
    pub(crate) known: Vec<(Card, u8)>,
}

/// The bit of `seat` in a set of seats (seats 0–7).
fn seat_bit(seat: usize) -> Option<u8> {
    u32::try_from(seat).ok().and_then(|s| 1u8.checked_shl(s))
}

fn remove_card(hand: &mut ArrayVec<Card, 4>, card: Card) -> bool {
    match hand.iter().position(|&c| c == card) {
        Some(i) => {
            hand.remove(i);
            true
        }
        None => false,
    }
}

impl IotaGame {
    /// A new game dealt from `options.seed` (Y3, Y4, Y22). The random draws, in order:
    /// with `short_game`, a shuffle of the 64 numbered cards of which the first 32 are
    /// kept with both wilds; a shuffle of the deck; four cards to each seat in turn
    /// (one at a time, from the top); the starter from the top (a wild goes back and
    /// the pile is shuffled again); the first player.
    pub fn new(options: IotaOptions) -> Result<IotaGame, SetupError> {
        if !(2..=4).contains(&options.players) {
            return Err(SetupError::PlayerCount(options.players));
        }
        let mut rng = GameRng::new(options.seed);
        let mut deck: Vec<Card> = if options.short_game {
            let mut numbered: Vec<Card> = Card::numbered().collect();
            rng.shuffle(&mut numbered);
            numbered.truncate(32);
            numbered.extend([Card::WILD, Card::WILD]);
            numbered
        } else {
            Card::deck()
        };
        rng.shuffle(&mut deck);
        let mut pile: VecDeque<Card> = deck.into();
        let mut hands = vec![ArrayVec::<Card, 4>::new(); options.players];
        for _ in 0..4 {
            for hand in hands.iter_mut() {
                if let Some(c) = pile.pop_front() {
                    hand.push(c);
                }
            }
        }
        // Y3 (house): a wild is never the starter.
        let starter = loop {
            match pile.pop_front() {
                Some(c) if c.is_wild() => {
                    pile.push_back(c);
                    rng.shuffle(pile.make_contiguous());
                }
                Some(c) => break c,
                None => return Err(SetupError::Board(PlayError::BadBoard)),
            }
        };
        let to_move = rng.index(options.players);
        let mut board = Board::empty();
        board.insert(Placement::new(starter, 0, 0));
        let mut game = IotaGame {
            players: options.players,
            all_four_bonus: options.all_four_bonus,
            short_game: options.short_game,
            board,
            hands,
            pile,
            scores: vec![0; options.players],
            to_move,
            passes: 0,
            over: false,
            last: None,
            deck: (CardSet::EMPTY, 0),
            known: Vec::new(),
        };
        game.deck = game.count_cards();
        Ok(game)
    }

    /// A game in the position `setup` describes, validated: 2–4 players, one hand per
    /// seat of at most 4 cards, a non-empty valid board, no numbered card twice, at
    /// most two wilds, one score per seat (or none) within [`max_score`], the seat to
    /// move in range, fewer than 3 × players consecutive passes.
    pub fn from_setup(setup: Setup) -> Result<IotaGame, SetupError> {
        let p = setup.players;
        if !(2..=4).contains(&p) {
            return Err(SetupError::PlayerCount(p));
        }
        if setup.hands.len() != p {
            return Err(SetupError::HandCount {
                players: p,
                hands: setup.hands.len(),
            });
        }
        for (seat, h) in setup.hands.iter().enumerate() {
            if h.len() > 4 {
                return Err(SetupError::HandTooLarge {
                    seat,
                    cards: h.len(),
                });
            }
        }
        let mut seen = CardSet::EMPTY;
        let mut wilds = 0;
        let all = setup
            .board
            .iter()
            .map(|pl| pl.card)
            .chain(setup.hands.iter().flatten().copied())
            .chain(setup.pile.iter().copied());
        for c in all {
            if c.is_wild() {
                wilds += 1;
                if wilds > 2 {
                    return Err(SetupError::TooManyWilds);
                }
            } else if seen.contains(c) {
                return Err(SetupError::DuplicateCard(c.to_string()));
            } else {
                seen = seen | CardSet::single(c);
            }
        }
        let board = Board::new(&setup.board).map_err(SetupError::Board)?;
        if setup.to_move >= p {
            return Err(SetupError::SeatOutOfRange(setup.to_move));
        }
        let scores = if setup.scores.is_empty() {
            vec![0; p]
        } else if setup.scores.len() == p {
            setup.scores
        } else {
            return Err(SetupError::ScoreCount);
        };
        let max = max_score(board.len());
        if let Some((seat, &score)) = scores.iter().enumerate().find(|&(_, &s)| s > max) {
            return Err(SetupError::ScoreTooHigh { seat, score, max });
        }
        if setup.passes >= 3 * p {
            return Err(SetupError::Passes);
        }
        Ok(IotaGame {
            players: p,
            all_four_bonus: setup.all_four_bonus,
            short_game: setup.short_game,
            board,
            hands: setup
                .hands
                .into_iter()
                .map(|h| h.into_iter().collect())
                .collect(),
            pile: setup.pile.into(),
            scores,
            to_move: setup.to_move,
            passes: setup.passes,
            over: false,
            last: None,
            deck: (seen, wilds),
            known: Vec::new(),
        })
    }

    /// The setup of this position (what [`IotaGame::from_setup`] takes back).
    pub fn setup(&self) -> Setup {
        Setup {
            players: self.players,
            board: self.board.sorted(),
            hands: self.hands.iter().map(|h| h.to_vec()).collect(),
            pile: self.pile.iter().copied().collect(),
            scores: self.scores.clone(),
            to_move: self.to_move,
            passes: self.passes,
            all_four_bonus: self.all_four_bonus,
            short_game: self.short_game,
        }
    }

    fn count_cards(&self) -> (CardSet, u8) {
        let mut set = CardSet::EMPTY;
        let mut wilds = 0u8;
        let all = self
            .board
            .placements()
            .iter()
            .map(|p| p.card)
            .chain(self.hands.iter().flatten().copied())
            .chain(self.pile.iter().copied());
        for c in all {
            if c.is_wild() {
                wilds += 1;
            } else {
                set = set | CardSet::single(c);
            }
        }
        (set, wilds)
    }

    /// The grid.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The hand of `seat` (empty for a seat that does not exist).
    pub fn hand(&self, seat: usize) -> &[Card] {
        self.hands.get(seat).map_or(&[], |h| h.as_slice())
    }

    /// The scores.
    pub fn scores(&self) -> &[u32] {
        &self.scores
    }

    /// Cards in the draw pile.
    pub fn pile_len(&self) -> usize {
        self.pile.len()
    }

    /// Y14 in force.
    pub fn all_four_bonus(&self) -> bool {
        self.all_four_bonus
    }

    /// The last move.
    pub fn last(&self) -> Option<&LastMove> {
        self.last.as_ref()
    }

    /// The winners (Y21): every seat with the highest total, once the game is over.
    pub fn winners(&self) -> Vec<usize> {
        if !self.over {
            return Vec::new();
        }
        let best = self.scores.iter().copied().max().unwrap_or(0);
        (0..self.players)
            .filter(|&s| self.scores[s] == best)
            .collect()
    }

    /// What `seat` sees (O11).
    pub fn view(&self, seat: usize) -> IotaView {
        IotaView {
            seat,
            to_move: (!self.over).then_some(self.to_move),
            board: self.board.sorted(),
            hand: self.hand(seat).to_vec(),
            hand_sizes: self.hands.iter().map(|h| h.len()).collect(),
            pile: self.pile.len(),
            scores: self.scores.clone(),
            passes: self.passes,
            over: self.over,
            winners: self.winners(),
            last: self.last.clone(),
            pile_known: self.pile_known(seat),
            hands_known: self.hands_known(seat),
        }
    }

    /// What a watcher sees: the table as every seat sees it, without any hand
    /// ([`IotaPublicView`]).
    pub fn public_view(&self) -> IotaPublicView {
        IotaPublicView {
            to_move: (!self.over).then_some(self.to_move),
            board: self.board.sorted(),
            hand_sizes: self.hands.iter().map(|h| h.len()).collect(),
            pile: self.pile.len(),
            scores: self.scores.clone(),
            passes: self.passes,
            over: self.over,
            winners: self.winners(),
            last: self.last.clone(),
        }
    }

    /// The hidden cards `seat` follows (it traded them), each with where it is
    /// (`place` gives it, or `None`), sorted.
    fn followed_by(
        &self,
        seat: usize,
        place: impl Fn(Card) -> Option<usize>,
    ) -> Vec<(usize, Card)> {
        let bit = seat_bit(seat).unwrap_or(0);
        let mut out: Vec<(usize, Card)> = self
            .known
            .iter()
            .filter(|&&(_, m)| m & bit != 0)
            .filter_map(|&(c, _)| Some((place(c)?, c)))
            .collect();
        crate::sort::sort(&mut out);
        out
    }

    /// The cards `seat` traded that are still in the pile: `(depth, card)`, top first.
    pub fn pile_known(&self, seat: usize) -> Vec<(usize, Card)> {
        self.followed_by(seat, |c| self.pile.iter().position(|&p| p == c))
    }

    /// The cards `seat` traded that another seat drew and holds: `(seat, card)`.
    pub fn hands_known(&self, seat: usize) -> Vec<(usize, Card)> {
        self.followed_by(seat, |c| {
            let s = self.hands.iter().position(|h| h.contains(&c))?;
            (s != seat).then_some(s)
        })
    }

    /// Who can follow which hidden card ([`IotaGame::pile_known`]): `(card, seats)`
    /// with the seats as a bit set (for the save).
    pub fn known_cards(&self) -> &[(Card, u8)] {
        &self.known
    }

    /// Updates who follows which card after `seat` moved with `hand_before` (after
    /// its recycles): played and recycled cards are in the open; a trade makes every
    /// card of the trader's hand untraceable for the others and the traded cards
    /// traceable by the trader.
    fn follow_cards(&mut self, seat: usize, hand_before: &[Card], mv: &Move) {
        let placed: &[Placement] = match &mv.action {
            Action::Place(p) => p,
            _ => &[],
        };
        let public = (mv.recycle.iter().chain(placed))
            .fold(CardSet::EMPTY, |s, p| s | CardSet::single(p.card));
        self.known.retain(|&(c, _)| !public.contains(c));
        if let Action::Trade(cards) = &mv.action {
            self.known.retain(|(c, _)| !hand_before.contains(c));
            if let Some(bit) = seat_bit(seat) {
                for &c in cards.iter().filter(|c| !c.is_wild()) {
                    self.known.push((c, bit));
                }
            }
        }
    }

    /// The seat to move makes `mv` (Y5, Y18). On error nothing changes.
    pub fn play(&mut self, mv: &Move) -> Result<TurnOutcome, PlayError> {
        if self.over {
            return Err(PlayError::GameOver);
        }
        let seat = self.to_move;
        let mut board = self.board.clone();
        let mut hand = self.hands[seat].clone();
        // Y18: recycles first.
        for r in &mv.recycle {
            if board.get(r.pos) != Some(Card::WILD) {
                return Err(PlayError::NoWildThere);
            }
            if r.card.is_wild() {
                return Err(PlayError::Illegal);
            }
            if !hand.contains(&r.card) {
                return Err(PlayError::NotInHand);
            }
            recycle_fits(&board, r.pos, r.card)?;
            board.replace_wild(r.pos, r.card);
            remove_card(&mut hand, r.card);
            hand.push(Card::WILD);
        }
        let mut outcome = TurnOutcome {
            score: 0,
            base: 0,
            lots: 0,
            all_four: false,
            multiplier: 1,
            over: false,
            winners: Vec::new(),
        };
        let mut last = LastMove {
            seat,
            kind: MoveKind::Pass,
            placements: Vec::new(),
            recycles: mv.recycle.to_vec(),
            score: 0,
            traded: 0,
        };
        let hand_before = hand.clone();
        let mut pile = self.pile.clone();
        let mut ends = false;
        match &mv.action {
            Action::Place(placements) => {
                let mut rest = hand.clone();
                for p in placements {
                    if !remove_card(&mut rest, p.card) {
                        return Err(PlayError::NotInHand);
                    }
                }
                ends = pile.is_empty() && rest.is_empty() && !placements.is_empty();
                let score = check_play(
                    &board,
                    placements,
                    CheckOptions {
                        all_four_bonus: self.all_four_bonus,
                        ends_game: ends,
                    },
                )?;
                for p in placements {
                    board.insert(*p);
                }
                hand = rest;
                while hand.len() < 4 {
                    match pile.pop_front() {
                        Some(c) => hand.push(c),
                        None => break,
                    }
                }
                outcome.score = score.score;
                outcome.base = score.base;
                outcome.lots = score.lots;
                outcome.all_four = score.all_four;
                outcome.multiplier = score.multiplier;
                last.kind = MoveKind::Play;
                last.placements = placements.to_vec();
                last.score = score.score;
            }
            Action::Pass => {}
            Action::Trade(cards) => {
                if cards.len() > pile.len() {
                    // Checked after membership so that a wrong card says so first.
                    let mut rest = hand.clone();
                    if cards.iter().all(|&c| remove_card(&mut rest, c)) {
                        return Err(PlayError::PileTooSmall);
                    }
                    return Err(PlayError::NotInHand);
                }
                for &c in cards {
                    if !remove_card(&mut hand, c) {
                        return Err(PlayError::NotInHand);
                    }
                    pile.push_back(c);
                }
                for _ in 0..cards.len() {
                    if let Some(c) = pile.pop_front() {
                        hand.push(c);
                    }
                }
                if !cards.is_empty() {
                    last.kind = MoveKind::Trade;
                    last.traded = cards.len();
                }
            }
        }
        // Commit.
        self.follow_cards(seat, &hand_before, mv);
        self.board = board;
        self.hands[seat] = hand;
        self.pile = pile;
        // Never saturates: the score stays within `max_score` of the grid (see there).
        self.scores[seat] = self.scores[seat].saturating_add(outcome.score);
        // Passes stay below 3 × players while the game runs (it ends on reaching it).
        if last.kind == MoveKind::Play {
            self.passes = 0;
        } else {
            self.passes += 1;
        }
        // Y19, Y20.
        self.over = ends || self.passes >= 3 * self.players;
        if !self.over {
            self.to_move = (seat + 1) % self.players;
        }
        self.last = Some(last);
        outcome.over = self.over;
        outcome.winners = self.winners();
        Ok(outcome)
    }

    /// Every legal move for the seat to move (none once over): each set of recycles
    /// (Y18), then every play, the pass and every distinct trade.
    pub fn moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        if self.over {
            return out;
        }
        let seat = self.to_move;
        let mut starts: Vec<(ArrayVec<Placement, 2>, Board, ArrayVec<Card, 4>)> = vec![(
            ArrayVec::new(),
            self.board.clone(),
            self.hands[seat].clone(),
        )];
        // Recycles, as sets: a second recycle takes a later wild cell than the first.
        let wilds: Vec<_> = self.board.wilds().to_vec();
        let mut i = 0;
        while i < starts.len() {
            let (rec, board, hand) = starts[i].clone();
            for (wi, &w) in wilds.iter().enumerate() {
                if rec.iter().any(|r| {
                    wilds
                        .iter()
                        .position(|&x| x == r.pos)
                        .is_some_and(|ri| ri >= wi)
                }) {
                    continue;
                }
                for &c in hand.iter().filter(|c| !c.is_wild()) {
                    if recycle_fits(&board, w, c).is_ok() {
                        let mut b = board.clone();
                        b.replace_wild(w, c);
                        let mut h = hand.clone();
                        remove_card(&mut h, c);
                        h.push(Card::WILD);
                        let mut r = rec.clone();
                        r.push(Placement { card: c, pos: w });
                        starts.push((r, b, h));
                    }
                }
            }
            i += 1;
        }
        for (rec, board, hand) in &starts {
            let options = PlaysOptions {
                all_four_bonus: self.all_four_bonus,
                pile_empty: self.pile.is_empty(),
            };
            let _ = for_each_play(board, hand, options, |p, _| {
                out.push(Move {
                    recycle: rec.clone(),
                    action: Action::Place(p.iter().copied().collect()),
                });
            });
            out.push(Move {
                recycle: rec.clone(),
                action: Action::Pass,
            });
            // Trades: every distinct non-empty sub-multiset of at most pile-size cards.
            let mut seen: Vec<ArrayVec<Card, 4>> = Vec::new();
            for mask in 1u32..(1 << hand.len()) {
                let mut cards: ArrayVec<Card, 4> = (0..hand.len())
                    .filter(|i| mask >> i & 1 == 1)
                    .map(|i| hand[i])
                    .collect();
                if cards.len() > self.pile.len() {
                    continue;
                }
                crate::sort::sort(&mut cards);
                if !seen.contains(&cards) {
                    seen.push(cards.clone());
                    out.push(Move {
                        recycle: rec.clone(),
                        action: Action::Trade(cards),
                    });
                }
            }
        }
        out
    }

    /// Checks the invariants: every card accounted for once, hands of at most 4, a
    /// valid board, scores and seats in range.
    pub fn invariants(&self) -> Result<(), String> {
        if self.count_cards() != self.deck {
            return Err("cards not conserved".into());
        }
        let total =
            self.board.len() + self.hands.iter().map(|h| h.len()).sum::<usize>() + self.pile.len();
        if total != self.deck.0.len() as usize + usize::from(self.deck.1) {
            return Err("a card is duplicated".into());
        }
        if self.hands.len() != self.players || self.scores.len() != self.players {
            return Err("one hand and one score per seat".into());
        }
        if !self.board.is_valid() || self.board.is_empty() {
            return Err("the board breaks the rules".into());
        }
        if self.to_move >= self.players {
            return Err("seat to move out of range".into());
        }
        // A running game has fewer than 3 × players passes in a row (Y20); an ended
        // one at most that many.
        if !self.over && self.passes >= 3 * self.players {
            return Err("passes: too many for a running game".into());
        }
        if self.passes > 3 * self.players {
            return Err("passes: more than end a game".into());
        }
        let max = max_score(self.board.len());
        if self.scores.iter().any(|&s| s > max) {
            return Err(format!("a score above {max}, the most this grid allows"));
        }
        if let Some(l) = &self.last {
            if l.score > MAX_TURN_SCORE {
                return Err(format!(
                    "last move score: {}, more than a turn scores",
                    l.score
                ));
            }
            if l.traded > 4 {
                return Err(format!(
                    "last move traded: {} cards, more than a hand",
                    l.traded
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod dense_grid_tests {
    // Here rather than in grid.rs: the grid is below the game (move generation
    // reads it), and these tests make their grids by playing games.
    use super::super::board::{Board, Cells};
    use super::super::card::Card;
    use super::super::grid::{Grid, Look};
    use super::super::position::{Axis, Pos};
    use super::{IotaGame, IotaOptions, Placement};
    use crate::game::Game;
    use crate::rng::GameRng;

    /// Every cell within three of a card, and the frontier along both axes.
    fn assert_agrees(board: &Board, what: &str) {
        let g = Grid::new(board);
        for c in board.placements() {
            for dy in -3..=3 {
                for dx in -3..=3 {
                    let (Some(x), Some(y)) = (c.pos.x.checked_add(dx), c.pos.y.checked_add(dy))
                    else {
                        continue;
                    };
                    let p = Pos::new(x, y);
                    assert_eq!(g.at(p), board.get(p), "{what}: cell {p:?}");
                    if matches!(g.look(p), Look::Lonely) {
                        assert!(board.get(p).is_none(), "{what}: lonely {p:?}");
                        assert!(
                            p.neighbours().all(|n| board.get(n).is_none()),
                            "{what}: {p:?}"
                        );
                    }
                }
            }
        }
        for c in board.placements() {
            for n in c.pos.neighbours() {
                for axis in [Axis::Row, Axis::Column] {
                    for dir in [-1, 1] {
                        let Some((cards, k)) = g.run(n, axis, dir) else {
                            continue;
                        };
                        let mut want = Vec::new();
                        let mut p = n;
                        while let Some(q) = p.step(axis, dir) {
                            match board.get(q) {
                                Some(card) if want.len() < 4 => want.push(card),
                                _ => break,
                            }
                            p = q;
                        }
                        assert_eq!(&cards[..k], &want[..], "{what}: run from {n:?}");
                    }
                }
            }
        }
        for axis in [Axis::Row, Axis::Column] {
            let mut want = board.frontier();
            crate::sort::sort_by_key(&mut want, |p| (p.across(axis), p.along(axis)));
            assert_eq!(g.frontier(axis), want, "{what}: frontier along {axis:?}");
        }
    }

    #[test]
    fn y10_the_dense_grid_agrees_with_the_board() {
        let mut rng = GameRng::new(7);
        let mut dense = 0;
        for seed in 0..300u64 {
            let mut game = IotaGame::new(IotaOptions {
                players: 2 + (seed % 3) as usize,
                seed,
                ..IotaOptions::default()
            })
            .unwrap();
            for _ in 0..rng.index(40) {
                let Some(mv) = game
                    .legal_moves()
                    .into_iter()
                    .rev()
                    .find(|m| matches!(m.action, crate::iota::Action::Place(_)))
                else {
                    break;
                };
                game.apply(&mv).unwrap();
            }
            let board = game.board();
            assert_agrees(board, &format!("seed {seed}"));
            dense += usize::from(Grid::new(board).w > 0);
            // The same grid far apart (no table) and at the edges of the range.
            let cards = board.placements();
            if let Some(lone) = Card::numbered().find(|c| !board.contains(*c)) {
                let mut far = cards.to_vec();
                far.push(Placement::new(lone, 1_000_000, -1_000_000));
                let far = Board::new(&far).unwrap();
                assert_eq!(Grid::new(&far).w, 0);
                assert_agrees(&far, &format!("far {seed}"));
            }
            let max_x = cards.iter().map(|p| p.pos.x).max().unwrap();
            let min_y = cards.iter().map(|p| p.pos.y).min().unwrap();
            let edge: Vec<Placement> = cards
                .iter()
                .map(|p| {
                    Placement::new(
                        p.card,
                        p.pos.x - max_x + i32::MAX,
                        p.pos.y - min_y + i32::MIN,
                    )
                })
                .collect();
            assert_agrees(&Board::new(&edge).unwrap(), &format!("edge {seed}"));
        }
        assert_eq!(dense, 300);
    }
}

#[cfg(test)]
mod told_tests {
    use super::MoveKind;

    #[test]
    fn y5b_only_a_trade_hides_its_cards() {
        assert!(MoveKind::Play.cards_told());
        assert!(MoveKind::Pass.cards_told());
        assert!(!MoveKind::Trade.cards_told());
    }
}
