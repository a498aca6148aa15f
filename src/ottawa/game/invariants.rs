//! The invariants of [`OttawaGame`]: what must hold of every state a match can reach
//! (the hands, stock and pile hold each card once; the scores, round and seats are in
//! range; the round's history is what the cards show; the end of a round and of the
//! match are the rules' decision). The property tests and the random playouts check
//! them after every move ([`OttawaGame::check_invariants`]).

use super::{under_the_top, Action, OttawaGame};
use crate::ottawa::card::Card;
use crate::ottawa::matching::matches;
use crate::ottawa::scoring::{match_ends, match_winners, max_total, round_result, MAX_ROUNDS};

impl OttawaGame {
    /// The round's history must be what the cards show: its plays are, in order, the
    /// last cards of `played`, each matching the card before it (O4); a pass names the
    /// top it was made on; a draw keeps the turn and a play or pass hands it to the
    /// left (O3). Each card goes from the pile back into play only by a draw after a
    /// reshuffle (O6), and a card drawn is played by the seat that drew it or is still
    /// in its hand. Every seat's deductions ([`crate::ottawa::view::Knowledge`]) follow
    /// this history, so one that contradicts the cards would mislead them later.
    fn check_history(&self) -> Result<(), String> {
        let n = self.players();
        let plays = self
            .history
            .iter()
            .filter(|a| matches!(a, Action::Play { .. }))
            .count();
        if plays >= self.played.len() {
            return Err("history: more plays than cards played after the upcard".into());
        }
        let first = self.played.len() - plays;
        let mut face_up = self.played[first..].iter();
        let mut top = self.played[first - 1];
        // The pile as the history builds it, and who last drew each card (by index).
        let mut pile: Vec<Card> = self.played[..first].to_vec();
        let mut drawn_by: [Option<usize>; 52] = [None; 52];
        let mut next: Option<usize> = None;
        for a in &self.history {
            if next.is_some_and(|s| s != a.seat()) {
                return Err(format!("history: {} moves out of turn", a.seat()));
            }
            next = Some(match *a {
                Action::Draw {
                    seat,
                    card,
                    reshuffled,
                } => {
                    if reshuffled {
                        under_the_top(&mut pile);
                    }
                    if let Some(c) = card {
                        if pile.contains(&c) || drawn_by[c.index()].is_some() {
                            return Err(format!("history: {c} drawn while in play"));
                        }
                        drawn_by[c.index()] = Some(seat);
                    }
                    seat
                }
                Action::Play { seat, card } => {
                    if face_up.next() != Some(&card) {
                        return Err(format!("history: the play of {card} is not in played"));
                    }
                    if !matches(top, card, self.options.wrap_ace) {
                        return Err(format!("history: {card} played on {top}"));
                    }
                    if pile.contains(&card) {
                        return Err(format!("history: {card} played from the pile"));
                    }
                    if drawn_by[card.index()].is_some_and(|s| s != seat) {
                        return Err(format!(
                            "history: {card} played by a seat that did not draw it"
                        ));
                    }
                    drawn_by[card.index()] = None;
                    pile.push(card);
                    top = card;
                    (seat + 1) % n
                }
                Action::Pass { seat, top: on } => {
                    if on != top {
                        return Err(format!("history: a pass on {on} with {top} on top"));
                    }
                    (seat + 1) % n
                }
            });
        }
        if self.result.is_none() && next.is_some_and(|s| s != self.to_move) {
            return Err("history: the seat to move is not the one after the last".into());
        }
        for c in Card::deck() {
            if let Some(seat) = drawn_by[c.index()] {
                if !self.hands[seat].contains(&c) {
                    return Err(format!(
                        "history: {seat} drew {c}, holds it no more, and never played it"
                    ));
                }
            }
        }
        if pile != self.discard {
            return Err("history: the pile is not what the plays and reshuffles left".into());
        }
        Ok(())
    }

    /// Checks every invariant of the state; `Err` names the first one broken.
    pub fn check_invariants(&self) -> Result<(), String> {
        let n = self.players();
        if !(2..=7).contains(&n) || self.options.players != n {
            return Err(format!("{n} hands"));
        }
        if self.scores.len() != n {
            return Err("one score per seat".into());
        }
        if self.dealer >= n || self.to_move >= n {
            return Err("dealer or seat to move out of range".into());
        }
        let last_round = self.options.rounds.unwrap_or(MAX_ROUNDS).min(MAX_ROUNDS);
        if !(1..=last_round).contains(&self.round) {
            return Err(format!("round {} is not 1 to {last_round}", self.round));
        }
        let max = max_total(self.round, self.result.is_some());
        if let Some(seat) = self.scores.iter().position(|&s| s > max) {
            return Err(format!(
                "scores[{seat}] is {}, above {max}, the most in round {}",
                self.scores[seat], self.round
            ));
        }
        if self.idle > n {
            return Err(format!(
                "idle is {}, more passes than end a round",
                self.idle
            ));
        }
        if self.discard.is_empty() {
            return Err("empty discard pile".into());
        }
        let mut seen = 0u64;
        let mut count = 0;
        for &c in self
            .hands
            .iter()
            .flatten()
            .chain(&self.stock)
            .chain(&self.discard)
        {
            if seen & c.bit() != 0 {
                return Err(format!("{c} is in two places"));
            }
            seen |= c.bit();
            count += 1;
        }
        if count != self.cards || self.cards > 52 {
            return Err(format!("{count} cards in play, {} expected", self.cards));
        }
        // A card reshuffled into the stock (O6) may be played again: no uniqueness here.
        let face_up = self.played.iter().fold(0u64, |s, c| s | c.bit());
        if self.discard.iter().any(|c| face_up & c.bit() == 0) {
            return Err("a discard that was never played".into());
        }
        if self.played.last() != self.discard.last() {
            return Err("the last card played is not the top".into());
        }
        let reshuffles = self
            .history
            .iter()
            .filter(|a| {
                matches!(
                    a,
                    Action::Draw {
                        reshuffled: true,
                        ..
                    }
                )
            })
            .count();
        if reshuffles != self.reshuffles as usize {
            return Err("reshuffle count".into());
        }
        if self.history.iter().any(|a| a.seat() >= n) {
            return Err("an action by an unknown seat".into());
        }
        self.check_history()?;
        if self.has_drawn {
            let drew = match self.history.last() {
                Some(Action::Draw { seat, .. }) => *seat == self.to_move,
                Some(_) => false,
                None => true, // a setup may start after the draw
            };
            if !drew {
                return Err("has drawn, but the last action is not that draw".into());
            }
        }
        match &self.result {
            None => {
                if let Some(seat) = self.hands.iter().position(Vec::is_empty) {
                    return Err(format!("hand {seat} is empty mid-round"));
                }
                if self.idle >= n {
                    return Err("a blocked round still being played".into());
                }
                if self.over {
                    return Err("match over mid-round".into());
                }
                let target = self.options.target;
                if self.options.rounds.is_none() && self.scores.iter().any(|&s| s >= target) {
                    return Err("a total reaches the target mid-round".into());
                }
            }
            Some(r) => {
                if *r != round_result(&self.hands, r.blocked, self.options.scoring) {
                    return Err("round result does not match the hands".into());
                }
                if !r.blocked && !self.hands.iter().any(Vec::is_empty) {
                    return Err("round won with no empty hand".into());
                }
                if self.over != match_ends(&self.rules(), self.round, &self.scores) {
                    return Err("match end not decided by the rules".into());
                }
                if self.has_drawn {
                    return Err("a draw pending after the round".into());
                }
            }
        }
        let winners = if self.over {
            match_winners(self.options.scoring, &self.scores)
        } else {
            Vec::new()
        };
        if winners != self.winners {
            return Err("winners".into());
        }
        Ok(())
    }
}
