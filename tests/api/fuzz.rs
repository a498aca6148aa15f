//! Throws random and hostile JS values at every entry point of the API, thousands of
//! times (seeded, so a failure replays): no call may trap or throw (constructors and
//! `load` may throw an `Error` whose message starts with a code), every result is
//! well formed with a documented code, and a refused move changes nothing (`save()`
//! and `view()` before and after).
//!
//! Besides options and moves, whole setups and saves: valid ones from real games,
//! damaged field by field (numbers huge, negative, `NaN`, fractional, strings, objects;
//! lists cut, lengthened, holed, cards duplicated; getters that throw, change their
//! answer or call back into the API; Proxies), and after every one that is accepted,
//! every legal move and random illegal ones.
use crate::wasm_support::*;
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;
use yotta::api::*;
use yotta::rng::GameRng;

/// Values no caller should send, made once.
fn hostile_pool() -> Vec<JsValue> {
    [
        "undefined",
        "null",
        "true",
        "false",
        "0",
        "-0",
        "1.5",
        "NaN",
        "Infinity",
        "-Infinity",
        "2 ** 31",
        "-(2 ** 31) - 1",
        "2 ** 53",
        "1e308",
        "-1",
        "12345678901234567890n",
        "-1n",
        "Symbol('x')",
        "() => 1",
        "class A {}",
        "''",
        "' '",
        "'x'.repeat(10000)",
        "'\\ud800'",
        "'Ёлка'",
        "'3RT'",
        "'W'",
        "'7C'",
        "'draw'",
        "'pass'",
        "'easy'",
        "[]",
        "[,,]",
        "[undefined]",
        "new Array(1e9)",
        "Object.assign(new Array(3), { 1: '3RT' })",
        "{}",
        "Object.create(null)",
        "{ length: 3 }",
        "{ get card() { throw new Error('getter') }, get x() { throw 1 }, get place() { throw 1 }, get draw() { throw 1 }, get players() { throw 1 } }",
        "new Proxy({}, { get() { throw new Error('trap') }, has() { throw 1 }, ownKeys() { throw 1 } })",
        "new Proxy([], { get() { throw new Error('trap') } })",
        "(() => { const p = Proxy.revocable({}, {}); p.revoke(); return p.proxy })()",
        "(() => { const p = Proxy.revocable([], {}); p.revoke(); return p.proxy })()",
        "{ toString() { throw 1 }, valueOf() { throw 1 } }",
        "new Date(0)",
        "new Map([['card', '3RT']])",
        "new Uint8Array(4)",
        "new String('3RT')",
        "new Number(1)",
        "Promise.resolve(1)",
        "/re/",
        "new Error('e')",
        "globalThis",
    ]
    .iter()
    .map(|e| js(e))
    .collect()
}

const IOTA_CARDS: [&str; 10] = [
    "1RC", "2GS", "3BT", "4YX", "W", "2rt", " 3gc ", "5RC", "1RZ", "WW",
];
const OTTAWA_CARDS: [&str; 9] = ["7C", "TD", "10h", "AS", "2S", "KD", "1C", "7X", "77C"];

struct Gen {
    rng: GameRng,
    pool: Vec<JsValue>,
}

impl Gen {
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.rng.index(items.len())]
    }

    fn chance(&mut self, n: u64) -> bool {
        self.rng.below(n) == 0
    }

    fn hostile(&mut self) -> JsValue {
        let i = self.rng.index(self.pool.len());
        self.pool[i].clone()
    }

    fn small_int(&mut self) -> JsValue {
        JsValue::from_f64(self.rng.below(9) as f64 - 4.0)
    }

    fn card(&mut self) -> JsValue {
        if self.chance(8) {
            return self.hostile();
        }
        let c = if self.chance(2) {
            *self.pick(&IOTA_CARDS)
        } else {
            *self.pick(&OTTAWA_CARDS)
        };
        c.into()
    }

    fn placement(&mut self) -> JsValue {
        if self.chance(10) {
            return self.hostile();
        }
        let o = Object::new();
        let card = self.card();
        let x = if self.chance(8) {
            self.hostile()
        } else {
            self.small_int()
        };
        let y = if self.chance(8) {
            self.hostile()
        } else {
            self.small_int()
        };
        for (k, v) in [("card", card), ("x", x), ("y", y)] {
            if !self.chance(20) {
                let _ = Reflect::set(&o, &k.into(), &v);
            }
        }
        o.into()
    }

    fn list(&mut self, item: fn(&mut Gen) -> JsValue) -> JsValue {
        if self.chance(10) {
            return self.hostile();
        }
        let a = Array::new();
        for _ in 0..self.rng.below(6) {
            a.push(&item(self));
        }
        a.into()
    }

    fn options(&mut self) -> JsValue {
        if self.chance(3) {
            return self.hostile();
        }
        let o = Object::new();
        let keys = [
            "allFourBonus",
            "endsGame",
            "pileEmpty",
            "wrapAce",
            "players",
            "seed",
            "scoring",
            "target",
            "rounds",
            "shortGame",
            "mustDrawWhenStuck",
        ];
        for _ in 0..self.rng.below(4) {
            let k = *self.pick(&keys);
            let v = match self.rng.below(4) {
                0 => JsValue::from_bool(self.chance(2)),
                1 => self.small_int(),
                2 => (*self.pick(&["collect", "penalty", "x"])).into(),
                _ => self.hostile(),
            };
            let _ = Reflect::set(&o, &k.into(), &v);
        }
        o.into()
    }

    fn any(&mut self) -> JsValue {
        match self.rng.below(6) {
            0 => self.placement(),
            1 => self.list(Gen::placement),
            2 => self.list(Gen::card),
            3 => self.options(),
            4 => self.card(),
            _ => self.hostile(),
        }
    }

    /// A random move for either game, mostly malformed.
    fn a_move(&mut self) -> JsValue {
        if self.chance(6) {
            return self.hostile();
        }
        let o = Object::new();
        let keys = [
            "place",
            "trade",
            "pass",
            "recycle",
            "draw",
            "card",
            "nextRound",
            "seat",
        ];
        for _ in 0..1 + self.rng.below(3) {
            let k = *self.pick(&keys);
            let v = match k {
                "place" | "recycle" => self.list(Gen::placement),
                "trade" => self.list(Gen::card),
                "card" => self.card(),
                "seat" => self.small_int(),
                _ => {
                    if self.chance(4) {
                        self.hostile()
                    } else {
                        JsValue::TRUE
                    }
                }
            };
            let _ = Reflect::set(&o, &k.into(), &v);
        }
        o.into()
    }
}

/// Every code `docs/api.md` lists but `internal` (which would mean a fault).
const CODES: [&str; 28] = [
    "bad-input",
    "bad-card",
    "bad-setup",
    "bad-save",
    "game-over",
    "not-your-turn",
    "illegal",
    "empty-play",
    "too-many-cards",
    "duplicate-cell",
    "duplicate-card",
    "occupied",
    "bad-board",
    "not-in-line",
    "gap",
    "not-connected",
    "too-long",
    "invalid-line",
    "not-in-hand",
    "no-wild-there",
    "recycle-misfit",
    "pile-too-small",
    "must-play",
    "already-drew",
    "cannot-draw",
    "no-match",
    "round-over",
    "round-not-over",
];

#[track_caller]
fn documented(code: &str) {
    assert!(CODES.contains(&code), "undocumented code {code:?}");
}

/// A result object: `{ ok: true, … }` or a well-formed refusal with a documented code.
#[track_caller]
fn well_formed(r: &JsValue) -> bool {
    match get(r, "ok").as_bool() {
        Some(true) => true,
        Some(false) => {
            documented(&refusal_code(r));
            false
        }
        None => panic!("not a result: {}", show(r)),
    }
}

/// A thrown value from a constructor or `load`: an `Error` whose message starts with a
/// code and whose `code` property is that code.
#[track_caller]
fn well_formed_throw(e: &JsValue) {
    assert!(
        e.is_instance_of::<js_sys::Error>(),
        "threw a non-Error: {e:?}"
    );
    let message = thrown_message(e);
    let code = text(e, "code");
    documented(&code);
    assert!(message.starts_with(&format!("{code}: ")), "{message}");
}

/// Real Ётта positions (a grid, the hand of the seat to move, and plays legal on
/// it), so that the stateless functions are called with arguments they accept too,
/// and the checks of their results run: random arguments almost never make a grid.
struct Real {
    board: JsValue,
    hand: JsValue,
    plays: Vec<JsValue>,
}

fn real_positions() -> Vec<Real> {
    use yotta::game::Game;
    use yotta::iota::{format_position, legal_plays, IotaGame, IotaOptions, PlaysOptions};
    let mut out = Vec::new();
    for seed in 0..8u64 {
        let mut game = IotaGame::new(IotaOptions {
            seed,
            ..IotaOptions::default()
        })
        .unwrap();
        let mut rng = GameRng::new(seed);
        for _ in 0..seed * 3 {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.apply(&moves[rng.index(moves.len())]).unwrap();
        }
        let Some(seat) = game.to_move() else { continue };
        let board = game.board();
        let cards = game.hand(seat);
        let hand = Array::new();
        for c in cards {
            hand.push(&c.to_string().into());
        }
        let plays = legal_plays(board, cards, PlaysOptions::default()).unwrap();
        out.push(Real {
            board: pos(&format_position(board.placements())),
            hand: hand.into(),
            plays: (plays.iter().take(8))
                .map(|p| pos(&format_position(&p.placements)))
                .collect(),
        });
    }
    assert!(out.len() >= 6);
    out
}

/// The least number of accepted calls of each stateless function in
/// `fuzz_stateless_functions`, by its case number there (about 500 calls of each are
/// made; accepted on 2026-12-01: 75, 14, 105, 175, 287, 87, 165, 137).
const MIN_ACCEPTED: [(&str, usize); 8] = [
    ("iotaCheck", 45),
    ("ottawaMatches", 8),
    ("ottawaHandPoints", 60),
    ("iotaPlays", 100),
    ("iotaDeadCells", 170),
    ("iotaLegalCells", 50),
    ("iotaBestTurn", 100),
    ("iotaDailyPuzzle", 80),
];

#[wasm_bindgen_test]
fn fuzz_stateless_functions() {
    let mut g = Gen {
        rng: GameRng::new(2026),
        pool: hostile_pool(),
    };
    // How many calls of each function were accepted, so that the checks of their
    // results ran: a generator that only ever made refusals would pass them all.
    let mut accepted = [0usize; 8];
    let real = real_positions();
    for _ in 0..4000 {
        let k = g.rng.below(8);
        // Half of the grids (and hands, plays, options) are real.
        let r = g.chance(2).then(|| &real[g.rng.index(real.len())]);
        let board = |g: &mut Gen| r.map_or_else(|| g.any(), |r| r.board.clone());
        let hand = |g: &mut Gen| r.map_or_else(|| g.list(Gen::card), |r| r.hand.clone());
        let options = |g: &mut Gen| match r {
            Some(_) if g.chance(2) => JsValue::UNDEFINED,
            _ => g.any(),
        };
        match k {
            6 => {
                let (a, b, c) = (board(&mut g), hand(&mut g), options(&mut g));
                let r = iota_best_turn(&a, &b, &c);
                if well_formed(&r) {
                    accepted[k as usize] += 1;
                    num(&r, "score");
                }
            }
            7 => {
                // Hostile values, numbers, and dates real or not (month 13, day 0 …).
                let a = match g.rng.below(3) {
                    0 => g.any(),
                    1 => g.small_int(),
                    _ => JsValue::from_str(&format!(
                        "2026-{:02}-{:02}",
                        1 + g.rng.below(13),
                        g.rng.below(33)
                    )),
                };
                let r = iota_daily_puzzle(&a);
                if well_formed(&r) {
                    accepted[k as usize] += 1;
                    assert_eq!(get(&get(&r, "hand"), "length").as_f64(), Some(4.0));
                }
            }
            3 => {
                let (a, b, c) = (board(&mut g), hand(&mut g), options(&mut g));
                let r = iota_plays(&a, &b, &c);
                if well_formed(&r) {
                    accepted[k as usize] += 1;
                    let n = num(&r, "count");
                    assert_eq!(get(&get(&r, "plays"), "length").as_f64(), Some(n));
                }
            }
            4 => {
                let a = r.map_or_else(|| g.list(Gen::placement), |r| r.board.clone());
                let r = iota_dead_cells(&a);
                if well_formed(&r) {
                    accepted[k as usize] += 1;
                    assert!(get(&r, "cells").is_array());
                }
            }
            5 => {
                let a = r.map_or_else(|| g.list(Gen::placement), |r| r.board.clone());
                let b = g.card();
                let r = iota_legal_cells(&a, &b);
                if well_formed(&r) {
                    accepted[k as usize] += 1;
                    assert!(get(&r, "cells").is_array());
                }
            }
            0 => {
                let a = board(&mut g);
                let b = match r {
                    Some(r) if !r.plays.is_empty() && g.chance(2) => {
                        r.plays[g.rng.index(r.plays.len())].clone()
                    }
                    _ => g.list(Gen::placement),
                };
                let c = options(&mut g);
                let r = iota_check(&a, &b, &c);
                if well_formed(&r) {
                    accepted[k as usize] += 1;
                    assert_eq!(num(&r, "score"), num(&r, "base") * num(&r, "multiplier"));
                }
            }
            1 => {
                let (a, b, c) = (g.card(), g.card(), g.any());
                let r = ottawa_matches(&a, &b, &c);
                if well_formed(&r) {
                    accepted[k as usize] += 1;
                    flag(&r, "matches");
                }
            }
            _ => {
                let a = g.list(Gen::card);
                let r = ottawa_hand_points(&a);
                if well_formed(&r) {
                    accepted[k as usize] += 1;
                    num(&r, "points");
                }
            }
        }
    }
    let counts: Vec<String> = (MIN_ACCEPTED.iter().zip(accepted))
        .map(|((name, _), n)| format!("{name} {n}"))
        .collect();
    web_sys::console::log_1(&format!("accepted of 4000: {}", counts.join(", ")).into());
    for (&(name, min), n) in MIN_ACCEPTED.iter().zip(accepted) {
        assert!(n >= min, "only {n} calls of {name} accepted: {counts:?}");
    }
}

/// `iotaMoveFor` and `ottawaMoveFor` on random, mostly malformed moves and seats: never
/// a throw, every result well formed; a move read for a seat reads again, for that
/// seat, as itself; an Ётта trade told to a seat names no card.
#[wasm_bindgen_test]
fn fuzz_move_for() {
    let mut g = Gen {
        rng: GameRng::new(31),
        pool: hostile_pool(),
    };
    let mut accepted = [0usize; 2];
    for _ in 0..3000 {
        let m = g.a_move();
        let seat = match g.rng.below(3) {
            0 => JsValue::UNDEFINED,
            1 => g.small_int(),
            _ => g.hostile(),
        };
        let iota = g.chance(2);
        let read = |m: &JsValue, s: &JsValue| {
            if iota {
                iota_move_for(m, s)
            } else {
                ottawa_move_for(m, s)
            }
        };
        let r = read(&m, &seat);
        if !well_formed(&r) {
            continue;
        }
        accepted[usize::from(iota)] += 1;
        let told = get(&r, "move");
        let again = read(&told, &seat);
        assert_eq!(show(&get(&ok(again), "move")), show(&told), "{}", show(&m));
        if iota && !seat.is_undefined() {
            let trade = get(&told, "trade");
            if trade.is_array() {
                assert!(
                    Array::from(&trade)
                        .iter()
                        .all(|c| c.as_string().as_deref() == Some("?")),
                    "{}",
                    show(&told)
                );
            }
        }
    }
    web_sys::console::log_1(
        &format!(
            "moveFor accepted of 3000: ottawa {}, iota {}",
            accepted[0], accepted[1]
        )
        .into(),
    );
    assert!(
        accepted.iter().all(|&n| n >= 20),
        "too few accepted: {accepted:?}"
    );
}

#[wasm_bindgen_test]
fn fuzz_ottawa_games() {
    let mut g = Gen {
        rng: GameRng::new(7),
        pool: hostile_pool(),
    };
    let mut refusals = 0;
    for game_no in 0..12 {
        // Random options: some throw; those must throw well.
        let game = loop {
            let options = g.options();
            match JsOttawaGame::new(&options) {
                Ok(game) => break game,
                Err(e) => well_formed_throw(&e),
            }
        };
        for _ in 0..400 {
            let before = game.save();
            let v = game.view(&g.small_int());
            well_formed(&v);
            match g.rng.below(5) {
                0 | 1 => {
                    let h = game.hint(&if g.chance(3) {
                        g.hostile()
                    } else {
                        "easy".into()
                    });
                    if well_formed(&h) {
                        assert!(well_formed(&game.play(&get(&h, "move"))), "a hint is legal");
                    } else {
                        assert_eq!(game.save(), before);
                    }
                }
                2 => {
                    if !well_formed(&game.next_round()) {
                        assert_eq!(game.save(), before, "a refused nextRound changes nothing");
                    }
                }
                _ => {
                    let m = g.a_move();
                    if !well_formed(&game.play(&m)) {
                        refusals += 1;
                        assert_eq!(game.save(), before, "a refused move changes nothing");
                    }
                }
            }
        }
        let saved = game.save();
        let loaded = JsOttawaGame::load(&saved.clone().into())
            .unwrap_or_else(|e| panic!("game {game_no}: {}", thrown_message(&e)));
        assert_eq!(loaded.save(), saved);
        for _ in 0..20 {
            let junk = g.any();
            if let Err(e) = JsOttawaGame::load(&junk) {
                well_formed_throw(&e);
            }
            if let Err(e) = JsOttawaGame::from_setup(&g.options()) {
                well_formed_throw(&e);
            }
        }
    }
    assert!(
        refusals > 1000,
        "the fuzzer should mostly send bad moves ({refusals})"
    );
}

#[wasm_bindgen_test]
fn fuzz_iota_games() {
    let mut g = Gen {
        rng: GameRng::new(11),
        pool: hostile_pool(),
    };
    let mut refusals = 0;
    for game_no in 0..8 {
        let game = loop {
            let options = g.options();
            match JsIotaGame::new(&options) {
                Ok(game) => break game,
                Err(e) => well_formed_throw(&e),
            }
        };
        for _ in 0..300 {
            let before = game.save();
            well_formed(&game.view(&g.small_int()));
            if g.chance(3) {
                let h = game.hint(&if g.chance(3) {
                    g.hostile()
                } else {
                    "easy".into()
                });
                if well_formed(&h) {
                    let r = game.play(&get(&h, "move"));
                    assert!(well_formed(&r), "a hint is legal: {}", show(&h));
                    assert_eq!(num(&r, "score"), num(&r, "base") * num(&r, "multiplier"));
                } else {
                    assert_eq!(game.save(), before);
                }
            } else {
                // A random move built from the seat's own cards now and then, so that
                // some get past the shape checks to the rules.
                let m = if g.chance(2) {
                    let v = game.view(&JsValue::UNDEFINED);
                    let hand = get(&v, "hand");
                    let o = Object::new();
                    let p = Object::new();
                    let _ = Reflect::set(&p, &"card".into(), &get(&hand, "0"));
                    let _ = Reflect::set(&p, &"x".into(), &g.small_int());
                    let _ = Reflect::set(&p, &"y".into(), &g.small_int());
                    let _ = Reflect::set(&o, &"place".into(), &Array::of1(&p));
                    o.into()
                } else {
                    g.a_move()
                };
                if !well_formed(&game.play(&m)) {
                    refusals += 1;
                    assert_eq!(game.save(), before, "a refused move changes nothing");
                }
            }
        }
        let saved = game.save();
        let loaded = JsIotaGame::load(&saved.clone().into())
            .unwrap_or_else(|e| panic!("game {game_no}: {}", thrown_message(&e)));
        assert_eq!(loaded.save(), saved);
        for _ in 0..20 {
            if let Err(e) = JsIotaGame::load(&g.any()) {
                well_formed_throw(&e);
            }
            if let Err(e) = JsIotaGame::from_setup(&g.options()) {
                well_formed_throw(&e);
            }
        }
    }
    assert!(
        refusals > 500,
        "the fuzzer should mostly send bad moves ({refusals})"
    );
}

// ---------------------------------------------------------------------------------
// Whole setups and saves

use wasm_bindgen::closure::Closure;
use yotta::game::Game;
use yotta::iota::{self, IotaGame, IotaOptions};
use yotta::ottawa::{self, OttawaGame, OttawaOptions, Scoring};

/// Numbers at and past the bounds of setups and saves, as JS source.
const EDGE_NUMBERS: [&str; 24] = [
    "0",
    "-0",
    "1",
    "-1",
    "0.5",
    "2.000001",
    "NaN",
    "Infinity",
    "-Infinity",
    "1e308",
    "2 ** 31",
    "2 ** 32 - 1",
    "2 ** 32",
    "2 ** 53",
    "2 ** 64",
    "10000",
    "10001",
    "1000000",
    "1000001",
    "1665600",
    "1665601",
    "4960000",
    "-(2 ** 31)",
    "12345678901234567890n",
];

fn q(text: &str) -> String {
    format!("\"{text}\"")
}

fn list(items: impl Iterator<Item = String>) -> String {
    format!("[{}]", items.collect::<Vec<_>>().join(","))
}

/// `IotaGame.fromSetup`'s argument for this setup.
fn iota_setup_js(s: &iota::Setup) -> JsValue {
    let cards = |cs: &[iota::Card]| list(cs.iter().map(|c| q(&c.to_string())));
    json(&format!(
        r#"{{"players":{},"board":{},"hands":{},"pile":{},"scores":{},"toMove":{},"passes":{},"options":{{"allFourBonus":{},"shortGame":{}}}}}"#,
        s.players,
        list(
            s.board
                .iter()
                .map(|p| format!(r#"{{"card":"{}","x":{},"y":{}}}"#, p.card, p.pos.x, p.pos.y))
        ),
        list(s.hands.iter().map(|h| cards(h.as_slice()))),
        cards(&s.pile),
        list(s.scores.iter().map(u32::to_string)),
        s.to_move,
        s.passes,
        s.all_four_bonus,
        s.short_game
    ))
}

/// `OttawaGame.fromSetup`'s argument for this setup (the seed as text).
fn ottawa_setup_js(s: &ottawa::Setup) -> JsValue {
    let cards = |cs: &[ottawa::Card]| list(cs.iter().map(|c| q(&c.to_string())));
    let o = &s.options;
    json(&format!(
        r#"{{"players":{},"hands":{},"stock":{},"discard":{},"dealer":{},"toMove":{},"hasDrawn":{},"scores":{},"round":{},"options":{{"scoring":"{}","target":{},"rounds":{},"wrapAce":{},"mustDrawWhenStuck":{},"seed":"{}"}}}}"#,
        s.players,
        list(s.hands.iter().map(|h| cards(h.as_slice()))),
        cards(&s.stock),
        cards(&s.discard),
        s.dealer,
        s.to_move,
        s.has_drawn,
        list(s.scores.iter().map(u32::to_string)),
        s.round,
        o.scoring,
        o.target,
        o.rounds.map_or("null".to_string(), |r| r.to_string()),
        o.wrap_ace,
        o.must_draw_when_stuck,
        o.seed
    ))
}

/// An Ётта move as `play` takes it.
fn iota_move_js(m: &iota::Move) -> JsValue {
    let places = |ps: &[iota::Placement]| {
        list(
            ps.iter()
                .map(|p| format!(r#"{{"card":"{}","x":{},"y":{}}}"#, p.card, p.pos.x, p.pos.y)),
        )
    };
    let action = match &m.action {
        iota::Action::Place(ps) => format!(r#""place":{}"#, places(ps)),
        iota::Action::Trade(cs) => {
            format!(r#""trade":{}"#, list(cs.iter().map(|c| q(&c.to_string()))))
        }
        iota::Action::Pass => r#""pass":true"#.to_string(),
    };
    json(&format!(r#"{{"recycle":{},{action}}}"#, places(&m.recycle)))
}

/// A game played `moves` random legal moves from a seeded deal.
fn played<G: Game>(mut game: G, moves: usize, rng: &mut GameRng) -> G {
    for _ in 0..moves {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        game.apply(&legal[rng.index(legal.len())]).unwrap();
    }
    game
}

fn random_iota(rng: &mut GameRng) -> IotaGame {
    let g = IotaGame::new(IotaOptions {
        players: 2 + rng.index(3),
        seed: rng.next_u64(),
        all_four_bonus: rng.below(2) == 0,
        short_game: rng.below(3) == 0,
    })
    .unwrap();
    let moves = rng.index(60);
    played(g, moves, rng)
}

fn random_ottawa(rng: &mut GameRng) -> OttawaGame {
    let g = OttawaGame::new(OttawaOptions {
        players: 2 + rng.index(6),
        seed: rng.next_u64(),
        scoring: [Scoring::Collect, Scoring::Penalty][rng.index(2)],
        target: [1, 50, 100, ottawa::MAX_TARGET][rng.index(4)],
        rounds: [None, Some(2), Some(ottawa::MAX_ROUNDS)][rng.index(3)],
        wrap_ace: rng.below(2) == 0,
        must_draw_when_stuck: rng.below(4) == 0,
    })
    .unwrap();
    let moves = rng.index(60);
    played(g, moves, rng)
}

/// A value with a getter at `key` of `target` (replacing what was there).
fn define_getter(target: &JsValue, key: &JsValue, getter: &JsValue) {
    let desc = Object::new();
    let _ = Reflect::set(&desc, &"get".into(), getter);
    let _ = Reflect::set(&desc, &"configurable".into(), &JsValue::TRUE);
    if let Some(obj) = target.dyn_ref::<Object>() {
        let _ = Reflect::define_property(obj, key, &desc);
    }
}

impl Gen {
    /// A number at or past a bound, or near `old` if it is a number.
    fn edge_number(&mut self, old: &JsValue) -> JsValue {
        match (old.as_f64(), self.rng.below(4)) {
            (Some(n), 0) => JsValue::from_f64(n + self.rng.below(3) as f64 - 1.0),
            (Some(n), 1) => JsValue::from_str(&format!("{n}")),
            _ => js(*self.pick(&EDGE_NUMBERS)),
        }
    }

    /// What replaces a value in a setup: an edge number, a hostile value, the value
    /// wrapped in an array or an object, or a card code.
    fn mutant(&mut self, old: &JsValue) -> JsValue {
        match self.rng.below(6) {
            0 | 1 => self.edge_number(old),
            2 => self.hostile(),
            3 => Array::of1(old).into(),
            4 => {
                let o = Object::new();
                let _ = Reflect::set(&o, &"valueOf".into(), &js("() => 1"));
                o.into()
            }
            _ => self.card(),
        }
    }

    /// A random place in `root`: an object or array met on the way down, and one of
    /// its keys (an existing one, or now and then one past the end). Goes down only
    /// into values whose keys can be listed (not into a revoked Proxy, say).
    fn slot(&mut self, root: &JsValue) -> (JsValue, JsValue) {
        let keys_of = |v: &JsValue| -> Option<Array> {
            js("(o) => { try { return Object.keys(o); } catch (e) { return null; } }")
                .unchecked_ref::<js_sys::Function>()
                .call1(&JsValue::NULL, v)
                .ok()
                .and_then(|k| k.dyn_into::<Array>().ok())
        };
        let mut at = root.clone();
        let mut keys = keys_of(&at).unwrap_or_else(Array::new);
        loop {
            if keys.length() == 0 || self.chance(12) {
                let len = get(&at, "length");
                let key = match len.as_f64() {
                    Some(n) => JsValue::from_f64(n),
                    None => (*self.pick(&["scores", "round", "passes", "extra"])).into(),
                };
                return (at, key);
            }
            let key = keys.get(self.rng.below(u64::from(keys.length())) as u32);
            let child = Reflect::get(&at, &key).unwrap_or(JsValue::UNDEFINED);
            match keys_of(&child) {
                Some(k) if child.is_object() && !self.chance(3) => {
                    at = child;
                    keys = k;
                }
                _ => return (at, key),
            }
        }
    }

    /// Damages one place of `root` (a setup made of plain objects and arrays).
    fn damage(&mut self, root: &JsValue, reentry: &JsValue) {
        if self.chance(2) {
            self.push_a_bound(root);
            return;
        }
        let (at, key) = self.slot(root);
        let old = Reflect::get(&at, &key).unwrap_or(JsValue::UNDEFINED);
        match self.rng.below(10) {
            0..=3 => {
                let v = self.mutant(&old);
                let _ = Reflect::set(&at, &key, &v);
            }
            4 => {
                // An array cut short, lengthened with a copy of an element (a card
                // twice), holed, or reversed.
                if let Some(a) = at.dyn_ref::<Array>() {
                    match self.rng.below(4) {
                        0 => a.set_length(a.length().saturating_sub(1)),
                        1 => {
                            a.push(&old);
                        }
                        2 => {
                            let _ = Reflect::delete_property(a, &key);
                        }
                        _ => {
                            a.reverse();
                        }
                    }
                } else {
                    let _ = Reflect::delete_property(at.unchecked_ref::<Object>(), &key);
                }
            }
            5 => define_getter(&at, &key, &js("function () { throw new Error('getter') }")),
            6 => {
                // A getter that answers differently each time it is read.
                let flip = js("(a, b) => { let n = 0; return () => (n++ % 2 ? b : a); }");
                let other = self.mutant(&old);
                let f = flip
                    .unchecked_ref::<js_sys::Function>()
                    .call2(&JsValue::NULL, &old, &other)
                    .unwrap();
                define_getter(&at, &key, &f);
            }
            7 => {
                // A getter that calls back into the API while the setup is read.
                let f = js("(call, v) => () => { call(); return v; }")
                    .unchecked_ref::<js_sys::Function>()
                    .call2(&JsValue::NULL, reentry, &old)
                    .unwrap();
                define_getter(&at, &key, &f);
            }
            8 => {
                // A Proxy in place of the value: transparent, or throwing on some reads.
                let handler = if self.chance(2) {
                    js("{}")
                } else {
                    js("{ n: 0, get(t, k) { if (++this.n % 3 === 0) throw new Error('trap'); return Reflect.get(t, k); } }")
                };
                if old.is_object() {
                    let p = js_sys::Proxy::new(&old, handler.unchecked_ref::<Object>());
                    let _ = Reflect::set(&at, &key, &p);
                }
            }
            _ => {
                let v = self.hostile();
                let _ = Reflect::set(&at, &key, &v);
            }
        }
    }

    /// Sets one of the numbers a setup bounds (a score, the round, the passes, the
    /// target, the rounds) to a number at, near or past its bound or the `u32` range.
    fn push_a_bound(&mut self, root: &JsValue) {
        const SCORES: [&str; 9] = [
            "2 ** 32 - 1",
            "2 ** 32 - 8",
            "2 ** 32",
            "2 ** 31",
            "1000000",
            "1000001",
            "1665600",
            "1665601",
            "4960000",
        ];
        const ROUNDS: [&str; 6] = [
            "2 ** 32 - 1",
            "2 ** 32 - 2",
            "2 ** 32",
            "9999",
            "10000",
            "10001",
        ];
        const PASSES: [&str; 5] = ["2 ** 32 - 1", "5", "6", "11", "12"];
        let (at, key, values): (JsValue, JsValue, &[&str]) = match self.rng.below(6) {
            0 | 1 => {
                let scores = get(root, "scores");
                let n = get(&scores, "length").as_f64().unwrap_or(0.0) as u64;
                if n == 0 {
                    return;
                }
                (scores, JsValue::from_f64(self.rng.below(n) as f64), &SCORES)
            }
            2 | 3 => (root.clone(), "round".into(), &ROUNDS),
            4 => (root.clone(), "passes".into(), &PASSES),
            _ => (
                get(root, "options"),
                (*self.pick(&["target", "rounds"])).into(),
                &ROUNDS,
            ),
        };
        if !at.is_object() {
            return;
        }
        let old = Reflect::get(&at, &key).unwrap_or(JsValue::UNDEFINED);
        let v = match (old.as_f64(), self.rng.below(4)) {
            (Some(n), 0) => JsValue::from_f64(n + 1.0),
            _ => js(*self.pick(values)),
        };
        let _ = Reflect::set(&at, &key, &v);
    }

    /// A save text damaged in one field (split on `sep`), or one byte.
    fn damage_save(&mut self, text: &str, sep: char) -> String {
        let mut fields: Vec<String> = text.split(sep).map(str::to_string).collect();
        if self.chance(3) {
            // A bounded number pushed to or past its bound: Оттава's `key=value`
            // fields, Ётта's scores (field 7) and passes (field 5).
            let keys = [
                "round=", "round=", "scores=", "target=", "rounds=", "idle=", "resh=",
            ];
            let key = *self.pick(&keys);
            let big = *self.pick(&["4294967295", "4294967294", "10000", "10001", "1000000"]);
            if let Some(f) = fields.iter_mut().find(|f| f.starts_with(key)) {
                *f = format!("{key}{big}");
            } else if sep == '|' && fields.len() >= 12 {
                let i = *self.pick(&[5, 7]);
                let n = fields[i].split(' ').count();
                let mut nums = vec!["0"; n];
                nums[self.rng.index(n)] = big;
                fields[i] = nums.join(" ");
            }
            return fields.join(&sep.to_string());
        }
        let i = self.rng.index(fields.len());
        match self.rng.below(6) {
            0..=2 => {
                // A number in the field replaced (`key=` kept for Оттава).
                let value = *self.pick(&[
                    "0",
                    "-1",
                    "1.5",
                    "NaN",
                    "",
                    "4294967295",
                    "4294967296",
                    "18446744073709551615",
                    "99999999999999999999",
                    "10000",
                    "10001",
                    "1000000",
                    "1665601",
                    "4960001",
                ]);
                let f = &fields[i];
                fields[i] = match f.split_once('=') {
                    Some((k, _)) => format!("{k}={value}"),
                    None => {
                        // Ётта: one number of a space- or colon-separated field.
                        let parts: Vec<&str> = f.split([' ', ':']).collect();
                        let j = self.rng.index(parts.len());
                        f.replacen(parts[j], value, 1)
                    }
                };
            }
            3 => {
                fields.remove(i);
            }
            4 => {
                let f = fields[i].clone();
                fields.insert(i, f);
            }
            _ => {
                let mut bytes = fields.join(&sep.to_string()).into_bytes();
                let j = self.rng.index(bytes.len());
                bytes[j] = b"0123456789|;:=,.@ -WRGBYCSTXDHAKQJ"[self.rng.index(34)];
                return String::from_utf8_lossy(&bytes).into_owned();
            }
        }
        fields.join(&sep.to_string())
    }
}

/// Save and view of a game, to show that a refusal changed nothing.
fn snapshot(save: String, view: JsValue) -> (String, String) {
    (save, show(&view))
}

/// An accepted Ётта game: every legal move of the position is accepted (each on a
/// copy loaded from the save, its result checked against the engine), then a walk of
/// random legal moves with random illegal ones between them, each refused without
/// change.
fn exercise_iota(game: &JsIotaGame, g: &mut Gen, steps: usize) -> usize {
    let mut tried = 0;
    let saved = game.save();
    let native = IotaGame::load(&saved).expect("the API's save loads in the engine");
    native.check_invariants().unwrap();
    for m in native.legal_moves() {
        let copy = JsIotaGame::load(&saved.clone().into()).unwrap();
        let r = copy.play(&iota_move_js(&m));
        assert!(well_formed(&r), "legal {m:?} refused: {}", show(&r));
        let mut after = native.clone();
        let outcome = after.play(&m).unwrap();
        assert_eq!(num(&r, "score"), f64::from(outcome.score));
        assert_eq!(copy.save(), after.save());
        tried += 1;
    }
    for _ in 0..steps {
        let native = IotaGame::load(&game.save()).unwrap();
        for _ in 0..3 {
            let before = snapshot(game.save(), game.view(&JsValue::UNDEFINED));
            let m = if g.chance(2) {
                g.a_move()
            } else {
                // Near-legal: a hand card somewhere near the grid.
                let seat = native.to_move().unwrap_or(0);
                let card = native
                    .hand(seat)
                    .first()
                    .copied()
                    .unwrap_or(iota::Card::WILD);
                json(&format!(
                    r#"{{"place":[{{"card":"{card}","x":{},"y":{}}}]}}"#,
                    g.rng.below(7) as i32 - 3,
                    g.rng.below(7) as i32 - 3
                ))
            };
            if !well_formed(&game.play(&m)) {
                let after = snapshot(game.save(), game.view(&JsValue::UNDEFINED));
                assert_eq!(after, before, "a refused move changed the game");
            }
            tried += 1;
        }
        // A random move may have been legal: ask the engine again.
        let native = IotaGame::load(&game.save()).unwrap();
        native.check_invariants().unwrap();
        if native.is_over() {
            refused(game.play(&json(r#"{"pass":true}"#)), "game-over");
            break;
        }
        let legal = native.legal_moves();
        let m = &legal[g.rng.index(legal.len())];
        assert!(well_formed(&game.play(&iota_move_js(m))));
    }
    tried
}

/// An accepted Оттава game, as [`exercise_iota`]: the view's `legal` moves each
/// accepted on a copy, then a walk.
fn exercise_ottawa(game: &JsOttawaGame, g: &mut Gen, steps: usize) -> usize {
    let mut tried = 0;
    let saved = game.save();
    OttawaGame::load(&saved)
        .expect("the API's save loads in the engine")
        .check_invariants()
        .unwrap();
    let legal: Array = get(&game.view(&JsValue::UNDEFINED), "legal").unchecked_into();
    for m in legal.iter() {
        let copy = JsOttawaGame::load(&saved.clone().into()).unwrap();
        let r = copy.play(&m);
        assert!(well_formed(&r), "legal {} refused: {}", show(&m), show(&r));
        tried += 1;
    }
    for _ in 0..steps {
        for _ in 0..3 {
            let before = snapshot(game.save(), game.view(&JsValue::UNDEFINED));
            let m = if g.chance(2) {
                g.a_move()
            } else {
                let card = g.card();
                let o = Object::new();
                let _ = Reflect::set(&o, &"card".into(), &card);
                o.into()
            };
            if !well_formed(&game.play(&m)) {
                let after = snapshot(game.save(), game.view(&JsValue::UNDEFINED));
                assert_eq!(after, before, "a refused move changed the game");
            }
            tried += 1;
        }
        let v = game.view(&JsValue::UNDEFINED);
        assert!(well_formed(&v));
        OttawaGame::load(&game.save())
            .unwrap()
            .check_invariants()
            .unwrap();
        if flag(&v, "over") {
            refused(game.next_round(), "game-over");
            break;
        }
        if flag(&v, "roundOver") {
            assert!(well_formed(&game.next_round()));
            continue;
        }
        // Mostly a card when one can be played, else a pass: rounds end within the
        // walk, so round ends and new deals are exercised too.
        let legal: Vec<JsValue> = get(&v, "legal").unchecked_into::<Array>().to_vec();
        assert!(!legal.is_empty(), "no legal move mid-round: {}", show(&v));
        let quick = legal
            .iter()
            .find(|m| !get(m, "card").is_undefined())
            .or_else(|| legal.iter().find(|m| !get(m, "pass").is_undefined()));
        let m = match quick {
            Some(m) if !g.chance(4) => m.clone(),
            _ => legal[g.rng.index(legal.len())].clone(),
        };
        assert!(well_formed(&game.play(&m)), "legal {} refused", show(&m));
    }
    tried
}

/// A callback into the API, for getters that call back while a setup is read.
fn reentry() -> JsValue {
    Closure::<dyn FnMut()>::new(|| {
        let _ = JsIotaGame::from_setup(&json(
            r#"{"players":2,"board":[{"card":"2RT","x":0,"y":1}],"hands":[["2BX"],["4BC"]],"pile":[]}"#,
        ));
        let _ = JsOttawaGame::new(&JsValue::UNDEFINED).map(|g| g.view(&JsValue::UNDEFINED));
    })
    .into_js_value()
}

#[wasm_bindgen_test]
fn fuzz_iota_setups_field_by_field() {
    let mut g = Gen {
        rng: GameRng::new(1601),
        pool: hostile_pool(),
    };
    let call = reentry();
    let (mut accepted, mut refused_setups, mut moves) = (0, 0, 0);
    for _ in 0..160 {
        let native = random_iota(&mut g.rng);
        let setup = iota_setup_js(&native.setup());
        for _ in 0..1 + g.rng.below(3) {
            g.damage(&setup, &call);
        }
        match JsIotaGame::from_setup(&setup) {
            Err(e) => {
                well_formed_throw(&e);
                refused_setups += 1;
            }
            Ok(game) => {
                accepted += 1;
                moves += exercise_iota(&game, &mut g, 4);
            }
        }
    }
    assert!(
        accepted > 20 && refused_setups > 60,
        "{accepted} accepted, {refused_setups} refused"
    );
    assert!(moves > 3000, "{moves} moves tried");
}

#[wasm_bindgen_test]
fn fuzz_ottawa_setups_field_by_field() {
    let mut g = Gen {
        rng: GameRng::new(1602),
        pool: hostile_pool(),
    };
    let call = reentry();
    let (mut accepted, mut refused_setups, mut moves) = (0, 0, 0);
    for _ in 0..240 {
        let native = random_ottawa(&mut g.rng);
        let setup = ottawa_setup_js(&native.to_setup());
        for _ in 0..1 + g.rng.below(3) {
            g.damage(&setup, &call);
        }
        match JsOttawaGame::from_setup(&setup) {
            Err(e) => {
                well_formed_throw(&e);
                refused_setups += 1;
            }
            Ok(game) => {
                accepted += 1;
                moves += exercise_ottawa(&game, &mut g, 40);
            }
        }
    }
    assert!(
        accepted > 20 && refused_setups > 60,
        "{accepted} accepted, {refused_setups} refused"
    );
    assert!(moves > 2000, "{moves} moves tried");
}

#[wasm_bindgen_test]
fn fuzz_saves_field_by_field() {
    let mut g = Gen {
        rng: GameRng::new(1603),
        pool: hostile_pool(),
    };
    // Damaged saves that loaded (and were played on) and that were refused; the
    // whole saves, which must load, are counted apart.
    let (mut accepted, mut refused_saves, mut whole) = (0, 0, 0);
    for round in 0..720 {
        let iota_turn = round % 2 == 0;
        let saved = if iota_turn {
            random_iota(&mut g.rng).save()
        } else {
            random_ottawa(&mut g.rng).save()
        };
        let sep = if iota_turn { '|' } else { ';' };
        let kind = g.rng.below(8);
        let damaged: JsValue = match kind {
            0 => g.hostile(),
            1 => js(&format!("new String({})", q(&saved))),
            // Whole, so that the game's own saves are exercised too.
            2 => saved.clone().into(),
            _ => {
                let mut t = saved.clone();
                for _ in 0..1 + g.rng.below(2) {
                    t = g.damage_save(&t, sep);
                }
                t.into()
            }
        };
        let loaded = if iota_turn {
            JsIotaGame::load(&damaged).map(|game| exercise_iota(&game, &mut g, 2))
        } else {
            JsOttawaGame::load(&damaged).map(|game| exercise_ottawa(&game, &mut g, 4))
        };
        match loaded {
            Ok(_) if kind == 2 => whole += 1,
            Ok(_) => accepted += 1,
            Err(e) => {
                assert_ne!(kind, 2, "the game's own save refused: {saved}");
                well_formed_throw(&e);
                let code = text(&e, "code");
                assert!(code == "bad-save" || code == "bad-input", "{code}");
                refused_saves += 1;
            }
        }
    }
    assert!(
        whole > 45 && accepted > 15 && refused_saves > 300,
        "{whole} whole saves loaded; damaged: {accepted} accepted, {refused_saves} refused"
    );
}

/// The cases that once overflowed: a score at the `u32` limit (then a scoring play
/// wrapped it to 2 and the wrong player won), a round at the limit (then `nextRound`
/// wrapped it to 0 and the game's own save was refused from then on).
#[wasm_bindgen_test]
fn numbers_past_their_bounds_are_refused_through_the_api() {
    let puzzle = |scores: &str| {
        json(&format!(
            r#"{{"players":2,"board":[{{"card":"2RT","x":0,"y":1}}],"hands":[["2BX"],["4BC"]],"pile":[],"scores":{scores}}}"#
        ))
    };
    let e = JsIotaGame::from_setup(&puzzle("[4294967295, 0]"))
        .err()
        .unwrap();
    assert!(
        thrown_message(&e).starts_with("bad-setup: scores[0] is 4294967295"),
        "{}",
        thrown_message(&e)
    );
    let game = JsIotaGame::from_setup(&puzzle("[1000000, 999999]")).unwrap();
    let r = ok(game.play(&json(r#"{"place":[{"card":"2BX","x":1,"y":1}]}"#)));
    assert_eq!(show(&get(&r, "winners")), "[0]");
    assert_eq!(
        show(&get(&game.view(&0.into()), "scores")),
        "[1000008,999999]"
    );
    let saved = game.save();
    assert_eq!(
        JsIotaGame::load(&saved.clone().into()).unwrap().save(),
        saved
    );
    throws(
        JsIotaGame::load(
            &saved
                .replace("|1000008 999999|", "|4294967295 999999|")
                .into(),
        ),
        "bad-save",
    );

    let setup = |round: &str| {
        json(&format!(
            r#"{{"players":2,"hands":[["8C"],["AH","2S"]],"stock":["5H"],"discard":["9C"],"dealer":1,"toMove":0,"round":{round}}}"#
        ))
    };
    let e = JsOttawaGame::from_setup(&setup("4294967295"))
        .err()
        .unwrap();
    assert!(
        thrown_message(&e).starts_with("bad-setup: round 4294967295"),
        "{}",
        thrown_message(&e)
    );
    let game = JsOttawaGame::from_setup(&setup("10000")).unwrap();
    let r = ok(game.play(&json(r#"{"card":"8C"}"#)));
    assert_eq!(get(&r, "over"), JsValue::TRUE, "round 10000 is the last");
    refused(game.next_round(), "game-over");
    let saved = game.save();
    assert_eq!(
        JsOttawaGame::load(&saved.clone().into()).unwrap().save(),
        saved
    );
    throws(
        JsOttawaGame::load(&saved.replace(";round=10000;", ";round=4294967295;").into()),
        "bad-save",
    );
    throws(
        JsOttawaGame::new(&json(r#"{"target":4294967295}"#)),
        "bad-setup",
    );
    throws(JsOttawaGame::new(&json(r#"{"rounds":10001}"#)), "bad-setup");
    // A save of a long round (several MB) reaches the parser: only damage refuses it.
    let long = format!("{}{}", &saved, ",0d?".repeat(600_000));
    assert!(long.len() > 2_000_000);
    throws(JsOttawaGame::load(&long.into()), "bad-save");
    let huge = js("'x'.repeat(2 ** 24 + 1)");
    throws(JsOttawaGame::load(&huge), "bad-input");
}
