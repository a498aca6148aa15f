//! The heat map of a hand: for every empty cell next to the grid, the best score of a
//! legal play of the hand (Y5–Y17, doublings included) that places a card on that
//! cell, from one move generation (not one per cell), and whether the cell is dead
//! (no card can ever fill it, [`dead_cells`]).

use super::movegen::{dead_cells, plays_flat, PlaysOptions};
use super::{Board, Card, PlayError, Pos};

/// One cell of the heat map.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeatCell {
    /// An empty cell next to a card of the grid.
    pub pos: Pos,
    /// The highest score of a legal play of the hand that places a card here; 0 when
    /// no play can use the cell.
    pub best: u32,
    /// No card can ever fill this cell (then `best` is 0).
    pub dead: bool,
}

/// The heat map of `hand` on `board`: every empty cell next to the grid, sorted by `y`
/// then `x` (as [`Board::frontier`]). A play that reaches past the frontier (the second
/// card of a line, two cells out) counts for the frontier cells it covers.
pub fn heat(
    board: &Board,
    hand: &[Card],
    options: PlaysOptions,
) -> Result<Vec<HeatCell>, PlayError> {
    let frontier = board.frontier();
    let key = |p: &Pos| (p.y, p.x);
    let mut best = vec![0u32; frontier.len()];
    // The plays as `iotaPlays` writes them ([`plays_flat`]): reading them back costs a
    // sort, but no second copy of the move generator in the wasm (about 8 KB).
    let flat = plays_flat(board, hand, options)?;
    let count = flat.first().map_or(0, |&n| usize::try_from(n).unwrap_or(0));
    let mut k = 1;
    for _ in 0..count {
        let (Some(&n), Some(&score)) = (flat.get(k), flat.get(k + 1)) else {
            break;
        };
        let n = usize::try_from(n).unwrap_or(0);
        let score = u32::try_from(score).unwrap_or(0);
        k += 2;
        for card in flat.get(k..k + 3 * n).unwrap_or(&[]).chunks_exact(3) {
            let pos = Pos {
                x: card[1],
                y: card[2],
            };
            if let Ok(i) = frontier.binary_search_by_key(&key(&pos), key) {
                best[i] = best[i].max(score);
            }
        }
        k += 3 * n;
    }
    // dead_cells keeps the frontier's order: one walk matches them.
    let dead = dead_cells(board);
    let mut d = dead.iter().peekable();
    Ok(frontier
        .iter()
        .zip(best)
        .map(|(&pos, best)| {
            let is_dead = d.next_if(|&&q| q == pos).is_some();
            HeatCell {
                pos,
                best,
                dead: is_dead,
            }
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::iota::{legal_plays, parse_position};

    fn board(text: &str) -> Board {
        Board::new(&parse_position(text).unwrap()).unwrap()
    }
    fn hand(codes: &[&str]) -> Vec<Card> {
        codes.iter().map(|c| c.parse().unwrap()).collect()
    }

    /// The per-cell maxima worked out the slow way: every play listed, every cell.
    fn maxima(b: &Board, h: &[Card]) -> Vec<(Pos, u32)> {
        let plays = legal_plays(b, h, PlaysOptions::default()).unwrap();
        b.frontier()
            .into_iter()
            .map(|pos| {
                let best = plays
                    .iter()
                    .filter(|p| p.placements.iter().any(|q| q.pos == pos))
                    .map(|p| p.score)
                    .max()
                    .unwrap_or(0);
                (pos, best)
            })
            .collect()
    }

    #[test]
    fn heat_is_the_best_play_through_each_cell() {
        for (grid, cards) in [
            ("2RT@0,1 2BX@1,1 2GC@2,1", &["3RC", "1YC", "2YS", "W"][..]),
            (
                "2RT@0,1 2BX@1,1 2GC@2,1 3RC@2,0 1YC@2,2",
                &["2YS", "3GT", "4BC", "1RX"][..],
            ),
            ("1RC@0,0 W@1,0", &["1RS", "1RT", "W", "4GX"][..]),
            ("1RC@0,0", &["2BS"][..]),
        ] {
            let (b, h) = (board(grid), hand(cards));
            let got: Vec<(Pos, u32)> = heat(&b, &h, PlaysOptions::default())
                .unwrap()
                .into_iter()
                .map(|c| (c.pos, c.best))
                .collect();
            assert!(got.iter().any(|c| c.1 > 0), "{grid}: some cell scores");
            assert_eq!(got, maxima(&b, &h), "{grid} with {cards:?}");
        }
    }

    #[test]
    fn heat_marks_dead_cells_and_an_empty_hand_scores_nothing() {
        let b = board("2RT@0,1 2BX@1,1 2GC@2,1 3RC@2,0 1YC@2,2");
        let cells = heat(&b, &[], PlaysOptions::default()).unwrap();
        assert_eq!(cells.len(), b.frontier().len());
        assert!(cells.iter().all(|c| c.best == 0));
        let dead: Vec<Pos> = cells.iter().filter(|c| c.dead).map(|c| c.pos).collect();
        assert_eq!(dead, dead_cells(&b));
    }
}
