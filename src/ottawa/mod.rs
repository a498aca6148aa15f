//! # Оттава (Ottawa): a shedding game for 2–7 players, rules O1–O11
//!
//! This module implements every rule of `docs/rules.md`:
//!
//! - **O1** One 52-card deck, ranks 2–10, J, Q, K, A (ace high), suits clubs,
//!   diamonds, hearts, spades; 2–7 players. ([`card`])
//! - **O2** The first dealer is drawn from the seed. The deck is shuffled with the
//!   seeded [`GameRng`] and dealt one card at a time from the
//!   dealer's left (the next seat): 7 each with up to 4 players, 6 each with 5 or more.
//!   The next card is the upcard, the first of the discard pile; the rest is the
//!   stock. ([`game`])
//! - **O3** The dealer's left plays first; play goes seat by seat (0, 1, 2, …).
//! - **O4** A card matches the top of the discard pile if it has the same rank, or the
//!   same suit and a rank one higher or lower; the ace is next to the king only, or
//!   also to the 2 with `wrap_ace`. ([`matching`])
//! - **O5** A turn: an optional single draw from the stock, then a matching card must
//!   be played if the hand holds one; otherwise a pass. With `must_draw_when_stuck`,
//!   a player holding no match must draw before passing when a draw is possible.
//! - **O6** A draw from an empty stock first shuffles every discard but the top (with
//!   a generator derived from the seed, the round and the reshuffle's number, so it
//!   replays exactly) into a new stock; if that is empty too, no draw is possible.
//!   A round has at most [`MAX_RESHUFFLES`] (2³² − 1) reshuffles; after them the
//!   discards stay where they are (no real round gets near: each needs a draw).
//! - **O7** The round ends when a hand is emptied; the others count their cards:
//!   ace 15, K/Q/J/10 count 10, 2–9 their number. ([`scoring`])
//! - **O8** *(house)* The round is blocked, and ends, when for a full cycle every
//!   player in turn passed without drawing. The lowest hand count wins it; a tie for
//!   lowest has no winner.
//! - **O9** Scoring, option `scoring`: `collect` (the round's winner scores the other
//!   counts, after a blocked round each other count minus its own; highest total wins)
//!   or `penalty` (everyone adds the own count; lowest total wins). The match ends
//!   after the round in which a total reaches `target`, or after `rounds` rounds when
//!   that is set. Equal best totals share the win. *(house)* `target` is 1 to
//!   [`MAX_TARGET`] (10,000), `rounds` 1 to [`MAX_ROUNDS`] (10,000), and a match to a
//!   target ends after round 10,000 whatever the totals. A setup or a save may give a
//!   total a head start of at most 1,000,000 points, plus [`MAX_ROUND_POINTS`] (396,
//!   the whole deck's hand count) per round already scored ([`max_total`]); as only
//!   the end of a round adds points, no sequence of legal moves takes a total past
//!   that bound, and no sum or round number overflows.
//! - **O10** The deal passes to the left (the next seat) each round.
//! - **O11** A seat sees its own hand, every card played, the top of the discard
//!   pile, the size of the stock and of every hand, the scores, and the round's public
//!   history (plays, passes with the top passed on, draws without the card). ([`view`])
//!
//! ## Options ([`OttawaOptions`]) and their defaults
//!
//! | option | default | rule |
//! |---|---|---|
//! | `players` | 2 (2–7) | O1 |
//! | `seed` | 0 | O2, O6 |
//! | `scoring` | [`Scoring::Collect`] (`"collect"`; or `"penalty"`) | O9 |
//! | `target` | 100 | O9 |
//! | `rounds` | `None` (play to the target) | O9 |
//! | `wrap_ace` (`wrapAce`) | off | O4 |
//! | `must_draw_when_stuck` (`mustDrawWhenStuck`) | off | O5 |
//!
//! ## How long a round lasts
//!
//! The rules do not bound a round. A player who is stuck and draws (always, under
//! `must_draw_when_stuck`) usually gets no match from one card; measured with simple
//! bots, hands then hover around five cards and a round often lasts 10⁴–10⁵ moves, the
//! stock being rebuilt again and again (O6). Rounds stay short (tens of moves) when
//! stuck players pass without drawing, since a full cycle of such passes blocks the
//! round (O8). The round's history ([`View::history`]) and the `played` list grow with
//! the round. See `benches/ottawa.rs` for both kinds of play.
//!
//! ## Using it
//!
//! [`OttawaGame::new`] deals a match; [`OttawaGame::from_setup`] checks a loose
//! [`Setup`]. [`OttawaGame::play`] takes a [`Move`] and either changes the game and
//! says what happened ([`PlayOutcome`]) or changes nothing and says why
//! ([`PlayError`], whose [`code`](PlayError::code) is the API's error code). After a
//! round, [`OttawaGame::next_round`] (or [`Move::NextRound`]) deals the next one.
//! [`OttawaGame::view`] is what one seat sees; [`OttawaGame::save`] and
//! [`OttawaGame::load`] write and read the `ottawa1:` text format ([`save`]).
//! The game implements [`crate::game::Game`], the surface shared with Ётта.
//!
//! ```
//! use yotta::ottawa::{Move, OttawaGame, OttawaOptions};
//! let mut game = OttawaGame::new(OttawaOptions { players: 3, seed: 7, ..Default::default() })?;
//! while let Some(&mv) = game.legal_moves().first() {
//!     game.play(&mv)?;
//! }
//! assert!(game.is_over());
//! assert_eq!(OttawaGame::load(&game.save()).unwrap(), game);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod card;
pub mod error;
pub mod game;
pub mod matching;
pub mod save;
pub mod scoring;
pub mod setup;
pub mod view;

pub use card::{format_cards, parse_cards, Card, CardError, Rank, Suit};
pub use error::{PlayError, SetupError};
pub use game::{Action, Move, OttawaGame, PlayOutcome, MAX_RESHUFFLES};
pub use matching::{hand_points, matches};
pub use scoring::{
    max_total, RoundResult, MAX_ROUNDS, MAX_ROUND_POINTS, MAX_START_SCORE, MAX_TARGET,
};
pub use setup::{OttawaOptions, Rules, Scoring, Setup};
pub use view::{Knowledge, PublicView, View};

use crate::game::{Game, SaveError};
use crate::rng::GameRng;

impl Game for OttawaGame {
    type Move = Move;
    type View = View;
    type Error = PlayError;

    fn players(&self) -> usize {
        OttawaGame::players(self)
    }

    fn to_move(&self) -> Option<usize> {
        OttawaGame::to_move(self)
    }

    fn legal_moves(&self) -> Vec<Move> {
        OttawaGame::legal_moves(self)
    }

    fn apply(&mut self, mv: &Move) -> Result<(), PlayError> {
        self.play(mv).map(|_| ())
    }

    fn is_over(&self) -> bool {
        OttawaGame::is_over(self)
    }

    fn view(&self, seat: usize) -> View {
        OttawaGame::view(self, seat)
    }

    fn redeal_hidden(&self, seat: usize, rng: &mut GameRng) -> Self {
        OttawaGame::redeal_hidden(self, seat, rng)
    }

    fn check_invariants(&self) -> Result<(), String> {
        OttawaGame::check_invariants(self)
    }

    fn save(&self) -> String {
        OttawaGame::save(self)
    }

    fn load(text: &str) -> Result<Self, SaveError> {
        OttawaGame::load(text)
    }
}
