//! Options of a match and the loose description of a position ([`Setup`]), which
//! `OttawaGame::from_setup` validates.

use super::card::Card;
use std::fmt;
use std::str::FromStr;

/// How rounds are scored (O9).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// `"collect"` (default): the round's winner scores the others' hand counts; the
    /// highest total wins.
    #[default]
    Collect,
    /// `"penalty"`: everyone adds the own hand count; the lowest total wins.
    Penalty,
}

impl fmt::Display for Scoring {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Scoring::Collect => "collect",
            Scoring::Penalty => "penalty",
        })
    }
}

impl FromStr for Scoring {
    type Err = ();

    /// `"collect"` or `"penalty"`, case-insensitive.
    fn from_str(s: &str) -> Result<Scoring, ()> {
        match s.trim().to_ascii_lowercase().as_str() {
            "collect" => Ok(Scoring::Collect),
            "penalty" => Ok(Scoring::Penalty),
            _ => Err(()),
        }
    }
}

/// The rules of a match that every player knows (everything in [`OttawaOptions`] but
/// the seat count and the seed). Part of every view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// O9 option `scoring`.
    pub scoring: Scoring,
    /// O9 option `target` (default 100): the match ends after the round in which some
    /// total reaches it. Ignored when `rounds` is set.
    pub target: u32,
    /// O9 option `rounds` (default none): play this many rounds instead of to a target.
    pub rounds: Option<u32>,
    /// O4 option `wrapAce` (default off): the ace is also next to the 2.
    pub wrap_ace: bool,
    /// O5 option `mustDrawWhenStuck` (default off): a player holding no matching card
    /// must draw before passing when a card can be drawn.
    pub must_draw_when_stuck: bool,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            scoring: Scoring::Collect,
            target: 100,
            rounds: None,
            wrap_ace: false,
            must_draw_when_stuck: false,
        }
    }
}

/// Options of a new match (API `new OttawaGame(options)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OttawaOptions {
    /// Seats, 2–7 (O1). Default 2.
    pub players: usize,
    /// The seed of every deal and reshuffle (O2, O6). Default 0.
    pub seed: u64,
    /// O9, default [`Scoring::Collect`].
    pub scoring: Scoring,
    /// O9, default 100.
    pub target: u32,
    /// O9, default `None` (play to the target).
    pub rounds: Option<u32>,
    /// O4, default off.
    pub wrap_ace: bool,
    /// O5, default off.
    pub must_draw_when_stuck: bool,
}

impl Default for OttawaOptions {
    fn default() -> OttawaOptions {
        OttawaOptions::from_rules(2, 0, Rules::default())
    }
}

impl OttawaOptions {
    /// Options with these seats, seed and rules.
    pub fn from_rules(players: usize, seed: u64, rules: Rules) -> OttawaOptions {
        OttawaOptions {
            players,
            seed,
            scoring: rules.scoring,
            target: rules.target,
            rounds: rules.rounds,
            wrap_ace: rules.wrap_ace,
            must_draw_when_stuck: rules.must_draw_when_stuck,
        }
    }

    /// The public part of the options.
    pub fn rules(&self) -> Rules {
        Rules {
            scoring: self.scoring,
            target: self.target,
            rounds: self.rounds,
            wrap_ace: self.wrap_ace,
            must_draw_when_stuck: self.must_draw_when_stuck,
        }
    }
}

/// A position as claimed by its author (API `OttawaGame.fromSetup`): public fields,
/// possibly nonsense until `OttawaGame::from_setup` has checked them.
///
/// The cards need not be all 52 (a puzzle may use fewer), but none may appear twice.
/// The next rounds of the match are dealt from the full deck.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Seats, 2–7; `options.players` must agree.
    pub players: usize,
    /// One hand per seat; none empty.
    pub hands: Vec<Vec<Card>>,
    /// The stock, top card first.
    pub stock: Vec<Card>,
    /// The discard pile, bottom card first: the last card is the top. Not empty.
    pub discard: Vec<Card>,
    /// The seat that dealt this round.
    pub dealer: usize,
    /// The seat to move.
    pub to_move: usize,
    /// Whether the seat to move has already drawn this turn (O5). Default false.
    pub has_drawn: bool,
    /// Match totals so far, one per seat; empty means all zero.
    pub scores: Vec<u32>,
    /// The round number, from 1.
    pub round: u32,
    /// The match's options; the seed drives later reshuffles and deals.
    pub options: OttawaOptions,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            players: 2,
            hands: Vec::new(),
            stock: Vec::new(),
            discard: Vec::new(),
            dealer: 0,
            to_move: 1,
            has_drawn: false,
            scores: Vec::new(),
            round: 1,
            options: OttawaOptions::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn o9_defaults() {
        let o = OttawaOptions::default();
        assert_eq!(o.players, 2);
        assert_eq!(o.scoring, Scoring::Collect);
        assert_eq!(o.target, 100);
        assert_eq!(o.rounds, None);
        assert!(!o.wrap_ace);
        assert!(!o.must_draw_when_stuck);
        assert_eq!(OttawaOptions::from_rules(2, 0, o.rules()), o);
    }

    #[test]
    fn o9_scoring_names_round_trip() {
        for s in [Scoring::Collect, Scoring::Penalty] {
            assert_eq!(s.to_string().parse::<Scoring>(), Ok(s));
        }
        assert_eq!(" Penalty ".parse::<Scoring>(), Ok(Scoring::Penalty));
        assert!("highest".parse::<Scoring>().is_err());
    }
}
