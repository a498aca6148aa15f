//! Computer players for Оттава (O1–O11), deciding from a seat's [`View`] alone.
//!
//! - **easy**: a beginner who tries the stock: it draws whenever it is stuck, and
//!   now and then when it holds a match, then plays a random matching card.
//! - **medium**: plays the matching card worth shedding most: its points (O7: what it
//!   would cost if the round ended now) plus a bonus for every card left in hand that
//!   could follow it (cards that connect are kept together); stuck (O5), it draws only
//!   when a blocked round (O8) would be lost, otherwise it passes.
//! - **hard**: determinized Monte Carlo search. It deals the cards it cannot see again,
//!   consistently with everything the seat has seen ([`Knowledge`]: hand sizes, the
//!   stock size, every card played, and each pass, which shows that the passer held
//!   no match for the top card then), tries every legal move in each such deal and
//!   plays the round out with the medium policy for every seat, and picks the move
//!   with the best average result of the round (O7–O9). The number of playouts is
//!   fixed ([`HARD_PLAYOUTS`], cut short by a budget of simulated moves,
//!   [`HARD_STEPS`]), not timed, so the choice is deterministic.
//!
//! **When drawing is worth it.** A stuck player's draw (O5) matches the top about one
//! time in ten (at most five cards of the deck match a top); otherwise it adds a card
//! to the hand and keeps the round from being blocked (O8: a block needs a full cycle
//! of passes without a draw). Players who draw whenever they are stuck keep a round
//! alive for hundreds of moves, the stock being rebuilt from the discards again and
//! again (O6): with every seat but one computer, a person watched them for minutes per
//! round. So at every level a stuck player draws only while the round is young
//! ([`RoundAge::may_draw`]: fewer than [`DRAW_TURNS`] turns played, and the stock never
//! rebuilt); after that it passes and lets the round block, the lowest hand count
//! winning it. `bench/ottawa-pace.mjs` measures the rounds (BENCHMARKS.md).

use crate::ottawa::{
    hand_points, matches, Action, Card, Knowledge, Move, OttawaGame, OttawaOptions, Scoring, Setup,
    View,
};
use crate::rng::GameRng;

/// Playouts per decision of the hard player, shared among its legal moves: it samples
/// `HARD_PLAYOUTS / moves` deals (at least [`HARD_MIN_DEALS`]) and plays each legal
/// move out on each. A fixed count, not a time limit, keeps the choice deterministic.
pub const HARD_PLAYOUTS: usize = 240;
/// The fewest sampled deals per decision of the hard player (unless the step budget
/// runs out first).
pub const HARD_MIN_DEALS: usize = 24;
/// The hard player's budget per decision in simulated moves: when long playouts have
/// used it up, no more deals are sampled (after at least [`HARD_FLOOR_DEALS`]). This
/// bounds the time of the slowest decisions without a clock.
pub const HARD_STEPS: usize = 80_000;
/// Deals sampled even when the step budget is spent.
pub const HARD_FLOOR_DEALS: usize = 8;
/// How often the easy player draws (while drawing may be worth it) although it holds
/// a match.
const EASY_DRAW: f64 = 0.5;
/// Points an unseen card is reckoned to count (O7: the deck averages about 8).
const CARD_ESTIMATE: u32 = 8;
/// Turns of a round (plays and passes, every seat's) after which no computer player
/// draws when stuck: measured with `bench/ottawa-pace.mjs` (see [`RoundAge`]).
pub const DRAW_TURNS: usize = 16;

/// How far a round has gone, as every seat sees it (O11: the round's public history):
/// what decides whether drawing when stuck can still be worth it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RoundAge {
    /// Turns ended so far this round (plays and passes, by every seat).
    pub turns: usize,
    /// Whether the stock has been rebuilt from the discards this round (O6).
    pub rebuilt: bool,
}

impl RoundAge {
    /// The age of the round whose actions these are.
    pub fn of(history: &[Action]) -> RoundAge {
        let mut age = RoundAge::default();
        for action in history {
            age.record(action);
        }
        age
    }

    /// Counts one more action of the round.
    pub fn record(&mut self, action: &Action) {
        match *action {
            Action::Draw { reshuffled, .. } => self.rebuilt |= reshuffled,
            Action::Play { .. } | Action::Pass { .. } => self.turns += 1,
        }
    }

    /// True while a stuck player's draw may still be worth it: the round has lasted
    /// fewer than [`DRAW_TURNS`] turns and its stock was never rebuilt (O6: a rebuilt
    /// stock holds only cards every seat has already passed on or played past).
    pub fn may_draw(self) -> bool {
        !self.rebuilt && self.turns < DRAW_TURNS
    }
}

/// Moves after which a playout stops and the round is judged by the hands left.
const PLAYOUT_CAP: usize = 300;

/// The easy policy, a beginner who always tries the stock: while drawing may still
/// be worth it (`age`), it draws whenever it is stuck, and now and then
/// ([`EASY_DRAW`]) even when it holds a match; then it plays a random matching card,
/// or passes. Once the round is old it only plays or passes, like every level.
pub fn easy(legal: &[Move], age: RoundAge, rng: &mut GameRng) -> Move {
    let plays: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| matches!(m, Move::Play(_)))
        .collect();
    let may_draw = age.may_draw() && legal.contains(&Move::Draw);
    if may_draw && (plays.is_empty() || rng.unit() < EASY_DRAW) {
        return Move::Draw;
    }
    if plays.is_empty() {
        return if legal.contains(&Move::Pass) {
            Move::Pass
        } else {
            legal[0]
        };
    }
    plays[rng.index(plays.len())]
}

/// The medium policy on a hand, the legal moves, every hand's size and the round's
/// age (shared with the playouts of the hard player, where it plays every seat).
pub fn medium(
    hand: &[Card],
    legal: &[Move],
    wrap_ace: bool,
    sizes: &[usize],
    age: RoundAge,
) -> Move {
    let mut best: Option<(u32, Card)> = None;
    for mv in legal {
        if let Move::Play(card) = *mv {
            let value = shed_value(hand, card, wrap_ace);
            if best.is_none_or(|(v, _)| value > v) {
                best = Some((value, card));
            }
        }
    }
    if let Some((_, card)) = best {
        return Move::Play(card);
    }
    // O5: no match in hand: draw when allowed and worth it, otherwise pass.
    if legal.contains(&Move::Draw) && age.may_draw() && would_lose_block(hand, sizes) {
        Move::Draw
    } else if legal.contains(&Move::Pass) {
        Move::Pass
    } else {
        legal[0]
    }
}

/// True if the hand counts more (O7) than the smallest other hand is likely to, at
/// [`CARD_ESTIMATE`] points per unseen card: a blocked round (O8) would be lost, so
/// drawing for a match is worth its risk.
fn would_lose_block(hand: &[Card], sizes: &[usize]) -> bool {
    let mut fewest = usize::MAX;
    let mut skipped_own = false;
    for &n in sizes {
        if n == hand.len() && !skipped_own {
            skipped_own = true;
            continue;
        }
        fewest = fewest.min(n);
    }
    fewest != usize::MAX && hand_points(hand) > CARD_ESTIMATE * fewest as u32
}

/// How much playing `card` is worth to the medium policy: twice its points (O7), plus
/// 3 for each other card of the hand that could follow it (cards that connect stay
/// together). Ties go to the first card in hand.
fn shed_value(hand: &[Card], card: Card, wrap_ace: bool) -> u32 {
    let follow = hand
        .iter()
        .filter(|&&c| c != card && matches(card, c, wrap_ace))
        .count() as u32;
    2 * card.points() + 3 * follow
}

/// The hard player: Monte Carlo playouts over deals sampled from the seat's knowledge.
pub(super) fn hard(view: &View, age: RoundAge, rng: &mut GameRng) -> Move {
    let legal = &view.legal;
    let knowledge = Knowledge::from_view(view);
    let mut totals = vec![0.0f64; legal.len()];
    let mut sampled = 0;
    let deals = (HARD_PLAYOUTS / legal.len()).max(HARD_MIN_DEALS);
    let mut steps = 0;
    for deal in 0..deals {
        if deal >= HARD_FLOOR_DEALS && steps >= HARD_STEPS {
            break;
        }
        let Some(world) = sample_world(view, &knowledge, rng) else {
            continue;
        };
        sampled += 1;
        // One number drawn per deal that no playout uses (the medium policy draws
        // none): it keeps the sequence of sampled deals, and so every hard move for a
        // given view and seed, as it has been.
        rng.next_u64();
        // Common random numbers: every move is tried on the same deal.
        for (i, mv) in legal.iter().enumerate() {
            match value_on(&world, mv, age, view.seat) {
                Some((value, moves)) => {
                    totals[i] += value;
                    steps += moves;
                }
                None => totals[i] = f64::NEG_INFINITY,
            }
        }
    }
    if sampled == 0 {
        return medium(
            &view.hand,
            legal,
            view.rules.wrap_ace,
            &view.hand_sizes,
            age,
        );
    }
    let mut best = 0;
    for i in 1..legal.len() {
        if totals[i] > totals[best] {
            best = i;
        }
    }
    legal[best]
}

/// What `mv` is worth to `seat` on the sampled deal `world`, in a round of this
/// `age`: the move made, the round played out ([`playout`]) and judged ([`utility`]);
/// with the number of moves simulated. `None` if the deal refuses the move. (One
/// playout of the hard and the expert player.)
pub(super) fn value_on(
    world: &OttawaGame,
    mv: &Move,
    mut age: RoundAge,
    seat: usize,
) -> Option<(f64, usize)> {
    let mut g = world.clone();
    g.play(mv).ok()?;
    if let Some(action) = g.history().last() {
        age.record(action);
    }
    let moves = 1 + playout(&mut g, age);
    Some((utility(&g, seat), moves))
}

/// Plays the current round to its end (or [`PLAYOUT_CAP`] moves) with the medium
/// policy in every seat, from a round of this `age`; returns the number of moves made.
pub(super) fn playout(g: &mut OttawaGame, mut age: RoundAge) -> usize {
    let wrap = g.rules().wrap_ace;
    let mut legal = Vec::with_capacity(8);
    let mut sizes = vec![0; g.players()];
    for step in 0..PLAYOUT_CAP {
        if g.round_over() || g.is_over() {
            return step;
        }
        let Some(seat) = g.to_move() else { return step };
        g.legal_moves_into(&mut legal);
        for (s, n) in sizes.iter_mut().enumerate() {
            *n = g.hand(s).len();
        }
        let mv = medium(g.hand(seat), &legal, wrap, &sizes, age);
        if g.play(&mv).is_err() {
            return step;
        }
        if let Some(action) = g.history().last() {
            age.record(action);
        }
    }
    PLAYOUT_CAP
}

/// What the round's outcome is worth to `seat`: its points against the others'
/// average, in the direction the scoring rewards (O9). A playout cut short is judged
/// by the hand counts (O7).
pub(super) fn utility(g: &OttawaGame, seat: usize) -> f64 {
    let n = g.players();
    let others = (n - 1) as f64;
    match g.round_result() {
        Some(r) => {
            let mine = f64::from(r.points[seat]);
            let rest: f64 = r.points.iter().map(|&p| f64::from(p)).sum::<f64>() - mine;
            match g.rules().scoring {
                Scoring::Collect => mine - rest / others,
                Scoring::Penalty => rest / others - mine,
            }
        }
        None => {
            let counts: Vec<f64> = (0..n).map(|s| f64::from(hand_points(g.hand(s)))).collect();
            let rest: f64 = counts.iter().sum::<f64>() - counts[seat];
            rest / others - counts[seat]
        }
    }
}

/// A whole game that `view`'s seat cannot tell from the real one: its own hand, the
/// discard pile, the scores as they are; every other hand and the stock dealt from the
/// unseen cards so that each card goes where [`Knowledge`] allows it. `None` if the
/// view does not describe a position in a running round or no such deal is found.
pub fn sample_world(view: &View, knowledge: &Knowledge, rng: &mut GameRng) -> Option<OttawaGame> {
    let to_move = view.to_move?;
    if view.round_over || view.over || view.discard == 0 || view.played.len() < view.discard {
        return None;
    }
    let n = view.hand_sizes.len();
    let me = view.seat;
    // One slot per hidden card: every other hand's cards, then the stock's.
    let mut slot_allowed: Vec<u64> = Vec::with_capacity(52);
    let mut slot_owner: Vec<Option<usize>> = Vec::with_capacity(52);
    for (s, &size) in view.hand_sizes.iter().enumerate() {
        if s != me {
            for _ in 0..size {
                slot_allowed.push(knowledge.may_hold[s]);
                slot_owner.push(Some(s));
            }
        }
    }
    for _ in 0..view.stock {
        slot_allowed.push(knowledge.may_be_in_stock);
        slot_owner.push(None);
    }
    let mut cards: Vec<Card> = Card::deck()
        .filter(|c| knowledge.unseen & c.bit() != 0)
        .collect();
    if cards.len() != slot_allowed.len() {
        return None;
    }
    rng.shuffle(&mut cards);
    let owner = assign(&cards, &slot_allowed, rng)?;
    let mut hands: Vec<Vec<Card>> = vec![Vec::new(); n];
    hands[me] = view.hand.clone();
    let mut stock = Vec::with_capacity(view.stock);
    for (slot, &ci) in owner.iter().enumerate() {
        match slot_owner[slot] {
            Some(s) => hands[s].push(cards[ci]),
            None => stock.push(cards[ci]),
        }
    }
    rng.shuffle(&mut stock);
    let discard = view.played[view.played.len() - view.discard..].to_vec();
    OttawaGame::from_setup(Setup {
        players: n,
        hands,
        stock,
        discard,
        dealer: view.dealer,
        to_move,
        has_drawn: view.has_drawn,
        scores: view.scores.clone(),
        round: view.round,
        options: OttawaOptions::from_rules(n, rng.next_u64(), view.rules),
    })
    .ok()
}

/// A perfect matching of cards to slots (slot `s` takes a card in `allowed[s]`), by
/// augmenting paths over slots in random order; `owner[slot]` indexes `cards`.
fn assign(cards: &[Card], allowed: &[u64], rng: &mut GameRng) -> Option<Vec<usize>> {
    fn augment(
        ci: usize,
        cards: &[Card],
        allowed: &[u64],
        order: &[usize],
        owner: &mut [usize],
        visited: &mut [bool],
    ) -> bool {
        let bit = cards[ci].bit();
        for &slot in order {
            if visited[slot] || allowed[slot] & bit == 0 {
                continue;
            }
            visited[slot] = true;
            let other = owner[slot];
            if other == usize::MAX || augment(other, cards, allowed, order, owner, visited) {
                owner[slot] = ci;
                return true;
            }
        }
        false
    }
    let slots = allowed.len();
    let mut owner = vec![usize::MAX; slots];
    let mut order: Vec<usize> = (0..slots).collect();
    rng.shuffle(&mut order);
    let mut visited = vec![false; slots];
    for ci in 0..cards.len() {
        // Fast path: the first free slot that takes the card, in the random order.
        if let Some(&slot) = order
            .iter()
            .find(|&&s| owner[s] == usize::MAX && allowed[s] & cards[ci].bit() != 0)
        {
            owner[slot] = ci;
            continue;
        }
        visited.fill(false);
        if !augment(ci, cards, allowed, &order, &mut owner, &mut visited) {
            return None;
        }
    }
    Some(owner)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ottawa::OttawaOptions;

    #[test]
    fn sampled_worlds_agree_with_the_view() {
        let mut game = OttawaGame::new(OttawaOptions {
            players: 3,
            seed: 5,
            ..Default::default()
        })
        .unwrap();
        let mut rng = GameRng::new(1);
        for _ in 0..40 {
            let Some(seat) = game.to_move() else { break };
            if game.round_over() {
                break;
            }
            let view = game.view(seat);
            let k = Knowledge::from_view(&view);
            let world = sample_world(&view, &k, &mut rng).expect("a consistent deal");
            world.check_invariants().unwrap();
            let wv = world.view(seat);
            assert_eq!(wv.hand, view.hand);
            assert_eq!(wv.hand_sizes, view.hand_sizes);
            assert_eq!(wv.stock, view.stock);
            assert_eq!(wv.top, view.top);
            assert_eq!(wv.legal, view.legal);
            for s in 0..3 {
                for c in world.hand(s) {
                    assert!(k.may_hold[s] & c.bit() != 0, "seat {s} cannot hold {c}");
                }
            }
            let age = RoundAge::of(&view.history);
            let mv = medium(&view.hand, &view.legal, false, &view.hand_sizes, age);
            game.play(&mv).unwrap();
        }
    }
}
