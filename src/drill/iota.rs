//! Ётта's drills: four kinds of question on a position of a real game (see the
//! module above for how positions are found).
//!
//! - [`Kind::Fits`], *which card fits here*: a cell next to the grid and three or four
//!   cards not on the grid, exactly one of which may be played alone on that cell
//!   (Y7–Y11, Y16). The distractors are chosen, from level 2, among the cards that
//!   differ from the right one in one attribute only.
//! - [`Kind::Best`], *find the best play*: the hand of the seat to move; any legal play
//!   worth the highest score counts (Y12–Y14, as `iotaPlays` lists them).
//! - [`Kind::Lot`], *make a lot*: the hand of the seat to move, which holds a play that
//!   completes a line of four (Y8, Y13) and a play that does not.
//! - [`Kind::Dead`], *which cell is dead*: open cells next to the grid, exactly one of
//!   them dead (no card can ever fill it, [`dead_cells`]), with why it is dead and a
//!   card that fits each of the others.
//!
//! Levels: the game is played further before the question (more cards on the grid);
//! from [`WILDS_FROM`] wilds may lie on the grid (`fits`, `dead`) or in the hand
//! (`best`, `lot`), and from [`WILDS_WANTED`] a position with one is preferred; from
//! level 3 the answer of `fits` crosses two lines or lies in a line of three, the best
//! play of `best` takes two cards or more (three from level 10), and from level 5 the
//! lot of `lot` takes two cards. A wild never lies on the grid in `best` and `lot`
//! (recycling, Y18, is no part of those answers).

use super::{MAX_GAMES, MAX_LEVEL, STRICT_GAMES};
use crate::ai::{iota_move_with, Level};
use crate::game::Game;
use crate::iota::{
    check_play, dead_cells, is_legal, legal_plays, Axis, Board, Card, CheckOptions, IotaGame,
    IotaOptions, Placement, PlaysOptions, Pos, ScoredPlay,
};
use crate::rng::GameRng;
use std::fmt;
use std::str::FromStr;

/// From this level wilds may be part of a drill.
pub const WILDS_FROM: u32 = 4;
/// From this level a position with a wild is preferred.
pub const WILDS_WANTED: u32 = 8;

/// What a drill asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Which of these cards fits on this cell.
    Fits,
    /// Find the best play of the hand.
    Best,
    /// Make a lot of four with the hand.
    Lot,
    /// Which of these open cells is dead.
    Dead,
}

impl Kind {
    /// Every kind.
    pub const ALL: [Kind; 4] = [Kind::Fits, Kind::Best, Kind::Lot, Kind::Dead];

    /// `"fits"`, `"best"`, `"lot"` or `"dead"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Fits => "fits",
            Kind::Best => "best",
            Kind::Lot => "lot",
            Kind::Dead => "dead",
        }
    }

    /// Moves played before the first position looked at, at level 0.
    fn first_move(self) -> usize {
        match self {
            Kind::Fits | Kind::Best => 1,
            Kind::Lot => 3,
            // Dead cells need crossing lines: a grid of some size.
            Kind::Dead => 6,
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A kind's name that is not `fits`, `best`, `lot` or `dead`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KindError(pub String);

impl fmt::Display for KindError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown drill {:?} (fits, best, lot or dead)", self.0)
    }
}

impl std::error::Error for KindError {}

impl FromStr for Kind {
    type Err = KindError;

    fn from_str(s: &str) -> Result<Kind, KindError> {
        Kind::ALL
            .into_iter()
            .find(|k| k.as_str() == s.trim())
            .ok_or_else(|| KindError(s.chars().take(24).collect()))
    }
}

/// Why a dead cell is dead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeadWhy {
    /// A card there would make a line of more than four (Y8).
    TooLong,
    /// No card can be what its row and its column both ask for (Y7, Y16).
    Conflict,
}

impl DeadWhy {
    /// `"too-long"` or `"conflict"`.
    pub fn as_str(self) -> &'static str {
        match self {
            DeadWhy::TooLong => "too-long",
            DeadWhy::Conflict => "conflict",
        }
    }
}

/// A drill: the question and its answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drill {
    /// What it asks.
    pub kind: Kind,
    /// Its level, `0..=MAX_LEVEL`.
    pub level: u32,
    /// The grid, sorted by `y` then `x`.
    pub board: Vec<Placement>,
    /// The person's cards: the hand (`best`, `lot`), the cards to choose from (`fits`),
    /// none (`dead`).
    pub hand: Vec<Card>,
    /// `fits`: the cell asked about.
    pub cell: Option<Pos>,
    /// `dead`: the open cells to choose from, one of them dead.
    pub cells: Vec<Pos>,
    /// A right answer: the right card on the cell (`fits`), a best play (`best`), the
    /// highest-scoring play that makes a lot (`lot`); empty for `dead`.
    pub play: Vec<Placement>,
    /// What `play` scores.
    pub score: u32,
    /// How many answers are right: plays worth `score` (`best`), plays making a lot
    /// (`lot`); 1 for `fits` and `dead`.
    pub count: usize,
    /// `dead`: the dead cell and why it is dead.
    pub dead: Option<(Pos, DeadWhy)>,
    /// `dead`: a card that fits each of the other cells offered, alone.
    pub fits: Vec<Placement>,
}

/// The drill of `kind` at `level` (clamped to [`MAX_LEVEL`]) from `seed`; `None` only
/// if no game gave a position for it (the tests check that every kind and level does).
pub fn drill(kind: Kind, seed: u64, level: u32) -> Option<Drill> {
    let level = level.min(MAX_LEVEL);
    let salt = match kind {
        Kind::Fits => 0x6669_7473,
        Kind::Best => 0x6265_7374,
        Kind::Lot => 0x006c_6f74,
        Kind::Dead => 0x6465_6164,
    };
    let mut rng = GameRng::new(seed ^ (salt << 16) ^ u64::from(level));
    // The level's wishes are held for the first games, then let go: every drill is
    // found, at worst a little easier than asked, and none takes long to find.
    for g in 0..MAX_GAMES {
        let strict = g < STRICT_GAMES;
        let mut grng = rng.fork();
        if let Some(d) = from_game(kind, level, strict, &mut grng) {
            return Some(d);
        }
    }
    None
}

/// Plays a seeded game with the computer players and poses the drill at the first
/// position, from the level's move on, that makes one.
fn from_game(kind: Kind, level: u32, strict: bool, rng: &mut GameRng) -> Option<Drill> {
    let options = IotaOptions {
        players: 2,
        seed: rng.next_u64(),
        ..IotaOptions::default()
    };
    let mut game = IotaGame::new(options).ok()?;
    // A two-seat game lasts about 25 to 35 moves: the grid grows up to level 8.
    let first = (kind.first_move() + 2 * level as usize).min(18) + rng.index(4);
    let first = if strict { first } else { first / 2 };
    for moves in 0..first + 8 {
        let seat = Game::to_move(&game)?;
        // A position with cards left to draw: the table's pile is never empty (Y15).
        if moves >= first && game.pile_len() > 0 {
            if let Some(d) = pose(kind, level, strict, &game, seat, rng) {
                return Some(d);
            }
        }
        // A medium and an easy player: grids like the ones people build.
        let player = if seat == 0 {
            Level::Medium
        } else {
            Level::Easy
        };
        let mv = iota_move_with(&game.view(seat), true, player, rng.next_u64())?;
        game.play(&mv).ok()?;
    }
    None
}

/// The drill on `game`'s position with `seat` to move, or `None` if it makes none.
fn pose(
    kind: Kind,
    level: u32,
    strict: bool,
    game: &IotaGame,
    seat: usize,
    rng: &mut GameRng,
) -> Option<Drill> {
    let board = game.board();
    let hand = game.hand(seat);
    let wilds = match kind {
        Kind::Fits | Kind::Dead => board.wilds().len(),
        Kind::Best | Kind::Lot => {
            if !board.wilds().is_empty() {
                return None;
            }
            hand.iter().filter(|c| c.is_wild()).count()
        }
    };
    if (level < WILDS_FROM && wilds > 0) || (strict && level >= WILDS_WANTED && wilds == 0) {
        return None;
    }
    let base = Drill {
        kind,
        level,
        board: board.sorted(),
        hand: Vec::new(),
        cell: None,
        cells: Vec::new(),
        play: Vec::new(),
        score: 0,
        count: 1,
        dead: None,
        fits: Vec::new(),
    };
    match kind {
        Kind::Fits => fits(base, board, strict, rng),
        Kind::Best => best(base, board, hand, strict),
        Kind::Lot => lot(base, board, hand, strict),
        Kind::Dead => dead(base, board, strict, rng),
    }
}

/// The empty cells next to the grid that some card can still fill, in a shuffled order.
fn live_cells(board: &Board, rng: &mut GameRng) -> Vec<Pos> {
    let dead = dead_cells(board);
    let mut live: Vec<Pos> = board
        .frontier()
        .into_iter()
        .filter(|p| !dead.contains(p))
        .collect();
    rng.shuffle(&mut live);
    live
}

/// The numbered cards not on the grid.
fn unseen(board: &Board) -> Vec<Card> {
    Card::numbered().filter(|&c| !board.contains(c)).collect()
}

/// Whether `card` alone may be played on `pos` (Y7–Y11, Y16).
fn fits_alone(board: &Board, card: Card, pos: Pos) -> bool {
    is_legal(board, &[Placement { card, pos }])
}

/// How many attributes two numbered cards differ in.
fn differences(a: Card, b: Card) -> usize {
    a.attrs()
        .iter()
        .zip(b.attrs())
        .filter(|(x, y)| **x != *y)
        .count()
}

fn fits(mut d: Drill, board: &Board, strict: bool, rng: &mut GameRng) -> Option<Drill> {
    let level = d.level;
    let choices = if level < 2 { 3 } else { 4 };
    let cards = unseen(board);
    for pos in live_cells(board, rng) {
        let (fit, misfit): (Vec<Card>, Vec<Card>) =
            cards.iter().partition(|&&c| fits_alone(board, c, pos));
        if fit.is_empty() || misfit.len() < choices - 1 {
            continue;
        }
        let right = fit[rng.index(fit.len())];
        let play = [Placement { card: right, pos }];
        let score = check_play(board, &play, CheckOptions::default()).ok()?;
        // Harder: the card must suit two lines, or a line of three.
        let crossing = score.lines.len() >= 2 || score.lines.iter().any(|l| l.cells.len() >= 3);
        if strict && level >= 3 && !crossing {
            continue;
        }
        // Near misses first from level 2: cards one attribute away from the right one.
        let mut near: Vec<Card> = misfit
            .iter()
            .copied()
            .filter(|&c| level >= 2 && differences(c, right) == 1)
            .collect();
        let mut far: Vec<Card> = misfit.into_iter().filter(|c| !near.contains(c)).collect();
        rng.shuffle(&mut near);
        rng.shuffle(&mut far);
        let mut hand: Vec<Card> = near.into_iter().chain(far).take(choices - 1).collect();
        hand.push(right);
        rng.shuffle(&mut hand);
        d.hand = hand;
        d.cell = Some(pos);
        d.play = play.to_vec();
        d.score = score.score;
        return Some(d);
    }
    None
}

/// Every legal play of `hand` (no game end: the table's pile is never empty).
fn plays_of(board: &Board, hand: &[Card]) -> Vec<ScoredPlay> {
    legal_plays(board, hand, PlaysOptions::default()).unwrap_or_default()
}

fn best(mut d: Drill, board: &Board, hand: &[Card], strict: bool) -> Option<Drill> {
    let plays = plays_of(board, hand);
    let top = plays.first()?;
    let ties = plays.iter().take_while(|p| p.score == top.score).count();
    let longest = plays[..ties]
        .iter()
        .map(|p| p.placements.len())
        .max()
        .unwrap_or(0);
    let wanted = match d.level {
        0..=2 => 1,
        3..=9 => 2,
        _ => 3,
    };
    // A real choice: several plays, and (without a wild, which makes many equal plays)
    // the best not one of many equal ones.
    let wild = hand.iter().any(|c| c.is_wild());
    if strict && (longest < wanted || plays.len() < 3 || (ties > 3 && !wild)) {
        return None;
    }
    d.hand = hand.to_vec();
    d.play = top.placements.to_vec();
    d.score = top.score;
    d.count = ties;
    Some(d)
}

fn lot(mut d: Drill, board: &Board, hand: &[Card], strict: bool) -> Option<Drill> {
    let plays = plays_of(board, hand);
    let lots: Vec<&ScoredPlay> = plays
        .iter()
        .filter(|p| {
            check_play(board, &p.placements, CheckOptions::default()).is_ok_and(|s| s.lots > 0)
        })
        .collect();
    let top = lots.first()?;
    // Some play makes no lot: picking any play is not the answer.
    if lots.len() == plays.len() {
        return None;
    }
    if strict && d.level >= 5 && lots.iter().all(|p| p.placements.len() < 2) {
        return None;
    }
    d.hand = hand.to_vec();
    d.play = top.placements.to_vec();
    d.score = top.score;
    d.count = lots.len();
    Some(d)
}

/// How many cards a card on `pos` would join along `axis`: the cards on both sides.
fn run(board: &Board, pos: Pos, axis: Axis) -> usize {
    let side = |dir: i32| {
        (1..=4)
            .take_while(|&k| {
                pos.step(axis, dir * k)
                    .is_some_and(|p| board.get(p).is_some())
            })
            .count()
    };
    side(-1) + side(1)
}

fn dead(mut d: Drill, board: &Board, strict: bool, rng: &mut GameRng) -> Option<Drill> {
    let level = d.level;
    let mut dead = dead_cells(board);
    if dead.is_empty() {
        return None;
    }
    rng.shuffle(&mut dead);
    let target = dead[0];
    let cards = unseen(board);
    // The live cells offered, each with a card that fits it: the nearest first from
    // level 5 (the dead cell among its neighbours is harder to tell).
    let mut live: Vec<Placement> = live_cells(board, rng)
        .into_iter()
        .filter_map(|pos| {
            let card = cards.iter().copied().find(|&c| fits_alone(board, c, pos))?;
            Some(Placement { card, pos })
        })
        .collect();
    let others = if level < 3 { 2 } else { 3 };
    if live.len() < others {
        return None;
    }
    if strict && level >= 5 {
        let dist = |p: Pos| (p.x - target.x).abs() + (p.y - target.y).abs();
        crate::sort::sort_by_key(&mut live, |p| dist(p.pos));
    }
    live.truncate(others);
    let mut cells: Vec<Pos> = live.iter().map(|p| p.pos).collect();
    cells.push(target);
    rng.shuffle(&mut cells);
    let why = if run(board, target, Axis::Row) >= 4 || run(board, target, Axis::Column) >= 4 {
        DeadWhy::TooLong
    } else {
        DeadWhy::Conflict
    };
    d.cells = cells;
    d.dead = Some((target, why));
    d.fits = live;
    Some(d)
}
