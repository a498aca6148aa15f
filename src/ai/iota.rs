//! Computer players for Ётта (Y1–Y23), deciding from a seat's [`IotaView`] alone.
//!
//! Every level considers every legal play, recycles included (Y18: each set of wilds
//! the hand can take back first, then every play of the hand that results), and the
//! pass with or without a trade (Y5b).
//!
//! - **easy**: a beginner. Now and then the best play; mostly a random one-card play
//!   (or the shortest plays it has); with nothing to play, a random trade or a pass.
//! - **medium**: the best immediate score (Y12–Y15). When that is poor (below
//!   [`MEDIUM_TRADE_BELOW`]) and the hand holds cards that fit nowhere, it trades those
//!   instead; with no play at all it trades every numbered card the pile allows.
//! - **hard**: one step of lookahead over sampled hands. It samples the next
//!   opponent's hand and its own next draws from the cards it has not seen (the grid
//!   and its hand are all it knows, O11), and for each of its best candidate moves and
//!   a few trades weighs: its score now, minus the opponent's best reply on the grid it
//!   would leave (so it avoids opening easy lots), plus its own best play next turn
//!   with the cards it keeps and draws (so it keeps wilds and good cards for lots and
//!   trades when its hand is poor). The chance that the three-card lines a play leaves
//!   open become the next player's lots is also counted exactly, from the unseen
//!   cards that complete them. The work is bounded by a count of generated plays
//!   ([`HARD_WORK`], at most [`HARD_SAMPLES`] samples), not by the clock, so the
//!   choice is deterministic.

use crate::iota::best::{starts, Start};
use crate::iota::board::line_through;
use crate::iota::check::recycle_fits;
use crate::iota::game::Action;
use crate::iota::{
    for_each_play, Axis, Board, Card, CardSet, IotaView, Move, Placement, PlaysOptions, Pos,
};
use crate::rng::GameRng;
use arrayvec::ArrayVec;

/// Medium trades its dead cards rather than play for less than this.
pub const MEDIUM_TRADE_BELOW: u32 = 3;
/// Sampled worlds per decision of the hard player.
pub const HARD_SAMPLES: usize = 20;
/// The hard player's work budget per decision, in plays generated while sampling.
pub const HARD_WORK: usize = 200_000;
/// Plays (best immediate score first) the hard player looks ahead from.
pub const HARD_CANDIDATES: usize = 12;
/// Weight of the opponent's best reply in the hard player's judgement.
const OPPONENT_WEIGHT: f64 = 0.8;
/// Weight of the hard player's own next play.
const NEXT_TURN_WEIGHT: f64 = 0.5;
/// Weight of the exact estimate of the lots a play leaves open to the next player.
const THREAT_WEIGHT: f64 = 1.0;
/// Chance that the easy player plays its best move.
const EASY_BEST: f64 = 0.25;

/// One legal play: which start it follows, its cards and its score.
#[derive(Clone, Debug)]
pub(super) struct Play {
    pub(super) start: usize,
    pub(super) placements: ArrayVec<Placement, 4>,
    pub(super) score: u32,
}

/// What the deciding seat knows, prepared once per decision.
pub(super) struct Position<'a> {
    pub(super) view: &'a IotaView,
    pub(super) starts: Vec<Start>,
    pub(super) plays: Vec<Play>,
    pub(super) options: PlaysOptions,
}

impl<'a> Position<'a> {
    pub(super) fn new(view: &'a IotaView, board: &Board, all_four_bonus: bool) -> Position<'a> {
        let options = PlaysOptions {
            all_four_bonus,
            pile_empty: view.pile == 0,
        };
        let hand: ArrayVec<Card, 4> = view.hand.iter().copied().take(4).collect();
        let starts = starts(board, &hand);
        let mut plays = Vec::new();
        for (i, s) in starts.iter().enumerate() {
            let _ = for_each_play(&s.board, &s.hand, options, |p, score| {
                plays.push(Play {
                    start: i,
                    placements: p.iter().copied().collect(),
                    score,
                });
            });
        }
        Position {
            view,
            starts,
            plays,
            options,
        }
    }

    pub(super) fn play_move(&self, play: &Play) -> Move {
        Move {
            recycle: self.starts[play.start].recycle.clone(),
            action: Action::Place(play.placements.clone()),
        }
    }

    /// The best play by immediate score (the first found among equals).
    fn best(&self) -> Option<&Play> {
        let mut best: Option<&Play> = None;
        for p in &self.plays {
            if best.is_none_or(|b| p.score > b.score) {
                best = Some(p);
            }
        }
        best
    }

    /// Numbered hand cards that no play uses (they fit nowhere now).
    pub(super) fn dead_cards(&self) -> ArrayVec<Card, 4> {
        let mut used = CardSet::EMPTY;
        for p in &self.plays {
            for pl in &p.placements {
                used = used | CardSet::single(pl.card);
            }
        }
        for s in &self.starts {
            for r in &s.recycle {
                used = used | CardSet::single(r.card);
            }
        }
        self.view
            .hand
            .iter()
            .copied()
            .filter(|&c| !c.is_wild() && !used.contains(c))
            .collect()
    }

    pub(super) fn numbered_hand(&self) -> ArrayVec<Card, 4> {
        self.view
            .hand
            .iter()
            .copied()
            .filter(|c| !c.is_wild())
            .collect()
    }
}

pub(super) fn easy(pos: &Position, rng: &mut GameRng) -> Move {
    if pos.plays.is_empty() {
        let cards = pos.numbered_hand();
        if pos.view.pile > 0 && !cards.is_empty() && rng.unit() < 0.6 {
            let mut cards = cards;
            rng.shuffle(&mut cards);
            let n = 1 + rng.index(cards.len().min(2));
            return trade(&cards[..n], pos.view.pile);
        }
        return Move::pass();
    }
    if rng.unit() < EASY_BEST {
        return pos.play_move(pos.best().expect("a play"));
    }
    let shortest = pos
        .plays
        .iter()
        .map(|p| p.placements.len())
        .min()
        .unwrap_or(1);
    let small: Vec<&Play> = pos
        .plays
        .iter()
        .filter(|p| p.placements.len() == shortest)
        .collect();
    pos.play_move(small[rng.index(small.len())])
}

/// The medium move of a seat holding `hand` on `board`, `pile` cards left in the
/// pile: its best immediate score, recycles included (Y18), the first found among
/// equals; when that is below [`MEDIUM_TRADE_BELOW`] and some numbered cards fit
/// nowhere, a trade of those; with no play, a trade of every numbered card the pile
/// allows, or a pass. Adds the plays generated to `work` (the expert's playouts, which
/// play it in every seat, count their work so).
pub(super) fn medium(
    board: &Board,
    hand: &[Card],
    pile: usize,
    all_four_bonus: bool,
    work: &mut u64,
) -> Move {
    let hand: ArrayVec<Card, 4> = hand.iter().copied().take(4).collect();
    let options = PlaysOptions {
        all_four_bonus,
        pile_empty: pile == 0,
    };
    // When no numbered card of the hand fits where a wild of the grid lies (always
    // with no wild on the grid), there is nothing to recycle (Y18): the one start is
    // the grid and the hand as they are, used without the copies `starts` makes.
    let recycles = board.wilds().iter().any(|&w| {
        hand.iter()
            .any(|&c| !c.is_wild() && recycle_fits(board, w, c).is_ok())
    });
    let starts = if recycles {
        starts(board, &hand)
    } else {
        Vec::new()
    };
    let mut best: Option<(u32, usize, ArrayVec<Placement, 4>)> = None;
    let mut used = CardSet::EMPTY;
    let mut visit = |i: usize, board: &Board, hand: &[Card], recycle: &[Placement]| {
        for r in recycle {
            used = used | CardSet::single(r.card);
        }
        let _ = for_each_play(board, hand, options, |p, score| {
            *work += 1;
            for pl in p {
                used = used | CardSet::single(pl.card);
            }
            if best.as_ref().is_none_or(|b| score > b.0) {
                best = Some((score, i, p.iter().copied().collect()));
            }
        });
    };
    if starts.is_empty() {
        visit(0, board, &hand, &[]);
    }
    for (i, s) in starts.iter().enumerate() {
        visit(i, &s.board, &s.hand, &s.recycle);
    }
    let dead: ArrayVec<Card, 4> = hand
        .iter()
        .copied()
        .filter(|&c| !c.is_wild() && !used.contains(c))
        .collect();
    match best {
        Some((score, i, placements))
            if score >= MEDIUM_TRADE_BELOW || dead.is_empty() || pile == 0 =>
        {
            Move {
                recycle: starts
                    .get(i)
                    .map_or_else(ArrayVec::new, |s| s.recycle.clone()),
                action: Action::Place(placements),
            }
        }
        Some(_) => trade(&dead, pile),
        None => {
            let numbered: ArrayVec<Card, 4> =
                hand.iter().copied().filter(|c| !c.is_wild()).collect();
            trade(&numbered, pile)
        }
    }
}

/// A trade of `cards`, cut to what the pile of `pile` cards allows (Y5b house rule).
fn trade(cards: &[Card], pile: usize) -> Move {
    let n = cards.len().min(pile);
    if n == 0 {
        Move::pass()
    } else {
        Move::trade(&cards[..n])
    }
}

/// A candidate of the hard player: the move, its score now, the grid it leaves, the
/// cards kept in hand, and how many cards it draws or trades.
struct Candidate {
    mv: Move,
    score: u32,
    board: Board,
    kept: ArrayVec<Card, 4>,
    /// Cards drawn after the move (refill or trade).
    draws: usize,
    /// Cards left in the pile after the move.
    pile_after: usize,
    /// The move ends the game (Y19).
    ends: bool,
}

pub(super) fn hard(pos: &Position, rng: &mut GameRng) -> Move {
    let view = pos.view;
    let pile = view.pile;
    let mut cands: Vec<Candidate> = Vec::new();
    // The best plays by immediate score, and the best play that keeps every wild.
    let mut order: Vec<usize> = (0..pos.plays.len()).collect();
    crate::sort::sort_by(&mut order, |&a, &b| pos.plays[a].score > pos.plays[b].score);
    let mut picked: Vec<usize> = order.iter().copied().take(HARD_CANDIDATES).collect();
    if let Some(&i) = order.iter().find(|&&i| {
        pos.starts[pos.plays[i].start].recycle.is_empty()
            && pos.plays[i].placements.iter().all(|p| !p.card.is_wild())
    }) {
        if !picked.contains(&i) {
            picked.push(i);
        }
    }
    for i in picked {
        let play = &pos.plays[i];
        let start = &pos.starts[play.start];
        let mut board = start.board.clone();
        let mut kept = start.hand.clone();
        for p in &play.placements {
            board.insert(*p);
            if let Some(k) = kept.iter().position(|&c| c == p.card) {
                kept.remove(k);
            }
        }
        let draws = (4 - kept.len()).min(pile);
        cands.push(Candidate {
            mv: pos.play_move(play),
            score: play.score,
            board,
            kept: kept.clone(),
            draws,
            pile_after: pile - draws,
            ends: pile == 0 && kept.is_empty(),
        });
    }
    // Trades (Y5b): the dead cards, the lowest numbered card, every numbered card.
    let base = &pos.starts[0];
    let numbered = pos.numbered_hand();
    let mut trades: Vec<ArrayVec<Card, 4>> = Vec::new();
    if pile > 0 {
        let dead = pos.dead_cards();
        if !dead.is_empty() {
            trades.push(dead);
        }
        if let Some(&low) = numbered.iter().min_by_key(|c| c.value()) {
            trades.push([low].into_iter().collect());
        }
        trades.push(numbered.clone());
    }
    for t in trades {
        let t: ArrayVec<Card, 4> = t.into_iter().take(pile).collect();
        if t.is_empty() || cands.iter().any(|c| same_trade(&c.mv, &t)) {
            continue;
        }
        let mut kept = base.hand.clone();
        for c in &t {
            if let Some(k) = kept.iter().position(|h| h == c) {
                kept.remove(k);
            }
        }
        cands.push(Candidate {
            mv: Move::trade(&t),
            score: 0,
            board: base.board.clone(),
            kept,
            draws: t.len(),
            pile_after: pile,
            ends: false,
        });
    }
    if cands.is_empty() {
        return Move::pass();
    }
    if cands.len() == 1 {
        return cands.pop().expect("one").mv;
    }
    // The cards the seat has not seen: every card but the grid's and its own.
    let mut pool: Vec<Card> = Vec::with_capacity(66);
    let mut seen = base.board.numbered();
    let mut wilds_seen = base.board.wilds().len();
    for &c in &view.hand {
        seen = seen | CardSet::single(c);
        wilds_seen += usize::from(c.is_wild());
    }
    // Recycled cards went back to the grid; the start's board already counts them.
    pool.extend(Card::numbered().filter(|&c| !seen.contains(c)));
    pool.extend(std::iter::repeat_n(
        Card::WILD,
        2usize.saturating_sub(wilds_seen),
    ));
    let n = view.hand_sizes.len();
    let next = (view.seat + 1) % n;
    let opp_size = view.hand_sizes[next].min(4);
    // Sums over the samples of the next turns' worth, by candidate.
    let mut value = vec![0.0f64; cands.len()];
    // A fixed amount of work, counted in plays generated, bounds the time where wilds
    // make every hand rich in plays; at least two samples are always taken.
    let mut work = 0usize;
    let mut samples = 0usize;
    for _ in 0..HARD_SAMPLES {
        if samples >= 2 && work >= HARD_WORK {
            break;
        }
        samples += 1;
        rng.shuffle(&mut pool);
        let opp: ArrayVec<Card, 4> = pool.iter().copied().take(opp_size).collect();
        let draws: ArrayVec<Card, 4> = pool.iter().copied().skip(opp_size).take(4).collect();
        // Trades leave the grid as it is: the opponent's reply to them is computed once.
        let mut reply_unchanged: Option<u32> = None;
        for (c, v) in cands.iter().zip(value.iter_mut()) {
            if c.ends {
                continue;
            }
            let opts = PlaysOptions {
                all_four_bonus: pos.options.all_four_bonus,
                pile_empty: c.pile_after == 0,
            };
            let reply = if c.score == 0 && matches!(c.mv.action, Action::Trade(_)) {
                *reply_unchanged.get_or_insert_with(|| best_score(&c.board, &opp, opts, &mut work))
            } else {
                best_score(&c.board, &opp, opts, &mut work)
            };
            let mut hand = c.kept.clone();
            hand.extend(draws.iter().copied().take(c.draws.min(4 - hand.len())));
            let mine = best_score(&c.board, &hand, opts, &mut work);
            *v += NEXT_TURN_WEIGHT * f64::from(mine) - OPPONENT_WEIGHT * f64::from(reply);
        }
    }
    for (c, v) in cands.iter().zip(value.iter_mut()) {
        *v = f64::from(c.score) + *v / samples as f64;
    }
    // Open three-card lines, judged exactly rather than by the samples (few samples
    // rarely hold the one card that makes the lot).
    let pool_set = pool
        .iter()
        .fold(CardSet::EMPTY, |s, &c| s | CardSet::single(c));
    let pool_wilds = pool.iter().filter(|c| c.is_wild()).count();
    for (c, v) in cands.iter().zip(value.iter_mut()) {
        if let Action::Place(placed) = &c.mv.action {
            if !c.ends {
                *v -= THREAT_WEIGHT
                    * lot_threat(&c.board, placed, pool_set, pool_wilds, pool.len(), opp_size);
            }
        }
    }
    let mut best = 0;
    for i in 1..cands.len() {
        if value[i] > value[best] {
            best = i;
        }
    }
    cands.swap_remove(best).mv
}

/// The points the next player can be expected to make from the three-card lines this
/// play leaves open (Y8, Y13): for each, the chance that a hand of `hand` cards drawn
/// from the `pool_len` unseen cards holds one that makes it a lot (a numbered card that
/// fits it, or a wild), times the lot's doubled points.
pub(super) fn lot_threat(
    board: &Board,
    placed: &[Placement],
    pool_set: CardSet,
    pool_wilds: usize,
    pool_len: usize,
    hand: usize,
) -> f64 {
    let mut total = 0.0;
    let mut seen: ArrayVec<(Axis, Pos), 8> = ArrayVec::new();
    for p in placed {
        for axis in [Axis::Row, Axis::Column] {
            let line = line_through(board, p.pos, axis);
            if line.len() != 3 || seen.contains(&(axis, line.cells[0].pos)) {
                continue;
            }
            let _ = seen.try_push((axis, line.cells[0].pos));
            let ends = [
                line.cells[0].pos.step(axis, -1),
                line.cells[2].pos.step(axis, 1),
            ];
            if !ends.iter().flatten().any(|&e| board.get(e).is_none()) {
                continue;
            }
            let summary = line.summary();
            if !summary.consistent() {
                continue;
            }
            let fitting = (summary.extensions() & pool_set).len() as usize + pool_wilds;
            let mut none = 1.0;
            for i in 0..hand.min(pool_len) {
                let left = pool_len - i;
                none *= left.saturating_sub(fitting) as f64 / left as f64;
            }
            total += (1.0 - none) * 2.0 * (f64::from(line.points()) + 2.5);
        }
    }
    total
}

/// The best score of `hand` on `board` (0 with no play); adds the plays looked at to
/// `work`.
fn best_score(board: &Board, hand: &[Card], options: PlaysOptions, work: &mut usize) -> u32 {
    let mut best = 0;
    let _ = for_each_play(board, hand, options, |_, s| {
        *work += 1;
        best = best.max(s);
    });
    best
}

fn same_trade(mv: &Move, cards: &[Card]) -> bool {
    match &mv.action {
        Action::Trade(t) => {
            let mut a = t.clone();
            let mut b: ArrayVec<Card, 4> = cards.iter().copied().collect();
            crate::sort::sort(&mut a);
            crate::sort::sort(&mut b);
            a == b
        }
        _ => false,
    }
}
