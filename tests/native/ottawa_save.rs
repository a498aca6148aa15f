//! Оттава saves: the `ottawa1:` text format round-trips, and anything else is refused
//! (an unknown version as such, any damage as corrupt), never with a panic.

use yotta::game::SaveError;
use yotta::ottawa::{matches, Action, Card, Move, OttawaGame, OttawaOptions, PlayError, Scoring};
use yotta::rng::GameRng;

/// A match some way in: a few rounds, reshuffles, draws and passes in the history.
fn a_game_in_progress(seed: u64, moves: usize) -> OttawaGame {
    let mut g = OttawaGame::new(OttawaOptions {
        players: 3,
        seed,
        scoring: Scoring::Penalty,
        wrap_ace: true,
        ..OttawaOptions::default()
    })
    .unwrap();
    let mut rng = GameRng::new(seed);
    for _ in 0..moves {
        let legal = g.legal_moves();
        if legal.is_empty() {
            break;
        }
        g.play(&legal[rng.index(legal.len())]).unwrap();
    }
    g
}

#[test]
fn saves_load_back_to_the_identical_game_all_through_a_match() {
    for seed in 0..10 {
        let mut g = OttawaGame::new(OttawaOptions {
            players: 2 + seed as usize % 6,
            seed,
            rounds: Some(2),
            ..OttawaOptions::default()
        })
        .unwrap();
        let mut rng = GameRng::new(seed);
        loop {
            let text = g.save();
            assert!(text.starts_with("ottawa1:"));
            assert!(!text.contains(char::is_whitespace), "one line, no spaces");
            assert_eq!(OttawaGame::load(&text), Ok(g.clone()));
            let legal = g.legal_moves();
            if legal.is_empty() {
                break;
            }
            g.play(&legal[rng.index(legal.len())]).unwrap();
        }
    }
}

#[test]
fn a_loaded_game_plays_on_exactly_like_the_original() {
    let g = a_game_in_progress(5, 150);
    let mut a = g.clone();
    let mut b = OttawaGame::load(&g.save()).unwrap();
    // Including reshuffles and the next deals, which come from the saved seed.
    let mut rng = GameRng::new(77);
    loop {
        let legal = a.legal_moves();
        assert_eq!(legal, b.legal_moves());
        if legal.is_empty() {
            break;
        }
        let mv = legal[rng.index(legal.len())];
        assert_eq!(a.play(&mv), b.play(&mv));
        assert_eq!(a, b);
    }
}

#[test]
fn unknown_versions_are_refused() {
    let text = a_game_in_progress(1, 20).save();
    let body = text.strip_prefix("ottawa1:").unwrap();
    for other in [
        format!("ottawa2:{body}"),
        format!("ottawa:{body}"),
        format!("iota1:{body}"),
        String::new(),
        "hello".to_string(),
        body.to_string(),
    ] {
        assert_eq!(
            OttawaGame::load(&other),
            Err(SaveError::UnknownVersion),
            "{other}"
        );
    }
    let e: PlayError = OttawaGame::load("ottawa9:").unwrap_err().into();
    assert_eq!(e.code(), "bad-save");
}

#[test]
fn every_truncated_save_is_refused() {
    let text = a_game_in_progress(2, 60).save();
    for end in "ottawa1:".len()..text.len() {
        assert!(
            matches!(OttawaGame::load(&text[..end]), Err(SaveError::Corrupt(_))),
            "prefix of length {end} accepted"
        );
    }
}

#[test]
fn damaged_saves_are_refused() {
    let g = a_game_in_progress(3, 40);
    let text = g.save();
    let top = g.top().to_string();
    let edits: Vec<(&str, String)> = vec![
        (
            "a card twice",
            text.replacen("hands=", &format!("hands={top}"), 1),
        ),
        (
            "a lower-case card",
            text.replacen("hands=", "hands=7c", 1).replacen("7C", "", 1),
        ),
        ("three players, two hands", text.replacen("p=3;", "p=2;", 1)),
        ("eight players", text.replacen("p=3;", "p=8;", 1)),
        (
            "unknown scoring",
            text.replacen("scoring=penalty", "scoring=most", 1),
        ),
        (
            "a leading zero",
            text.replacen("target=100", "target=0100", 1),
        ),
        ("a sign", text.replacen("target=100", "target=+100", 1)),
        ("target 0", text.replacen("target=100", "target=0", 1)),
        ("a flag of 2", text.replacen("wrap=1", "wrap=2", 1)),
        ("a seat out of range", text.replacen("move=", "move=9", 1)),
        ("a missing field", text.replacen(";idle=0", "", 1)),
        ("an extra field", format!("{text};x=1")),
        (
            "a round won with no empty hand",
            text.replacen("end=-", "end=won", 1),
        ),
        ("a bad end", text.replacen("end=-", "end=maybe", 1)),
        (
            "fields out of order",
            text.replacen("p=3;seed=", "seed=", 1)
                .replacen(";scoring", ";p=3;scoring", 1),
        ),
        ("round 0", text.replacen(";round=", ";round=0", 1)),
    ];
    for (what, bad) in edits {
        assert_ne!(bad, text, "{what}: the edit did nothing");
        match OttawaGame::load(&bad) {
            Err(SaveError::Corrupt(why)) => assert!(!why.is_empty()),
            other => panic!("{what}: {other:?}\n{bad}"),
        }
    }
}

#[test]
fn random_damage_never_panics_and_never_passes_for_another_text() {
    let text = a_game_in_progress(4, 90).save();
    let mut rng = GameRng::new(9);
    let alphabet = b"0123456789;=,.-?ACDHJKQSTdprx ";
    let (mut loaded, mut refused) = (0, 0);
    for _ in 0..3000 {
        let mut bytes = text.clone().into_bytes();
        let changes = 1 + rng.index(3);
        for _ in 0..changes {
            let i = rng.index(bytes.len());
            bytes[i] = alphabet[rng.index(alphabet.len())];
        }
        let damaged = String::from_utf8(bytes).unwrap();
        if let Ok(g) = OttawaGame::load(&damaged) {
            // A change can still describe a valid game (another seed, say): then it
            // is exactly that game's save.
            assert_eq!(g.save(), damaged);
            g.check_invariants().unwrap();
            loaded += 1;
        } else {
            refused += 1;
        }
    }
    // Both outcomes came up, so that the checks of a damaged save that loads ran.
    eprintln!("{loaded} damaged saves loaded, {refused} refused");
    assert!(
        loaded >= 30 && refused >= 2000,
        "{loaded} loaded, {refused} refused"
    );
}

/// `text` with the cards `a` and `b` (two-character codes) exchanged wherever they
/// stand: the hands, the stock and the rest keep their sizes, every card is still
/// there once, and only where `a` and `b` lie differs.
fn swap_cards(text: &str, a: Card, b: Card) -> String {
    let (a, b) = (a.to_string(), b.to_string());
    let head_end = text.find(";hands=").unwrap();
    let hist = text.find(";hist=").unwrap();
    let cards = text[head_end..hist]
        .replace(&a, "##")
        .replace(&b, &a)
        .replace("##", &b);
    format!("{}{cards}{}", &text[..head_end], &text[hist..])
}

/// O5, O11: a pass says the seat held no card that matched the top. A save whose
/// hands say otherwise describes what did not happen, so it is refused (`history`),
/// though its cards and counts are all in order; the same exchange with a card that
/// history says nothing about loads.
#[test]
fn a_save_whose_hands_contradict_a_recorded_pass_is_refused() {
    let mut refused = 0;
    let mut accepted = 0;
    for seed in 0..200 {
        let mut g = OttawaGame::new(OttawaOptions {
            players: 3,
            seed,
            ..OttawaOptions::default()
        })
        .unwrap();
        let mut rng = GameRng::new(seed);
        // Play until a seat has just passed (it has drawn nothing since).
        let mut passed = None;
        for _ in 0..60 {
            let legal = g.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = if legal.contains(&Move::Pass) && rng.index(3) == 0 {
                Move::Pass
            } else {
                legal[rng.index(legal.len())]
            };
            let seat = g.to_move().unwrap();
            g.play(&m).unwrap();
            if m == Move::Pass && g.to_move().is_some() {
                passed = Some(seat);
                break;
            }
        }
        let Some(seat) = passed else { continue };
        let Some(&Action::Pass { top, .. }) = g.history().last() else {
            panic!("seed {seed}: a pass was played but not recorded last");
        };
        let wrap = g.options().wrap_ace;
        let text = g.save();
        let stock = g.stock();
        let in_history: Vec<Card> = g
            .history()
            .iter()
            .filter_map(|a| match *a {
                Action::Play { card, .. } => Some(card),
                Action::Pass { top, .. } => Some(top),
                Action::Draw { card, .. } => card,
            })
            .collect();
        let Some(&mine) = g.hand(seat).first() else {
            continue;
        };
        assert!(
            !matches(top, mine, wrap),
            "seed {seed}: passed holding a match"
        );
        // A stock card that matches the top the seat passed on: in its hand, it
        // contradicts the pass.
        if let Some(&bad) = stock.iter().find(|&&c| matches(top, c, wrap)) {
            let edited = swap_cards(&text, mine, bad);
            assert_ne!(edited, text);
            match OttawaGame::load(&edited) {
                Err(SaveError::Corrupt(why)) => {
                    assert!(why.contains("history"), "seed {seed}: {why}");
                    refused += 1;
                }
                other => panic!("seed {seed}: {other:?}\n{edited}"),
            }
        }
        // A stock card no pass, play or draw has touched: nothing says where it is.
        let quiet = |c: &Card| {
            !in_history.contains(c)
                && g.history().iter().all(|a| match *a {
                    Action::Pass { top, .. } => !matches(top, *c, wrap),
                    _ => true,
                })
        };
        if let Some(&fine) = stock.iter().find(|c| quiet(c)) {
            if quiet(&mine) {
                let edited = swap_cards(&text, mine, fine);
                assert!(
                    OttawaGame::load(&edited).is_ok(),
                    "seed {seed}: a harmless exchange refused\n{edited}"
                );
                accepted += 1;
            }
        }
    }
    eprintln!("{refused} contradicting saves refused, {accepted} harmless exchanges loaded");
    assert!(refused >= 20, "only {refused} contradicting saves built");
    assert!(accepted >= 5, "only {accepted} harmless exchanges built");
}

/// The save's history must agree with its cards (O3–O6): a play of a card other than
/// the one `played` shows, a pass on a card that was not the top, a draw of a card
/// another seat holds, or a move out of turn is refused (`history`). Such a history once loaded, and the
/// seats' deductions from it went wrong only later, after a reshuffle, when the
/// game refused its own save.
#[test]
fn a_history_that_disagrees_with_the_cards_is_refused() {
    let mut refused = [0; 4];
    for seed in 0..60 {
        let g = a_game_in_progress(seed, 20 + seed as usize % 40);
        if g.round_over() || g.history().is_empty() {
            continue;
        }
        let text = g.save();
        let start = text.find(";hist=").unwrap() + ";hist=".len();
        let end = text.find(";end=").unwrap();
        let hist: Vec<&str> = text[start..end].split(',').collect();
        let mut rng = GameRng::new(seed);
        let i = rng.index(hist.len());
        let with = |i: usize, entry: String| {
            let mut h: Vec<String> = hist.iter().map(|s| s.to_string()).collect();
            h[i] = entry;
            format!("{}{}{}", &text[..start], h.join(","), &text[end..])
        };
        let expect_refused = |edited: String, what: &str| match OttawaGame::load(&edited) {
            Err(SaveError::Corrupt(why)) => assert!(why.contains("history"), "{what}: {why}"),
            other => panic!("seed {seed}: {what} loaded: {other:?}\n{edited}"),
        };
        // Another card in a play, or in a pass's top.
        for (kind, slot) in [("p", 0), ("x", 1)] {
            let Some(j) = (0..hist.len()).map(|k| (i + k) % hist.len()).find(|&j| {
                hist[j]
                    .trim_start_matches(char::is_numeric)
                    .starts_with(kind)
            }) else {
                continue;
            };
            let seat_len = hist[j].len() - hist[j].trim_start_matches(char::is_numeric).len();
            let card: Card = hist[j][seat_len + 1..].parse().unwrap();
            let other = Card::deck()
                .find(|&c| c != card && matches(card, c, true))
                .unwrap();
            let edited = with(j, format!("{}{kind}{other}", &hist[j][..seat_len]));
            expect_refused(edited, &format!("{} as {kind}{other}", hist[j]));
            refused[slot] += 1;
        }
        // A draw of a card that another seat holds.
        if let Some(j) = (0..hist.len()).map(|k| (i + k) % hist.len()).find(|&j| {
            let rest = hist[j].trim_start_matches(char::is_numeric);
            rest.starts_with('d') && !rest.starts_with("dr")
        }) {
            let seat_len = hist[j].len() - hist[j].trim_start_matches(char::is_numeric).len();
            let seat: usize = hist[j][..seat_len].parse().unwrap();
            let theirs = g.hand((seat + 1) % 3)[0];
            let edited = with(j, format!("{seat}d{theirs}"));
            expect_refused(edited, &format!("{} as {seat}d{theirs}", hist[j]));
            refused[3] += 1;
        }
        // The same action by another seat.
        let seat_len = hist[i].len() - hist[i].trim_start_matches(char::is_numeric).len();
        let seat: usize = hist[i][..seat_len].parse().unwrap();
        let edited = with(i, format!("{}{}", (seat + 1) % 3, &hist[i][seat_len..]));
        expect_refused(edited, &format!("{} by seat {}", hist[i], (seat + 1) % 3));
        refused[2] += 1;
    }
    assert!(refused.iter().all(|&n| n >= 20), "refused {refused:?}");
}
