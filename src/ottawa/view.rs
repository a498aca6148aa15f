//! What one seat sees (O11), what it can deduce from that about the hidden cards, and
//! dealing the hidden cards again consistently with it (for tests and computer players).

use super::card::Card;
use super::game::{under_the_top, Action, Move, OttawaGame};
use super::matching::matching_set;
use super::scoring::RoundResult;
use super::setup::Rules;
use crate::rng::GameRng;

/// What a seat sees (O11): its own hand, every card played this round, the top of the
/// discard pile, the size of the stock and of every hand, the scores, and the round's
/// public history. Computer players decide from this alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// The seat looking.
    pub seat: usize,
    /// The match's public rules.
    pub rules: Rules,
    /// The seat to move; between rounds the seat that deals next; `None` once over.
    pub to_move: Option<usize>,
    /// The seat that dealt this round.
    pub dealer: usize,
    /// The round number, from 1.
    pub round: u32,
    /// The seat's own hand.
    pub hand: Vec<Card>,
    /// Every hand's size, by seat.
    pub hand_sizes: Vec<usize>,
    /// Cards in the stock.
    pub stock: usize,
    /// Cards in the discard pile (the top included).
    pub discard: usize,
    /// The top of the discard pile.
    pub top: Card,
    /// Every card turned face up this round, in order (the upcard first); cards
    /// reshuffled into the stock stay listed.
    pub played: Vec<Card>,
    /// Whether the seat to move has drawn this turn.
    pub has_drawn: bool,
    /// This seat's legal moves now (empty unless it is the seat to move; between
    /// rounds the next dealer's is [`Move::NextRound`]).
    pub legal: Vec<Move>,
    /// Match totals, by seat.
    pub scores: Vec<u32>,
    /// The latest action of the round, or `None`.
    pub last: Option<Action>,
    /// The round's actions in order, as this seat saw them: another seat's drawn card
    /// is not shown, a pass shows the top it passed on.
    pub history: Vec<Action>,
    /// Whether the round has ended.
    pub round_over: bool,
    /// How the round ended, once it has.
    pub round_result: Option<RoundResult>,
    /// Whether the match has ended.
    pub over: bool,
    /// The match winners, once it is over.
    pub winners: Vec<usize>,
}

/// What everyone at the table sees, a watcher who holds no seat included (O11 for no
/// seat): the same as a seat's [`View`] without a hand, without legal moves, and with
/// every seat's drawn card hidden.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicView {
    /// The match's public rules.
    pub rules: Rules,
    /// The seat to move; between rounds the seat that deals next; `None` once over.
    pub to_move: Option<usize>,
    /// The seat that dealt this round.
    pub dealer: usize,
    /// The round number, from 1.
    pub round: u32,
    /// Every hand's size, by seat.
    pub hand_sizes: Vec<usize>,
    /// Cards in the stock.
    pub stock: usize,
    /// Cards in the discard pile (the top included).
    pub discard: usize,
    /// The top of the discard pile.
    pub top: Card,
    /// Every card turned face up this round, in order.
    pub played: Vec<Card>,
    /// Whether the seat to move has drawn this turn.
    pub has_drawn: bool,
    /// Match totals, by seat.
    pub scores: Vec<u32>,
    /// The latest action of the round, or `None`.
    pub last: Option<Action>,
    /// The round's actions in order, no drawn card shown.
    pub history: Vec<Action>,
    /// Whether the round has ended.
    pub round_over: bool,
    /// How the round ended, once it has.
    pub round_result: Option<RoundResult>,
    /// Whether the match has ended.
    pub over: bool,
    /// The match winners, once it is over.
    pub winners: Vec<usize>,
}

impl OttawaGame {
    /// What `seat` sees (O11).
    ///
    /// # Panics
    /// If `seat` is not a seat of this game.
    pub fn view(&self, seat: usize) -> View {
        assert!(seat < self.players(), "seat {seat} is not a seat");
        let history: Vec<Action> = self.history.iter().map(|a| a.seen_by(seat)).collect();
        let to_move = self.to_move();
        View {
            seat,
            rules: self.rules(),
            to_move,
            dealer: self.dealer,
            round: self.round,
            hand: self.hands[seat].clone(),
            hand_sizes: self.hands.iter().map(Vec::len).collect(),
            stock: self.stock.len(),
            discard: self.discard.len(),
            top: self.top(),
            played: self.played.clone(),
            has_drawn: self.has_drawn,
            legal: if to_move == Some(seat) {
                self.legal_moves()
            } else {
                Vec::new()
            },
            scores: self.scores.clone(),
            last: history.last().copied(),
            history,
            round_over: self.result.is_some(),
            round_result: self.result.clone(),
            over: self.over,
            winners: self.winners.clone(),
        }
    }

    /// What a watcher sees ([`PublicView`]): no hand, no drawn card.
    pub fn public_view(&self) -> PublicView {
        let history: Vec<Action> = self.history.iter().map(|a| a.public()).collect();
        PublicView {
            rules: self.rules(),
            to_move: self.to_move(),
            dealer: self.dealer,
            round: self.round,
            hand_sizes: self.hands.iter().map(Vec::len).collect(),
            stock: self.stock.len(),
            discard: self.discard.len(),
            top: self.top(),
            played: self.played.clone(),
            has_drawn: self.has_drawn,
            scores: self.scores.clone(),
            last: history.last().copied(),
            history,
            round_over: self.result.is_some(),
            round_result: self.result.clone(),
            over: self.over,
            winners: self.winners.clone(),
        }
    }

    /// The same match with every card hidden from `seat` dealt again at random,
    /// consistently with everything `seat` has seen ([`Knowledge`]): other hands keep
    /// their sizes, the stock its size, a seat that passed on a top holds no card
    /// that the seat knows it held then and that matched it, and so on. Future
    /// reshuffles and deals get a new seed from `rng`. Draws by other seats lose their
    /// recorded card. The deal is random and consistent but not exactly uniform.
    /// Once a round is over, hands have been counted in the open: only the stock's
    /// order and the seed change.
    pub fn redeal_hidden(&self, seat: usize, rng: &mut GameRng) -> OttawaGame {
        let mut g = self.clone();
        g.options.seed = rng.next_u64();
        for a in &mut g.history {
            if let Action::Draw { seat: s, card, .. } = a {
                if *s != seat {
                    *card = None;
                }
            }
        }
        if g.result.is_some() {
            rng.shuffle(&mut g.stock);
            return g;
        }
        let knowledge = Knowledge::from_view(&self.view(seat));
        // Locations: every other hand, then the stock, each with its size.
        let mut owners = Vec::new();
        let mut caps = Vec::new();
        let mut allowed = Vec::new();
        for (s, hand) in self.hands.iter().enumerate() {
            if s != seat {
                owners.push(Some(s));
                caps.push(hand.len());
                allowed.push(knowledge.may_hold[s]);
            }
        }
        owners.push(None);
        caps.push(self.stock.len());
        allowed.push(knowledge.may_be_in_stock);
        let mut cards: Vec<Card> = self
            .hands
            .iter()
            .enumerate()
            .filter(|&(s, _)| s != seat)
            .flat_map(|(_, h)| h.iter().copied())
            .chain(self.stock.iter().copied())
            .collect();
        rng.shuffle(&mut cards);
        match assign(&cards, &caps, &allowed, rng) {
            Some(members) => {
                for (loc, cards_there) in members.into_iter().enumerate() {
                    let place = match owners[loc] {
                        Some(s) => &mut g.hands[s],
                        None => &mut g.stock,
                    };
                    place.clear();
                    place.extend(cards_there.into_iter().map(|ci| cards[ci]));
                }
                rng.shuffle(&mut g.stock);
            }
            None => {
                // The true deal satisfies every deduction, so a complete assignment
                // exists; failing to find one is a bug in the deductions.
                debug_assert!(false, "no deal consistent with seat {seat}'s knowledge");
                rng.shuffle(&mut g.stock);
            }
        }
        g
    }
}

/// Puts every card in a location that `allowed` (bit sets, by location) lets it go to,
/// filling each location exactly to its capacity: a capacitated bipartite matching by
/// augmenting paths, locations tried in random order. Returns the card indices in
/// each location, or `None` if no complete assignment exists.
fn assign(
    cards: &[Card],
    caps: &[usize],
    allowed: &[u64],
    rng: &mut GameRng,
) -> Option<Vec<Vec<usize>>> {
    struct Search<'a> {
        cards: &'a [Card],
        caps: &'a [usize],
        allowed: &'a [u64],
        members: Vec<Vec<usize>>,
        loc_of: Vec<Option<usize>>,
        seen_loc: Vec<bool>,
        seen_card: Vec<bool>,
        order: Vec<usize>,
    }
    impl Search<'_> {
        fn place(&mut self, ci: usize, loc: usize) {
            if let Some(old) = self.loc_of[ci] {
                self.members[old].retain(|&x| x != ci);
            }
            self.members[loc].push(ci);
            self.loc_of[ci] = Some(loc);
        }
        fn augment(&mut self, ci: usize) -> bool {
            self.seen_card[ci] = true;
            let bit = self.cards[ci].bit();
            for k in 0..self.order.len() {
                let loc = self.order[k];
                if self.seen_loc[loc]
                    || self.allowed[loc] & bit == 0
                    || self.loc_of[ci] == Some(loc)
                {
                    continue;
                }
                self.seen_loc[loc] = true;
                if self.members[loc].len() < self.caps[loc] {
                    self.place(ci, loc);
                    return true;
                }
                let there = self.members[loc].clone();
                for other in there {
                    if !self.seen_card[other] && self.augment(other) {
                        self.place(ci, loc);
                        return true;
                    }
                }
            }
            false
        }
    }
    if caps.iter().sum::<usize>() != cards.len() {
        return None;
    }
    let mut s = Search {
        cards,
        caps,
        allowed,
        members: vec![Vec::new(); caps.len()],
        loc_of: vec![None; cards.len()],
        seen_loc: vec![false; caps.len()],
        seen_card: vec![false; cards.len()],
        order: (0..caps.len()).collect(),
    };
    for ci in 0..cards.len() {
        rng.shuffle(&mut s.order);
        s.seen_loc.fill(false);
        s.seen_card.fill(false);
        if !s.augment(ci) {
            return None;
        }
    }
    Some(s.members)
}

/// What a seat can deduce from its [`View`] about where the cards it cannot see are.
/// Sets of cards are `u64` bit sets ([`Card::bit`]).
///
/// It follows the round's public history: at the deal (or the setup) any unseen card
/// may be anywhere; a seat that draws may have taken any card that could be in the
/// stock; a seat that passes holds no card matching the top it passed on (O5); a
/// reshuffle puts exactly the old discards into the stock (O6); played cards are seen;
/// an empty stock holds nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knowledge {
    /// The seat whose knowledge this is.
    pub seat: usize,
    /// Cards the seat has not located: neither in its hand nor on the discard pile.
    pub unseen: u64,
    /// By seat, the cards that seat may hold (for the seat itself: its hand).
    pub may_hold: Vec<u64>,
    /// The cards that may be in the stock.
    pub may_be_in_stock: u64,
}

impl Knowledge {
    /// Deduces from `view` alone.
    pub fn from_view(view: &View) -> Knowledge {
        const ALL: u64 = (1 << 52) - 1;
        let me = view.seat;
        let set = |cards: &mut dyn Iterator<Item = Card>| cards.fold(0u64, |s, c| s | c.bit());
        let plays = view
            .history
            .iter()
            .filter(|a| matches!(a, Action::Play { .. }))
            .count();
        let initial_discard = &view.played[..view.played.len().saturating_sub(plays)];
        let mine = |a: &Action| a.seat() == me;
        let own_played = set(&mut view.history.iter().filter_map(|a| match a {
            Action::Play { card, .. } if mine(a) => Some(*card),
            _ => None,
        }));
        let own_drawn = set(&mut view.history.iter().filter_map(|a| match a {
            Action::Draw { card, .. } if mine(a) => *card,
            _ => None,
        }));
        let hand = set(&mut view.hand.iter().copied());
        let known = ((hand | own_played) & !own_drawn) | set(&mut initial_discard.iter().copied());
        let mut may_hold = vec![ALL & !known; view.hand_sizes.len()];
        let mut stock = ALL & !known;
        let mut discard: Vec<Card> = initial_discard.to_vec();
        for a in &view.history {
            match *a {
                Action::Play { card, .. } => {
                    for m in &mut may_hold {
                        *m &= !card.bit();
                    }
                    stock &= !card.bit();
                    discard.push(card);
                }
                Action::Draw {
                    seat,
                    card,
                    reshuffled,
                } => {
                    if reshuffled {
                        stock = set(&mut under_the_top(&mut discard).into_iter());
                    }
                    match card {
                        Some(c) if seat == me => {
                            for m in &mut may_hold {
                                *m &= !c.bit();
                            }
                            stock &= !c.bit();
                        }
                        _ => {
                            if let Some(m) = may_hold.get_mut(seat) {
                                *m |= stock;
                            }
                        }
                    }
                }
                Action::Pass { seat, top } => {
                    if let Some(m) = may_hold.get_mut(seat) {
                        *m &= !matching_set(top, view.rules.wrap_ace);
                    }
                }
            }
        }
        if view.stock == 0 {
            stock = 0;
        }
        let unseen = ALL & !hand & !set(&mut discard.iter().copied());
        for m in &mut may_hold {
            *m &= unseen;
        }
        if let Some(m) = may_hold.get_mut(me) {
            *m = hand;
        }
        Knowledge {
            seat: me,
            unseen,
            may_hold,
            may_be_in_stock: stock & unseen,
        }
    }
}
