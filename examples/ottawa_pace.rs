//! Plays Оттава rounds with computer players in every seat and prints, for each round,
//! the turns of the computer seats as the table would show them; `bench/ottawa-pace.mjs`
//! turns them into the person's waiting time with the table's own pacing.
//!
//! ```text
//! cargo run --release --example ottawa_pace -- LEVEL [--players P] [--rounds N]
//!     [--seed S] [--person LEVEL] [--must-draw]
//!   LEVEL          the computers' level (every seat but the person's)
//!   --players P    seats, 2–7, default 4
//!   --rounds N     rounds to play, default 30
//!   --seed S       the first round's seed, default 1
//!   --person L     the level that plays the person's seat (seat 0), default medium
//!   --must-draw    option mustDrawWhenStuck (O5) on
//! ```
//!
//! Round `k` is the first round of a game with seed `S + k` (so the dealer, O2, varies);
//! decisions are seeded from the same number, so a run replays exactly. Each output
//! line is one round:
//!
//! ```text
//! round LEVEL P K MOVES BLOCKED TURNS…
//! ```
//!
//! where `MOVES` counts every move of the round, `BLOCKED` is `1` for a blocked round
//! (O8), `0` for a round won by emptying a hand (O7) and `cap` for a round cut off
//! after 200,000 moves; each of `TURNS` is one turn of a computer seat, in order: `p` (play),
//! `dp` (draw, then play), `dx` (draw, then pass), `x` (pass); a capital `D` marks a
//! draw that first rebuilt the stock (O6). The person's turns are left out: their time
//! is their own.

use std::process::ExitCode;
use yotta::ai::{Level, Player};
use yotta::ottawa::{Move, OttawaGame, OttawaOptions, Rules};
use yotta::rng::GameRng;

/// A round still running after this many moves is cut off (and reported as such).
const MOVE_CAP: usize = 200_000;

struct Args {
    level: Level,
    players: usize,
    rounds: u64,
    seed: u64,
    person: Level,
    must_draw: bool,
}

fn parse() -> Result<Args, String> {
    let mut args = Args {
        level: Level::Medium,
        players: 4,
        rounds: 30,
        seed: 1,
        person: Level::Medium,
        must_draw: false,
    };
    let mut level = None;
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        let mut value = |name: &str| it.next().ok_or(format!("{name} needs a value"));
        match a.as_str() {
            "--players" => {
                args.players = value("--players")?.parse().map_err(|e| format!("{e}"))?
            }
            "--rounds" => args.rounds = value("--rounds")?.parse().map_err(|e| format!("{e}"))?,
            "--seed" => args.seed = value("--seed")?.parse().map_err(|e| format!("{e}"))?,
            "--person" => args.person = value("--person")?.parse().map_err(|e| format!("{e}"))?,
            "--must-draw" => args.must_draw = true,
            _ if level.is_none() => level = Some(a.parse().map_err(|e| format!("{e}"))?),
            _ => return Err(format!("unexpected argument {a:?}")),
        }
    }
    args.level = level.ok_or("usage: ottawa_pace LEVEL [--players P] [--rounds N] [--seed S]")?;
    Ok(args)
}

fn main() -> ExitCode {
    let args = match parse() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let p = args.players;
    for k in 0..args.rounds {
        let seed = args.seed + k;
        let rules = Rules {
            must_draw_when_stuck: args.must_draw,
            ..Rules::default()
        };
        let mut game = match OttawaGame::new(OttawaOptions::from_rules(p, seed, rules)) {
            Ok(g) => g,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        };
        let mut rng = GameRng::new(seed ^ 0x0a77_a3a5);
        let mut turns: Vec<String> = Vec::new();
        let mut turn = String::new();
        let mut moves = 0;
        while !game.round_over() && moves < MOVE_CAP {
            let Some(seat) = game.to_move() else { break };
            let level = if seat == 0 { args.person } else { args.level };
            let view = game.view(seat);
            let mv = OttawaGame::choose(&view, level, &mut rng.fork()).expect("a move");
            let reshuffle = mv == Move::Draw && game.stock().is_empty();
            game.play(&mv).expect("a legal move");
            moves += 1;
            if seat == 0 {
                continue;
            }
            match mv {
                Move::Draw => turn.push(if reshuffle { 'D' } else { 'd' }),
                Move::Play(_) => turn.push('p'),
                Move::Pass => turn.push('x'),
                Move::NextRound => {}
            }
            if mv != Move::Draw {
                turns.push(std::mem::take(&mut turn));
            }
        }
        let end = match game.round_result() {
            Some(r) if r.blocked => "1",
            Some(_) => "0",
            None => "cap",
        };
        println!(
            "round {} {p} {k} {moves} {end} {}",
            args.level,
            turns.join(" ")
        );
    }
    ExitCode::SUCCESS
}
