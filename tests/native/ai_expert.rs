//! The `expert` level of both games: determinism (same view and seed, same move),
//! fairness (O11: hidden cards swapped consistently with the view change nothing),
//! legality over whole games, what the seat knows about its traded cards (Y5b) in the
//! views, the redeal and the sampled deals, and a small fixed-seed tournament.

use yotta::ai::iota_expert::sample_world;
use yotta::ai::{iota_move, ottawa_move, play_out, Level, Player};
use yotta::api::hint;
use yotta::game::Game;
use yotta::iota::{Action, Card, IotaGame, IotaOptions, Move};
use yotta::ottawa::{OttawaGame, OttawaOptions};
use yotta::rng::GameRng;

/// A seeded two-player Ётта game in which seat `trader` trades two numbered cards at
/// its first turn, then medium plays `after` more moves (or to the end).
fn game_with_trade(seed: u64, after: usize) -> (IotaGame, usize, Vec<Card>) {
    let mut g = IotaGame::new(IotaOptions {
        seed,
        ..IotaOptions::default()
    })
    .unwrap();
    let trader = g.to_move().unwrap();
    let traded: Vec<Card> = g
        .hand(trader)
        .iter()
        .copied()
        .filter(|c| !c.is_wild())
        .take(2)
        .collect();
    g.apply(&Move::trade(&traded)).unwrap();
    let mut rng = GameRng::new(seed);
    for _ in 0..after {
        let Some(seat) = g.to_move() else { break };
        let mv = IotaGame::choose(&g.view(seat), Level::Medium, &mut rng.fork()).unwrap();
        g.apply(&mv).unwrap();
    }
    (g, trader, traded)
}

#[test]
fn y5b_a_trader_follows_its_traded_cards_through_the_pile() {
    // Games that follow a card into the other seat's hand, and a trade by its holder.
    let (mut followed, mut forgotten) = (0, 0);
    for seed in 1..=8 {
        let (f, t) = follow_traded_cards(seed);
        followed += usize::from(f);
        forgotten += t;
    }
    assert!(
        followed >= 5,
        "traded cards drawn by the other seat in only {followed} games"
    );
    assert!(
        forgotten >= 2,
        "a holder of a followed card traded only {forgotten} times"
    );
}

/// One game of [`y5b_a_trader_follows_its_traded_cards_through_the_pile`]: whether a
/// traded card was followed into the other seat's hand, and how many times its
/// holder traded (and the trader forgot where it was).
fn follow_traded_cards(seed: u64) -> (bool, usize) {
    let (g, trader, traded) = game_with_trade(seed, 0);
    let pile = g.pile_len();
    // Traded cards go to the bottom in the order given, then as many are drawn.
    assert_eq!(
        g.view(trader).pile_known,
        vec![(pile - 2, traded[0]), (pile - 2 + 1, traded[1])]
    );
    assert!(g.view(1 - trader).pile_known.is_empty());
    assert!(g.view(trader).hands_known.is_empty());
    // Each draw from the top brings them one place nearer; the depth always names the
    // very card in the pile.
    let (mut g, mut traded) = (g, traded);
    let mut rng = GameRng::new(seed);
    let mut followed_into_a_hand = false;
    let mut forgotten = 0;
    let mut moves = 0;
    while let Some(seat) = g.to_move() {
        let v = g.view(trader);
        let pile: Vec<Card> = g.setup().pile;
        for &(depth, card) in &v.pile_known {
            assert_eq!(pile[depth], card);
            assert!(traded.contains(&card));
        }
        for &(holder, card) in &v.hands_known {
            assert_ne!(holder, trader);
            assert!(g.hand(holder).contains(&card));
            followed_into_a_hand = true;
        }
        let mut mv = IotaGame::choose(&g.view(seat), Level::Medium, &mut rng.fork()).unwrap();
        // Medium seldom trades, and a card traded to the bottom of the pile is drawn
        // when too few cards are left to trade. So the other seat trades two cards at
        // its first turn (they lie below the followed ones), and the first time a
        // holder of a followed card is to move it trades one: the check below runs.
        let holder = v.hands_known.iter().any(|&(h, _)| h == seat);
        let trade_now = match (moves, forgotten, holder) {
            (0, _, _) => 2,
            (_, 0, true) => 1,
            _ => 0,
        };
        if trade_now > 0 {
            let trade = Move::trade(&g.hand(seat)[..trade_now]);
            if g.clone().apply(&trade).is_ok() {
                mv = trade;
            }
        }
        moves += 1;
        // The trader follows what it trades later too.
        if let (true, Action::Trade(cards)) = (seat == trader, &mv.action) {
            traded.extend(cards.iter().copied());
        }
        // A trade by the holder hides where the card went: the trader forgets it (it
        // may still know a card the holder drew just then, from the top of the pile).
        let holder_trades =
            matches!(mv.action, Action::Trade(_)) && v.hands_known.iter().any(|&(h, _)| h == seat);
        let before = g.hand(seat).to_vec();
        g.apply(&mv).unwrap();
        if holder_trades {
            let known = g.view(trader).hands_known;
            assert!(
                known
                    .iter()
                    .all(|&(h, c)| h != seat || !before.contains(&c)),
                "seed {seed}: still follows {known:?} in a hand traded from ({before:?})"
            );
            forgotten += 1;
        }
    }
    (followed_into_a_hand, forgotten)
}

#[test]
fn y5b_what_a_trader_knows_survives_save_and_load() {
    let (g, trader, _) = game_with_trade(3, 4);
    assert!(!g.view(trader).pile_known.is_empty());
    let text = g.save();
    let back = IotaGame::load(&text).unwrap();
    assert_eq!(back, g);
    assert_eq!(back.view(trader), g.view(trader));
    // Cut short before the knowledge: refused. A save of the earlier version (no
    // such field) still loads, following nothing.
    assert!(text.starts_with("iota2|") && text.ends_with(']'));
    let cut = text.rsplit_once('|').unwrap().0;
    assert!(IotaGame::load(cut).is_err());
    assert!(IotaGame::load(&format!("{cut}|")).is_err());
    assert!(IotaGame::load(&format!("{cut}|[")).is_err());
    let old = cut.replacen("iota2|", "iota1|", 1);
    let loaded = IotaGame::load(&old).unwrap();
    assert!(loaded.view(trader).pile_known.is_empty());
    assert!(IotaGame::load(&format!("{old}|[]")).is_err());
    // Damaged knowledge is refused: a card on the grid, an unknown seat, a repeat.
    let on_grid = g.setup().board[0].card;
    for bad in [
        format!("{on_grid}:1"),
        format!("{}:4", g.setup().pile[0]),
        format!("{0}:1 {0}:2", g.setup().pile[0]),
        "W:1".to_string(),
        "x".to_string(),
        format!("{}:1", g.setup().pile[0]).replace(':', ""),
    ] {
        assert!(IotaGame::load(&format!("{cut}|[{bad}]")).is_err(), "{bad}");
    }
}

#[test]
fn y5b_redeals_and_sampled_deals_keep_traded_cards_where_the_trader_knows_them() {
    for (seed, after) in [(3, 1), (3, 9), (8, 5), (13, 14), (21, 20)] {
        let (g, trader, _) = game_with_trade(seed, after);
        let to_move = g.to_move().expect("the game is running");
        let view = g.view(trader);
        assert!(
            !view.pile_known.is_empty() || !view.hands_known.is_empty() || g.pile_len() < 8,
            "seed {seed}: nothing known"
        );
        let mut rng = GameRng::new(seed);
        for _ in 0..20 {
            // The redeal (tests, fairness) keeps the seat's view exactly.
            let other = g.redeal_hidden(trader, &mut rng);
            other.check_invariants().unwrap();
            assert_eq!(other.view(trader), view);
            // The expert's sampled deals too (their games start without a last move).
            let world = sample_world(&view, true, &mut rng).unwrap();
            world.check_invariants().unwrap();
            let wv = world.view(trader);
            assert_eq!(wv.hand, view.hand);
            assert_eq!(wv.board, view.board);
            assert_eq!(wv.hand_sizes, view.hand_sizes);
            assert_eq!(wv.pile, view.pile);
            assert_eq!(wv.scores, view.scores);
            assert_eq!(wv.to_move, Some(to_move));
            let pile = world.setup().pile;
            for &(depth, card) in &view.pile_known {
                assert_eq!(pile[depth], card, "seed {seed}");
            }
            for &(holder, card) in &view.hands_known {
                assert!(world.hand(holder).contains(&card), "seed {seed}");
            }
        }
    }
}

#[test]
fn y5b_sampled_deals_vary_the_cards_the_seat_does_not_know() {
    let (g, trader, _) = game_with_trade(8, 5);
    let view = g.view(trader);
    let mut rng = GameRng::new(2);
    let other = 1 - trader;
    let hands: std::collections::BTreeSet<Vec<String>> = (0..20)
        .map(|_| {
            let w = sample_world(&view, true, &mut rng).unwrap();
            w.hand(other).iter().map(|c| c.to_string()).collect()
        })
        .collect();
    assert!(hands.len() > 10, "{} distinct hands", hands.len());
}

#[test]
fn expert_iota_is_deterministic_fair_and_legal() {
    for (seed, after) in [(3, 2), (8, 7), (21, 16)] {
        let (g, _, _) = game_with_trade(seed, after);
        let seat = g.to_move().expect("the game is running");
        let view = g.view(seat);
        let mv = iota_move(&view, Level::Expert, 5).unwrap();
        assert_eq!(iota_move(&view, Level::Expert, 5).unwrap(), mv);
        assert!(g.legal_moves().contains(&mv), "{mv:?}");
        // O11, along the page's path (the game loaded from its save, then `hint`):
        // other hands and the pile dealt again consistently with the view.
        let hinted = hint::iota_game(&IotaGame::load(&g.save()).unwrap(), Level::Expert).unwrap();
        assert!(g.legal_moves().contains(&hinted), "{hinted:?}");
        let mut rng = GameRng::new(seed);
        for _ in 0..2 {
            let other = g.redeal_hidden(seat, &mut rng);
            assert_ne!(other.save(), g.save());
            assert_eq!(other.view(seat), view);
            let loaded = IotaGame::load(&other.save()).unwrap();
            assert_eq!(
                hint::iota_game(&loaded, Level::Expert).as_ref(),
                Ok(&hinted)
            );
        }
    }
}

#[test]
fn expert_ottawa_is_deterministic_fair_and_legal() {
    let mut g = OttawaGame::new(OttawaOptions {
        players: 3,
        seed: 6,
        ..OttawaOptions::default()
    })
    .unwrap();
    let mut rng = GameRng::new(3);
    let mut decided = 0;
    for step in 0..24u64 {
        let Some(seat) = g.to_move() else { break };
        let view = g.view(seat);
        let mv = ottawa_move(&view, Level::Expert, step).unwrap();
        assert!(view.legal.contains(&mv), "{mv:?}");
        if view.legal.len() > 1 && step % 3 == 0 {
            decided += 1;
            assert_eq!(ottawa_move(&view, Level::Expert, step).unwrap(), mv);
            // O11, along the page's path (the match loaded from its save, then
            // `hint`): the other hands and the stock dealt again.
            let other = g.redeal_hidden(seat, &mut rng);
            assert_ne!(other.save(), g.save());
            assert_eq!(other.view(seat), view);
            let hinted = hint::ottawa_game(&OttawaGame::load(&g.save()).unwrap(), Level::Expert);
            assert!(view.legal.contains(hinted.as_ref().unwrap()));
            let loaded = OttawaGame::load(&other.save()).unwrap();
            assert_eq!(hint::ottawa_game(&loaded, Level::Expert), hinted);
        }
        g.play(&mv).unwrap();
    }
    assert!(decided >= 3, "only {decided} real decisions checked");
}

#[test]
fn expert_ottawa_decides_when_stuck_players_must_draw() {
    // O5 mustDrawWhenStuck: a stuck seat may not pass, so the expert's search meets
    // positions the other options never give; its moves stay legal, and the first real
    // decisions are the same when asked again.
    let mut g = OttawaGame::new(OttawaOptions {
        players: 3,
        seed: 8,
        must_draw_when_stuck: true,
        ..OttawaOptions::default()
    })
    .unwrap();
    let mut decided = 0;
    for step in 0..40u64 {
        let Some(seat) = g.to_move() else { break };
        let view = g.view(seat);
        let mv = ottawa_move(&view, Level::Expert, step).unwrap();
        assert!(view.legal.contains(&mv), "{mv:?} not in {:?}", view.legal);
        if view.legal.len() > 1 {
            decided += 1;
            if decided <= 4 {
                assert_eq!(ottawa_move(&view, Level::Expert, step), Some(mv));
            }
        }
        g.play(&mv).unwrap();
    }
    assert!(decided >= 4, "only {decided} real decisions");
}

#[test]
fn expert_plays_whole_games_with_legal_moves() {
    // play_out panics on an illegal move.
    let iota = play_out(
        IotaGame::new(IotaOptions {
            players: 3,
            seed: 4,
            ..IotaOptions::default()
        })
        .unwrap(),
        &[Level::Expert, Level::Hard, Level::Easy],
        &mut GameRng::new(1),
        |_, _| {},
    );
    assert!(iota.is_over());
    iota.check_invariants().unwrap();
    let ottawa = play_out(
        OttawaGame::new(OttawaOptions {
            players: 4,
            seed: 4,
            rounds: Some(1),
            ..OttawaOptions::default()
        })
        .unwrap(),
        &[Level::Expert, Level::Medium, Level::Easy, Level::Hard],
        &mut GameRng::new(1),
        |_, _| {},
    );
    assert!(ottawa.is_over());
    ottawa.check_invariants().unwrap();
}

#[test]
fn expert_beats_easy_on_fixed_deals() {
    // Fixed deals and seeds: the outcome is the same on every run. Each deal is played
    // twice, the expert in each seat.
    let mut expert_points = 0;
    let mut easy_points = 0;
    let mut wins = 0.0;
    for k in 0..4u64 {
        let seat = (k % 2) as usize;
        let mut levels = [Level::Easy; 2];
        levels[seat] = Level::Expert;
        let deal = IotaGame::new(IotaOptions {
            seed: 900 + k / 2,
            ..IotaOptions::default()
        })
        .unwrap();
        let end = play_out(deal, &levels, &mut GameRng::new(k), |_, _| {});
        let w = IotaGame::winners(&end);
        if w.contains(&seat) {
            wins += 1.0 / w.len() as f64;
        }
        expert_points += end.scores()[seat];
        easy_points += end.scores()[1 - seat];
    }
    assert!(
        wins >= 3.0,
        "expert won {wins} of 4 ({expert_points} to {easy_points})"
    );
    assert!(expert_points > 2 * easy_points);
}
