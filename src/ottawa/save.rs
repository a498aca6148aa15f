//! The save format: one line of text, versioned.
//!
//! ```text
//! ottawa1:p=2;seed=42;scoring=collect;target=100;rounds=-;wrap=0;mustdraw=0;cards=52;
//!   round=1;dealer=0;move=1;drawn=0;idle=0;resh=0;scores=0,0;hands=7C8CKD.2SAH;
//!   stock=5H9D…;discard=9C;played=9C;hist=1p9C,0d?,0dr5H,1x9C;end=-
//! ```
//! (one line, no spaces). Fields come in this fixed order. Cards are written back to
//! back in canonical notation; hands are separated by `.`; the stock is written top
//! card first, the discard pile bottom first. `hist` lists the round's actions:
//! `<seat>p<card>` a play, `<seat>d[r]<card or ?>` a draw (`r`: after a reshuffle,
//! `?`: card not recorded), `<seat>x<top>` a pass. `end` is `-` while the round is
//! being played, `won` or `blocked` after it; the round result, the match end and the
//! winners are recomputed from the rest. A text with another first word than
//! `ottawa1:` is refused as an unknown version; any damage, as corrupt.

use super::card::Card;
use super::game::{check_options, Action, OttawaGame};
use super::scoring::{match_ends, match_winners, round_result};
use super::setup::{OttawaOptions, Scoring};
use super::view::Knowledge;
use crate::game::SaveError;
use std::fmt::Write;

const TAG: &str = "ottawa1:";

fn cards_text(out: &mut String, cards: impl IntoIterator<Item = Card>) {
    for c in cards {
        let _ = write!(out, "{c}");
    }
}

impl OttawaGame {
    /// The whole match as one line of text (see the module [`crate::ottawa::save`]).
    pub fn save(&self) -> String {
        let o = &self.options;
        let mut s = String::with_capacity(400);
        let _ = write!(
            s,
            "{TAG}p={};seed={};scoring={};target={};rounds={};wrap={};mustdraw={};cards={};\
             round={};dealer={};move={};drawn={};idle={};resh={};scores=",
            o.players,
            o.seed,
            o.scoring,
            o.target,
            o.rounds.map_or("-".to_string(), |r| r.to_string()),
            u8::from(o.wrap_ace),
            u8::from(o.must_draw_when_stuck),
            self.cards,
            self.round,
            self.dealer,
            self.to_move,
            u8::from(self.has_drawn),
            self.idle,
            self.reshuffles,
        );
        for (i, score) in self.scores.iter().enumerate() {
            let sep = if i > 0 { "," } else { "" };
            let _ = write!(s, "{sep}{score}");
        }
        s.push_str(";hands=");
        for (i, hand) in self.hands.iter().enumerate() {
            if i > 0 {
                s.push('.');
            }
            cards_text(&mut s, hand.iter().copied());
        }
        s.push_str(";stock=");
        cards_text(&mut s, self.stock.iter().rev().copied());
        s.push_str(";discard=");
        cards_text(&mut s, self.discard.iter().copied());
        s.push_str(";played=");
        cards_text(&mut s, self.played.iter().copied());
        s.push_str(";hist=");
        for (i, a) in self.history.iter().enumerate() {
            if i > 0 {
                s.push(',');
            }
            let _ = match *a {
                Action::Play { seat, card } => write!(s, "{seat}p{card}"),
                Action::Pass { seat, top } => write!(s, "{seat}x{top}"),
                Action::Draw {
                    seat,
                    card,
                    reshuffled,
                } => {
                    let r = if reshuffled { "r" } else { "" };
                    match card {
                        Some(c) => write!(s, "{seat}d{r}{c}"),
                        None => write!(s, "{seat}d{r}?"),
                    }
                }
            };
        }
        s.push_str(";end=");
        s.push_str(match &self.result {
            None => "-",
            Some(r) if r.blocked => "blocked",
            Some(_) => "won",
        });
        s
    }

    /// The match [`OttawaGame::save`] wrote. Refuses an unknown version, and any text
    /// that is damaged or describes an impossible state.
    pub fn load(text: &str) -> Result<OttawaGame, SaveError> {
        let body = text
            .trim()
            .strip_prefix(TAG)
            .ok_or(SaveError::UnknownVersion)?;
        let mut fields = Fields(body.split(';'));
        let players: usize = fields.num("p")?;
        let seed: u64 = fields.num("seed")?;
        let scoring: Scoring = fields
            .get("scoring")?
            .parse()
            .map_err(|()| corrupt("scoring"))?;
        let target: u32 = fields.num("target")?;
        let rounds = match fields.get("rounds")? {
            "-" => None,
            r => Some(r.parse().map_err(|_| corrupt("rounds"))?),
        };
        let wrap_ace = fields.flag("wrap")?;
        let must_draw_when_stuck = fields.flag("mustdraw")?;
        let options = OttawaOptions {
            players,
            seed,
            scoring,
            target,
            rounds,
            wrap_ace,
            must_draw_when_stuck,
        };
        check_options(&options).map_err(|e| SaveError::Corrupt(e.to_string()))?;
        let cards: usize = fields.num("cards")?;
        let round: u32 = fields.num("round")?;
        let dealer: usize = fields.num("dealer")?;
        let to_move: usize = fields.num("move")?;
        let has_drawn = fields.flag("drawn")?;
        let idle: usize = fields.num("idle")?;
        let reshuffles: u32 = fields.num("resh")?;
        let scores = fields
            .get("scores")?
            .split(',')
            .map(|t| t.parse::<u32>().map_err(|_| corrupt("scores")))
            .collect::<Result<Vec<u32>, _>>()?;
        let hands = fields
            .get("hands")?
            .split('.')
            .map(parse_cards)
            .collect::<Result<Vec<_>, _>>()?;
        let mut stock = parse_cards(fields.get("stock")?)?;
        stock.reverse();
        let discard = parse_cards(fields.get("discard")?)?;
        let played = parse_cards(fields.get("played")?)?;
        let history = match fields.get("hist")? {
            "" => Vec::new(),
            h => h
                .split(',')
                .map(parse_action)
                .collect::<Result<Vec<_>, _>>()?,
        };
        let blocked = match fields.get("end")? {
            "-" => None,
            "won" => Some(false),
            "blocked" => Some(true),
            _ => return Err(corrupt("end")),
        };
        if fields.0.next().is_some() {
            return Err(corrupt("trailing fields"));
        }
        if hands.len() != players || scores.len() != players || discard.is_empty() {
            return Err(corrupt("seat counts"));
        }
        let result = blocked.map(|b| round_result(&hands, b, scoring));
        let over = result.is_some() && match_ends(&options.rules(), round, &scores) && round > 0;
        let winners = if over {
            match_winners(scoring, &scores)
        } else {
            Vec::new()
        };
        let game = OttawaGame {
            options,
            hands,
            stock,
            discard,
            dealer,
            to_move,
            round,
            scores,
            has_drawn,
            idle,
            reshuffles,
            played,
            history,
            result,
            over,
            winners,
            cards,
        };
        game.check_invariants().map_err(SaveError::Corrupt)?;
        // What every seat deduces from the history must hold of the actual deal: a
        // history that contradicts the hands (a pass recorded while the seat held a
        // matching card, say) is not what happened, and no deal of the hidden cards
        // would agree with it (`redeal_hidden`, the computer players).
        if game.result.is_none() {
            for seat in 0..players {
                let k = Knowledge::from_view(&game.view(seat));
                let held = |s: usize, c: &Card| k.may_hold[s] & c.bit() != 0;
                let fits = game
                    .hands
                    .iter()
                    .enumerate()
                    .all(|(s, h)| h.iter().all(|c| held(s, c)))
                    && game.stock.iter().all(|c| k.may_be_in_stock & c.bit() != 0);
                if !fits {
                    return Err(corrupt("history: it contradicts the hands"));
                }
            }
        }
        // Only the one text `save` writes for this game is accepted (no leading
        // zeros, no stray spaces): a damaged text cannot pass for a different game.
        if game.save() != text.trim() {
            return Err(corrupt("form: not as saved"));
        }
        Ok(game)
    }
}

fn corrupt(what: &str) -> SaveError {
    SaveError::Corrupt(format!("bad {what}"))
}

struct Fields<'a>(std::str::Split<'a, char>);

impl<'a> Fields<'a> {
    fn get(&mut self, key: &str) -> Result<&'a str, SaveError> {
        let field = self.0.next().ok_or_else(|| corrupt(key))?;
        field
            .strip_prefix(key)
            .and_then(|v| v.strip_prefix('='))
            .ok_or_else(|| corrupt(key))
    }

    fn num<T: std::str::FromStr>(&mut self, key: &str) -> Result<T, SaveError> {
        let v = self.get(key)?;
        // Digits only: no signs, no spaces.
        if v.is_empty() || !v.bytes().all(|b| b.is_ascii_digit()) {
            return Err(corrupt(key));
        }
        v.parse().map_err(|_| corrupt(key))
    }

    fn flag(&mut self, key: &str) -> Result<bool, SaveError> {
        match self.get(key)? {
            "0" => Ok(false),
            "1" => Ok(true),
            _ => Err(corrupt(key)),
        }
    }
}

fn parse_card(text: &str) -> Result<Card, SaveError> {
    // Canonical form only: a save is written by the program.
    match text.parse::<Card>() {
        Ok(c) if c.to_string() == text => Ok(c),
        _ => Err(corrupt("card")),
    }
}

fn parse_cards(text: &str) -> Result<Vec<Card>, SaveError> {
    if text.len() % 2 != 0 || !text.is_ascii() {
        return Err(corrupt("card list"));
    }
    (0..text.len())
        .step_by(2)
        .map(|i| parse_card(&text[i..i + 2]))
        .collect()
}

fn parse_action(text: &str) -> Result<Action, SaveError> {
    let bad = || corrupt("history");
    let split = text
        .find(|c: char| !c.is_ascii_digit())
        .filter(|&i| i > 0)
        .ok_or_else(bad)?;
    let seat: usize = text[..split].parse().map_err(|_| bad())?;
    let rest = &text[split..];
    if let Some(card) = rest.strip_prefix('p') {
        return Ok(Action::Play {
            seat,
            card: parse_card(card)?,
        });
    }
    if let Some(top) = rest.strip_prefix('x') {
        return Ok(Action::Pass {
            seat,
            top: parse_card(top)?,
        });
    }
    let draw = rest.strip_prefix('d').ok_or_else(bad)?;
    let (reshuffled, card) = match draw.strip_prefix('r') {
        Some(c) => (true, c),
        None => (false, draw),
    };
    let card = match card {
        "?" => None,
        c => Some(parse_card(c)?),
    };
    Ok(Action::Draw {
        seat,
        card,
        reshuffled,
    })
}
