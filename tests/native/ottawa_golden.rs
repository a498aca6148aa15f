//! Seeded Оттава transcripts pinned in `tests/data/ottawa_seed42.txt`: the deal (O2),
//! every reshuffle (O6), the next deals (O10) and the scoring (O9) must replay exactly,
//! on every platform and across releases, or saved games and shared seeds break.
//!
//! Regenerate (only after a deliberate change of the deal or reshuffle, which breaks
//! old saves): `OTTAWA_BLESS=1 cargo test --test native -- ottawa_golden::`.

use yotta::ottawa::{Move, OttawaGame, OttawaOptions, Scoring};

const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/ottawa_seed42.txt");

/// Plays with `bot` from `game` for at most `limit` moves; returns the moves and the end.
fn transcript(mut game: OttawaGame, bot: fn(&[Move]) -> Move, limit: usize) -> String {
    let start = game.save();
    let mut moves = Vec::new();
    while moves.len() < limit {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = bot(&legal);
        game.play(&mv).unwrap();
        moves.push(mv.to_string());
    }
    format!(
        "start {start}\nmoves {}\nend {}\n",
        moves.join(" "),
        game.save()
    )
}

fn quick(legal: &[Move]) -> Move {
    match legal[0] {
        Move::Play(_) | Move::NextRound => legal[0],
        _ => *legal.last().unwrap(),
    }
}

fn drawer(legal: &[Move]) -> Move {
    legal[0]
}

fn all_transcripts() -> String {
    let options = OttawaOptions {
        players: 3,
        seed: 42,
        ..OttawaOptions::default()
    };
    let mut out = String::from(
        "# Оттава seeded transcripts (tests/ottawa_golden.rs). Regenerate with\n\
         # OTTAWA_BLESS=1 cargo test --test ottawa_golden\n",
    );
    out.push_str("# 3 players, seed 42, defaults; quick bot (play, else pass), whole match\n");
    out.push_str(&transcript(
        OttawaGame::new(options).unwrap(),
        quick,
        usize::MAX,
    ));
    out.push_str("# 3 players, seed 42, defaults; drawer bot (play, else draw), 400 moves\n");
    out.push_str(&transcript(OttawaGame::new(options).unwrap(), drawer, 400));
    let penalty = OttawaOptions {
        players: 6,
        seed: 42,
        scoring: Scoring::Penalty,
        wrap_ace: true,
        ..OttawaOptions::default()
    };
    out.push_str("# 6 players, seed 42, penalty, wrapAce; quick bot, whole match\n");
    out.push_str(&transcript(
        OttawaGame::new(penalty).unwrap(),
        quick,
        usize::MAX,
    ));
    out
}

#[test]
fn seeded_games_replay_exactly() {
    let got = all_transcripts();
    if std::env::var_os("OTTAWA_BLESS").is_some() {
        std::fs::write(PATH, &got).unwrap();
        return;
    }
    let want = std::fs::read_to_string(PATH).expect("tests/data/ottawa_seed42.txt");
    for (i, (g, w)) in got.lines().zip(want.lines()).enumerate() {
        assert_eq!(g, w, "line {} of {PATH} differs", i + 1);
    }
    assert_eq!(got.lines().count(), want.lines().count());
}

#[test]
fn the_transcripts_replay_from_their_start() {
    let want = std::fs::read_to_string(PATH).expect("tests/data/ottawa_seed42.txt");
    let mut lines = want.lines().filter(|l| !l.starts_with('#'));
    let mut replayed = 0;
    while let (Some(start), Some(moves), Some(end)) = (lines.next(), lines.next(), lines.next()) {
        replayed += 1;
        let mut game = OttawaGame::load(start.strip_prefix("start ").unwrap()).unwrap();
        for mv in moves.strip_prefix("moves ").unwrap().split(' ') {
            game.play(&mv.parse().unwrap()).unwrap();
        }
        assert_eq!(game.save(), end.strip_prefix("end ").unwrap());
    }
    assert!(replayed >= 3, "only {replayed} transcripts replayed");
}
