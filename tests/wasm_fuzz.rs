//! Throws random and hostile JS values at every entry point of the API, thousands of
//! times (seeded, so a failure replays): no call may trap or throw (constructors and
//! `load` may throw an `Error` whose message starts with a code), every result is
//! well formed, and a refused move changes nothing (`save()` before and after).
#![cfg(target_arch = "wasm32")]

mod wasm_support;

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;
use wasm_support::*;
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

/// A result object: `{ ok: true, … }` or a well-formed refusal.
#[track_caller]
fn well_formed(r: &JsValue) -> bool {
    match get(r, "ok").as_bool() {
        Some(true) => true,
        Some(false) => {
            refusal_code(r);
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
    assert!(message.starts_with(&format!("{code}: ")), "{message}");
}

#[wasm_bindgen_test]
fn fuzz_stateless_functions() {
    let mut g = Gen {
        rng: GameRng::new(2026),
        pool: hostile_pool(),
    };
    for _ in 0..4000 {
        match g.rng.below(8) {
            6 => {
                let (a, b, c) = (g.any(), g.list(Gen::card), g.any());
                let r = iota_best_turn(&a, &b, &c);
                if well_formed(&r) {
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
                    assert_eq!(get(&get(&r, "hand"), "length").as_f64(), Some(4.0));
                }
            }
            3 => {
                let (a, b, c) = (g.any(), g.list(Gen::card), g.any());
                let r = iota_plays(&a, &b, &c);
                if well_formed(&r) {
                    let n = num(&r, "count");
                    assert_eq!(get(&get(&r, "plays"), "length").as_f64(), Some(n));
                }
            }
            4 => {
                let a = g.list(Gen::placement);
                let r = iota_dead_cells(&a);
                if well_formed(&r) {
                    assert!(get(&r, "cells").is_array());
                }
            }
            5 => {
                let (a, b) = (g.list(Gen::placement), g.card());
                let r = iota_legal_cells(&a, &b);
                if well_formed(&r) {
                    assert!(get(&r, "cells").is_array());
                }
            }
            0 => {
                let (a, b, c) = (g.any(), g.list(Gen::placement), g.any());
                let r = iota_check(&a, &b, &c);
                if well_formed(&r) {
                    assert_eq!(num(&r, "score"), num(&r, "base") * num(&r, "multiplier"));
                }
            }
            1 => {
                let (a, b, c) = (g.card(), g.card(), g.any());
                let r = ottawa_matches(&a, &b, &c);
                if well_formed(&r) {
                    flag(&r, "matches");
                }
            }
            _ => {
                let a = g.list(Gen::card);
                let r = ottawa_hand_points(&a);
                if well_formed(&r) {
                    num(&r, "points");
                }
            }
        }
    }
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
