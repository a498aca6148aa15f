//! Ётта rules, case by case, named after the rule each case pins (docs/rules.md Y1–Y23).

use proptest::prelude::*;
use yotta::iota::{
    check_play, dead_cells, format_position, parse_position, Board, Card, CheckOptions, Placement,
    PlayError, Pos, Position,
};

fn board(text: &str) -> Board {
    Board::new(&parse_position(text).unwrap()).unwrap()
}

fn check(b: &str, play: &str) -> Result<u32, PlayError> {
    check_play(
        &board(b),
        &parse_position(play).unwrap(),
        CheckOptions::default(),
    )
    .map(|s| s.score)
}

fn code(b: &str, play: &str) -> &'static str {
    match check(b, play) {
        Ok(_) => "ok",
        Err(e) => e.code(),
    }
}

/// The published rulebook's example game, in our notation.
#[test]
fn rulebook_example_scores_6_6_34_208() {
    let turns = [
        ("2BX@1,1 2GC@2,1", 6, 6, 0, false),
        ("3RC@2,0 1YC@2,2", 6, 6, 0, false),
        ("2YS@3,1 3GT@3,2", 34, 17, 1, false),
        ("2GT@0,3 3YS@1,3 4BC@2,3 1RX@3,3", 208, 26, 2, true),
    ];
    let mut grid = parse_position("2RT@0,1").unwrap();
    for (play, score, base, lots, all_four) in turns {
        let b = Board::new(&grid).unwrap();
        let p = parse_position(play).unwrap();
        let s = check_play(&b, &p, CheckOptions::default()).unwrap();
        assert_eq!(
            (s.score, s.base, s.lots, s.all_four),
            (score, base, lots, all_four),
            "{play}"
        );
        assert_eq!(s.score, s.base * s.multiplier);
        assert_eq!(s.lines.iter().map(|l| l.points).sum::<u32>(), s.base);
        grid.extend(p);
    }
    // Turn 4's lines: the row (lot, 10), column x=2 (lot, 10), column x=3 (6).
    let b = Board::new(
        &parse_position("2RT@0,1 2BX@1,1 2GC@2,1 3RC@2,0 1YC@2,2 2YS@3,1 3GT@3,2").unwrap(),
    )
    .unwrap();
    let s = check_play(
        &b,
        &parse_position("2GT@0,3 3YS@1,3 4BC@2,3 1RX@3,3").unwrap(),
        CheckOptions::default(),
    )
    .unwrap();
    let mut pts: Vec<u32> = s.lines.iter().map(|l| l.points).collect();
    pts.sort();
    assert_eq!(pts, vec![6, 10, 10]);
    assert_eq!(s.lines[0].cells.len(), 4);
}

/// Table: (name, board, play, expected code or "ok").
const CASES: &[(&str, &str, &str, &str)] = &[
    ("y5_empty_play", "1RT@0,0", "", "empty-play"),
    (
        "y5_at_most_four_cards",
        "1RT@0,0",
        "1GC@1,0 2GC@2,0 3GC@3,0 4GC@4,0 1BC@5,0",
        "too-many-cards",
    ),
    (
        "duplicate_cell",
        "1RT@0,0",
        "1GC@1,0 2GC@1,0",
        "duplicate-cell",
    ),
    (
        "y1_card_already_on_grid",
        "1RT@0,0",
        "1RT@1,0",
        "duplicate-card",
    ),
    (
        "y1_card_twice_in_play",
        "1RT@0,0",
        "2RT@1,0 2RT@2,0",
        "duplicate-card",
    ),
    (
        "y1_at_most_two_wilds",
        "1RT@0,0 W@1,0 W@0,1",
        "W@-1,0",
        "duplicate-card",
    ),
    ("y10_cell_must_be_empty", "1RT@0,0", "2RT@0,0", "occupied"),
    (
        "y9_one_row_or_column",
        "1RT@0,0",
        "2RT@1,0 3RT@0,1",
        "not-in-line",
    ),
    ("y9_no_gap", "1RT@0,0", "2RT@1,0 3RT@3,0", "gap"),
    (
        "y9_gap_filled_by_grid_card",
        "2RT@1,0",
        "1RT@0,0 3RT@2,0",
        "ok",
    ),
    (
        "y9_far_apart_is_a_gap",
        "1RT@0,0",
        "2RT@-2147483648,0 3RT@2147483647,0",
        "gap",
    ),
    (
        "y10_must_touch_the_grid",
        "1RT@0,0",
        "2RT@2,0 3RT@3,0",
        "not-connected",
    ),
    (
        "y10_diagonal_does_not_touch",
        "1RT@0,0",
        "2RT@1,1",
        "not-connected",
    ),
    (
        "y8_line_of_five_is_too_long",
        "1RT@0,0 2RT@1,0 3RT@2,0 4RT@3,0",
        "W@4,0",
        "too-long",
    ),
    (
        "y8_crossing_line_of_five",
        "1RT@0,0 1RC@0,1 1RS@0,2 1RX@0,3",
        "W@0,4",
        "too-long",
    ),
    (
        "y7_colour_mixed",
        "1RT@0,0 2RT@1,0",
        "3GT@2,0",
        "invalid-line",
    ),
    (
        "y7_all_same_number_different_rest",
        "1RT@0,0 1GC@1,0",
        "1BS@2,0",
        "ok",
    ),
    ("y7_any_two_cards_make_a_line", "1RT@0,0", "4GC@1,0", "ok"),
    (
        "y11_crossing_line_checked",
        "1RT@0,0 2GC@1,1 1GC@1,2",
        "3RT@1,0",
        "invalid-line",
    ),
    ("y16_wild_fills_a_line", "1RT@0,0 2RT@1,0", "W@2,0", "ok"),
    ("y16_wild_in_any_line_of_two", "1RT@0,0", "W@1,0", "ok"),
    (
        "y1_numbered_card_never_twice_even_beside_a_wild",
        "1RT@0,0",
        "W@0,1 1RT@0,2",
        "duplicate-card",
    ),
    (
        "y16_wild_may_stand_for_a_card_on_the_grid",
        "1RT@0,0 1RS@1,1 1RC@1,2 1RX@1,3",
        "W@1,0",
        "ok",
    ),
    (
        "y16_wild_is_one_card_in_row_and_column",
        "1RT@0,0 2RT@1,0 1GC@2,1 2GC@2,2",
        "W@2,0",
        "invalid-line",
    ),
    (
        "y16_constraint_through_untouched_line",
        "1RT@0,1 W@1,1 3RT@2,1",
        "1GT@1,0 2GT@1,-1",
        "invalid-line",
    ),
    (
        "y16_wild_row_constrained_by_its_column",
        "1RT@0,0 W@1,0",
        "2GC@1,1 3GC@1,2",
        "ok",
    ),
    (
        "y16_two_wilds_constrain_each_other",
        "1BC@0,0 2BC@0,1 1BS@1,0 2BS@1,1",
        "W@0,2 W@1,2",
        "ok",
    ),
    (
        "y16_two_wilds_both_forced_blue_with_red_third",
        "1BC@0,0 2BC@0,1 1BS@1,0 2BS@1,1 3RX@2,2",
        "W@0,2 W@1,2",
        "invalid-line",
    ),
    (
        "y16_two_wilds_may_stand_for_the_same_card",
        "1BC@0,0 2BC@0,1 3BC@0,2 4RC@1,0 4GC@1,1 4YC@1,2",
        "W@0,3 W@1,3",
        "ok",
    ),
    (
        "y16_two_wilds_forced_apart_in_one_line",
        "1BC@0,0 2BC@0,1 3BC@0,2 4RC@1,0 4GC@1,1 4YC@1,2 1RT@2,3",
        "W@0,3 W@1,3",
        "invalid-line",
    ),
];

#[test]
fn rule_table() {
    for (name, b, play, want) in CASES {
        assert_eq!(code(b, play), *want, "{name}: {b} + {play}");
    }
}

#[test]
fn y12_card_in_two_lines_counts_twice() {
    // 2RT completes the row 1RT 2RT (3) and the column 2RT 2GC (4).
    assert_eq!(check("1RT@0,0 2GC@1,1", "2RT@1,0"), Ok(7));
}

#[test]
fn y13_y14_y15_doublings_multiply() {
    let b = board("1RT@0,0 2RT@0,1 3RT@0,2");
    let p = parse_position("4RT@0,3").unwrap();
    let s = check_play(
        &b,
        &p,
        CheckOptions {
            all_four_bonus: true,
            ends_game: true,
        },
    )
    .unwrap();
    assert_eq!((s.base, s.lots, s.multiplier, s.score), (10, 1, 4, 40));
    let b = board("1RT@0,0");
    let p = parse_position("1GC@1,0 1BS@2,0 1YX@3,0").unwrap();
    assert_eq!(
        check_play(&b, &p, CheckOptions::default()).unwrap().score,
        8
    );
    let b = board("1RX@0,-1");
    let p = parse_position("1RT@0,0 2RT@1,0 3RT@2,0 4RT@3,0").unwrap();
    let on = check_play(&b, &p, CheckOptions::default()).unwrap();
    // Row lot (10) and column 1RX 1RT (2): ×2 lot ×2 all four.
    assert_eq!((on.base, on.multiplier, on.score), (12, 4, 48));
    let off = check_play(
        &b,
        &p,
        CheckOptions {
            all_four_bonus: false,
            ends_game: false,
        },
    )
    .unwrap();
    assert_eq!((off.all_four, off.score), (false, 24));
}

#[test]
fn y17_wild_scores_zero_but_completes_a_lot() {
    let s = check_play(
        &board("1RT@0,0 2RT@1,0 3RT@2,0"),
        &parse_position("W@3,0").unwrap(),
        CheckOptions::default(),
    )
    .unwrap();
    assert_eq!((s.base, s.lots, s.score), (6, 1, 12));
}

#[test]
fn bad_board_is_refused() {
    assert_eq!(Board::new(&[]).unwrap_err().code(), "bad-board");
    let bad = parse_position("1RT@0,0 2GT@1,0 3GT@2,0").unwrap();
    assert_eq!(Board::new(&bad).unwrap_err().code(), "bad-board");
}

#[test]
fn y6_play_at_the_edge_of_the_i32_grid() {
    let m = i32::MAX;
    let b = board(&format!("1RT@{m},{m}"));
    let play = parse_position(&format!("2RT@{},{m}", m - 1)).unwrap();
    assert_eq!(
        check_play(&b, &play, CheckOptions::default())
            .unwrap()
            .score,
        3
    );
    let n = i32::MIN;
    let b = board(&format!("1RT@{n},{n}"));
    let play = parse_position(&format!("2RT@{n},{} 3RT@{n},{}", n + 1, n + 2)).unwrap();
    assert_eq!(
        check_play(&b, &play, CheckOptions::default())
            .unwrap()
            .score,
        6
    );
    assert_eq!(dead_cells(&b), Vec::<Pos>::new());
}

#[test]
fn dead_cells_take_no_card_at_all() {
    // (1,0) would join 1RT 2RT with 1GC 2GC in a row: colours R R G G never fit.
    let b = board("1RT@0,0 2RT@-1,0 1GC@2,0 2GC@3,0");
    assert_eq!(dead_cells(&b), vec![Pos::new(1, 0)]);
    // A line of four leaves both ends dead.
    let b = board("1RT@0,0 2RT@1,0 3RT@2,0 4RT@3,0");
    assert_eq!(dead_cells(&b), vec![Pos::new(-1, 0), Pos::new(4, 0)]);
    let _ = Card::WILD;
}

proptest! {
    /// Notation round-trips: any placements print canonically and parse back, in any
    /// case and with spaces around `@` and `,`.
    #[test]
    fn position_text_round_trips(
        cells in proptest::collection::vec((0u8..65, any::<i32>(), any::<i32>()), 0..6),
        lower in any::<bool>(),
    ) {
        let ps: Vec<Placement> = cells
            .iter()
            .map(|&(c, x, y)| Placement::new(Card::from_index(c).unwrap(), x, y))
            .collect();
        let text = format_position(&ps);
        let mut sorted = ps.clone();
        sorted.sort_by_key(|p| p.to_string());
        prop_assert_eq!(parse_position(&text).unwrap(), sorted.clone());
        let loose = text.replace('@', " @ ").replace(',', " , ");
        let loose = if lower { loose.to_lowercase() } else { loose };
        prop_assert_eq!(parse_position(&loose).unwrap(), sorted);
        let pos: Position = text.parse().unwrap();
        prop_assert_eq!(pos.to_string(), text);
    }
}
