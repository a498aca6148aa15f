//! The random-playout property harness, generic over [`yotta::game::Game`], so that
//! one set of invariants checks both Ётта and Оттава.
//!
//! [`random_playout`] plays a game to its end with uniformly random legal moves
//! (seeded: a failure replays exactly) and checks at every step that
//!
//! - the state's own invariants hold ([`Game::check_invariants`]: cards conserved, …);
//! - legal moves are non-empty exactly when a move is due (`to_move` is `Some`), which
//!   is exactly when the game is not over;
//! - every legal move (or a sample of them, [`Settings::legal_sample`]) is accepted,
//!   and leaves a state whose invariants hold;
//! - every probe move the caller suggests is accepted if and only if it is legal, and
//!   a refused move leaves the state exactly unchanged;
//! - save and load round-trip to an identical game;
//! - views do not leak: for every seat, dealing that seat's hidden cards again
//!   ([`Game::redeal_hidden`]) gives a valid state in which the seat's view is the
//!   same;
//! - the game ends within [`Settings::max_steps`] moves (unless told otherwise).
//!
//! On failure the panic message carries the seed, the step and the saved game.

use yotta::game::Game;
use yotta::rng::GameRng;

/// How thoroughly [`random_playout`] checks.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The game must be over after at most this many moves.
    pub max_steps: usize,
    /// Check save/load every this many steps (1: every step).
    pub save_every: usize,
    /// Check views against [`Game::redeal_hidden`] every this many steps (1: every step).
    pub redeal_every: usize,
    /// Apply at most this many legal moves (a random sample) on clones at each step;
    /// `usize::MAX` tries them all.
    pub legal_sample: usize,
    /// If true (the default), a game still going after `max_steps` moves fails the
    /// test; if false, the playout just stops there (for rule options under which
    /// games need not end in a bounded number of moves).
    pub require_end: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            max_steps: 100_000,
            save_every: 1,
            redeal_every: 1,
            legal_sample: usize::MAX,
            require_end: true,
        }
    }
}

/// What a playout did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Moves applied.
    pub steps: usize,
    /// Probe moves that were refused (and checked to change nothing).
    pub refusals: usize,
    /// Legal moves applied on clones.
    pub legal_checked: usize,
    /// Views compared against a redealt game.
    pub views_checked: usize,
}

/// A uniformly random choice among the legal moves.
pub fn uniform<G: Game>(_: &G, legal: &[G::Move], rng: &mut GameRng) -> usize {
    rng.index(legal.len())
}

/// Plays `game` to the end with legal moves picked by `choose` (given the game, the
/// legal moves and a generator seeded from `seed`; [`uniform`] picks at random),
/// checking the invariants listed in the module documentation at every step. `probes`
/// suggests moves to try at each step, legal or not (for Оттава: every card, draw,
/// pass, next round). Returns the game where it stopped and what was checked.
pub fn random_playout<G, P, C>(
    mut game: G,
    seed: u64,
    settings: &Settings,
    probes: P,
    mut choose: C,
) -> (G, Report)
where
    G: Game,
    P: Fn(&G) -> Vec<G::Move>,
    C: FnMut(&G, &[G::Move], &mut GameRng) -> usize,
{
    let mut rng = GameRng::new(seed);
    let mut report = Report::default();
    loop {
        let step = report.steps;
        let here = |what: &str, game: &G| -> String {
            format!("seed {seed}, step {step}: {what}\nsave: {}", game.save())
        };
        if let Err(why) = game.check_invariants() {
            panic!("{}", here(&format!("invariant broken: {why}"), &game));
        }
        let legal = game.legal_moves();
        assert_eq!(
            legal.is_empty(),
            game.to_move().is_none(),
            "{}",
            here(
                "legal moves must be non-empty exactly when a move is due",
                &game
            )
        );
        assert_eq!(
            game.is_over(),
            game.to_move().is_none(),
            "{}",
            here("a move is due exactly when the game is not over", &game)
        );
        if let Some(seat) = game.to_move() {
            assert!(
                seat < game.players(),
                "{}",
                here("to_move out of range", &game)
            );
        }

        // Every legal move (or a sample) is accepted and leaves a valid state.
        let mut order: Vec<usize> = (0..legal.len()).collect();
        rng.shuffle(&mut order);
        for &i in order.iter().take(settings.legal_sample) {
            let mut g = game.clone();
            if let Err(e) = g.apply(&legal[i]) {
                panic!(
                    "{}",
                    here(&format!("legal move {:?} refused: {e}", legal[i]), &game)
                );
            }
            if let Err(why) = g.check_invariants() {
                panic!("{}", here(&format!("after {:?}: {why}", legal[i]), &game));
            }
            report.legal_checked += 1;
        }

        // Probes: accepted exactly when legal; a refusal changes nothing (so the same
        // copy serves the next probe until one is accepted).
        let mut g = game.clone();
        for mv in probes(&game) {
            match g.apply(&mv) {
                Ok(()) => {
                    assert!(
                        legal.contains(&mv),
                        "{}",
                        here(&format!("{mv:?} accepted but not listed as legal"), &game)
                    );
                    g = game.clone();
                }
                Err(e) => {
                    assert!(
                        !legal.contains(&mv),
                        "{}",
                        here(&format!("legal {mv:?} refused: {e}"), &game)
                    );
                    assert!(
                        g == game,
                        "{}",
                        here(&format!("refused {mv:?} changed the state"), &game)
                    );
                    assert!(!e.to_string().is_empty());
                    report.refusals += 1;
                }
            }
        }

        if step % settings.save_every.max(1) == 0 {
            let text = game.save();
            match G::load(&text) {
                Ok(loaded) => assert!(
                    loaded == game,
                    "{}",
                    here("save/load gave a different game", &game)
                ),
                Err(e) => panic!("{}", here(&format!("own save refused: {e}"), &game)),
            }
        }

        if step % settings.redeal_every.max(1) == 0 {
            for seat in 0..game.players() {
                let view = game.view(seat);
                let other = game.redeal_hidden(seat, &mut rng);
                if let Err(why) = other.check_invariants() {
                    panic!("{}", here(&format!("redeal for seat {seat}: {why}"), &game));
                }
                assert!(
                    other.view(seat) == view,
                    "{}",
                    here(
                        &format!("seat {seat}'s view depends on hidden cards"),
                        &game
                    )
                );
                report.views_checked += 1;
            }
        }

        if legal.is_empty() {
            return (game, report);
        }
        if step >= settings.max_steps {
            assert!(
                !settings.require_end,
                "{}",
                here("the game did not end", &game)
            );
            return (game, report);
        }
        let i = choose(&game, &legal, &mut rng);
        assert!(i < legal.len(), "the chooser picked no legal move");
        let mv = &legal[i];
        if let Err(e) = game.apply(mv) {
            panic!(
                "{}",
                here(&format!("chosen legal move {mv:?} refused: {e}"), &game)
            );
        }
        report.steps += 1;
    }
}
