//! The trainer's drills (src/drill): the same seed gives the same drill, every drill
//! has a right answer that the rules engines confirm on their own, and harder levels
//! have more cards and wilds.

use yotta::drill::iota::{drill as iota_drill, DeadWhy, Drill, Kind, WILDS_FROM};
use yotta::drill::ottawa::drill as ottawa_drill;
use yotta::drill::MAX_LEVEL;
use yotta::iota::{
    check_play, dead_cells, legal_plays, Board, CheckOptions, Placement, PlaysOptions,
};
use yotta::ottawa::matches;

const SEEDS: u64 = 12;
const LEVELS: [u32; 5] = [0, 3, 6, 10, MAX_LEVEL];

fn board_of(d: &Drill) -> Board {
    Board::new(&d.board).expect("a drill's grid is a valid grid")
}

/// What the engine says of each answer, worked out here from the rules alone.
fn confirm(d: &Drill) {
    let board = board_of(d);
    let opts = CheckOptions::default();
    match d.kind {
        Kind::Fits => {
            let cell = d.cell.expect("fits asks about a cell");
            assert!(d.hand.len() == 3 || d.hand.len() == 4, "{d:?}");
            let fit: Vec<_> = d
                .hand
                .iter()
                .filter(|&&card| check_play(&board, &[Placement { card, pos: cell }], opts).is_ok())
                .collect();
            assert_eq!(fit.len(), 1, "exactly one choice fits: {d:?}");
            assert_eq!(
                d.play,
                vec![Placement {
                    card: *fit[0],
                    pos: cell
                }]
            );
        }
        Kind::Best => {
            let plays = legal_plays(&board, &d.hand, PlaysOptions::default()).unwrap();
            let best = plays[0].score;
            assert_eq!(
                check_play(&board, &d.play, opts).unwrap().score,
                best,
                "{d:?}"
            );
            assert_eq!(d.score, best);
            assert_eq!(d.count, plays.iter().filter(|p| p.score == best).count());
        }
        Kind::Lot => {
            let s = check_play(&board, &d.play, opts).unwrap();
            assert!(s.lots > 0, "the answer makes a lot: {d:?}");
            assert_eq!(s.score, d.score);
            let plays = legal_plays(&board, &d.hand, PlaysOptions::default()).unwrap();
            let lots = plays
                .iter()
                .filter(|p| check_play(&board, &p.placements, opts).unwrap().lots > 0)
                .count();
            assert_eq!(d.count, lots);
            assert!(lots < plays.len(), "some play makes no lot: {d:?}");
        }
        Kind::Dead => {
            let dead = dead_cells(&board);
            let (cell, why) = d.dead.expect("dead names its cell");
            assert!(d.cells.contains(&cell));
            let offered_dead: Vec<_> = d.cells.iter().filter(|c| dead.contains(c)).collect();
            assert_eq!(
                offered_dead,
                vec![&cell],
                "exactly one offered cell is dead: {d:?}"
            );
            assert!(board.frontier().contains(&cell));
            for f in &d.fits {
                assert!(d.cells.contains(&f.pos));
                assert!(check_play(&board, &[*f], opts).is_ok(), "{f:?} fits: {d:?}");
            }
            assert_eq!(d.fits.len() + 1, d.cells.len());
            if why == DeadWhy::Conflict {
                // Not a line too long: a wild there would still break a line (Y16).
                let wild = Placement {
                    card: "W".parse().unwrap(),
                    pos: cell,
                };
                assert!(check_play(&board, &[wild], opts).is_err());
            }
            assert!(d.hand.is_empty());
        }
    }
}

#[test]
fn every_drill_has_a_right_answer_the_engine_confirms() {
    for kind in Kind::ALL {
        for level in LEVELS {
            for seed in 0..SEEDS {
                let d = iota_drill(kind, seed, level)
                    .unwrap_or_else(|| panic!("{kind} {seed} {level}"));
                assert_eq!((d.kind, d.level), (kind, level));
                confirm(&d);
            }
        }
    }
}

#[test]
fn a_seed_replays_its_drill_and_another_seed_gives_another() {
    for kind in Kind::ALL {
        let a = iota_drill(kind, 7, 4).unwrap();
        assert_eq!(Some(&a), iota_drill(kind, 7, 4).as_ref());
        let others = (8..12)
            .filter(|&s| iota_drill(kind, s, 4).unwrap().board != a.board)
            .count();
        assert!(others >= 3, "{kind}: other seeds give other positions");
    }
    let o = ottawa_drill(7, 4).unwrap();
    assert_eq!(Some(&o), ottawa_drill(7, 4).as_ref());
    assert!((8..12).any(|s| ottawa_drill(s, 4).unwrap() != o));
}

#[test]
fn harder_levels_have_more_cards_and_wilds() {
    for kind in Kind::ALL {
        let drills = |level| (0..SEEDS).map(move |s| iota_drill(kind, s, level).unwrap());
        let cards = |level| drills(level).map(|d| d.board.len()).sum::<usize>();
        assert!(cards(8) > cards(0), "{kind}: more cards at level 8");
        let wilds = |d: &Drill| {
            d.board.iter().filter(|p| p.card.is_wild()).count()
                + d.hand.iter().filter(|c| c.is_wild()).count()
        };
        for level in 0..WILDS_FROM {
            assert!(
                drills(level).all(|d| wilds(&d) == 0),
                "{kind}: no wild at level {level}"
            );
        }
        let with_wilds = drills(10).filter(|d| wilds(d) > 0).count();
        assert!(
            with_wilds * 2 >= SEEDS as usize,
            "{kind}: wilds in {with_wilds} of {SEEDS} at level 10"
        );
    }
    // Longer plays: the best play takes more cards.
    let best_len = |level| {
        (0..SEEDS)
            .map(|s| iota_drill(Kind::Best, s, level).unwrap().play.len())
            .sum::<usize>()
    };
    assert!(best_len(8) > best_len(0));
}

#[test]
fn ottawa_drills_ask_for_every_matching_card() {
    for level in LEVELS {
        for seed in 0..SEEDS {
            let d = ottawa_drill(seed, level).unwrap();
            let want: Vec<_> = d
                .hand
                .iter()
                .copied()
                .filter(|&c| matches(d.top, c, false))
                .collect();
            assert_eq!(d.matches, want);
            assert!(!want.is_empty() && want.len() < d.hand.len(), "{d:?}");
        }
    }
    let size = |level| {
        (0..SEEDS)
            .map(|s| ottawa_drill(s, level).unwrap().hand.len())
            .sum::<usize>()
    };
    assert!(size(10) > size(0), "larger hands at higher levels");
}

#[test]
fn kinds_are_named_as_the_api_names_them() {
    for kind in Kind::ALL {
        assert_eq!(kind.as_str().parse::<Kind>(), Ok(kind));
    }
    assert!("matches".parse::<Kind>().is_err());
}
