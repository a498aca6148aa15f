//! The save format: one line of text, fields separated by `|`:
//!
//! ```text
//! iota2|players|allFour|shortGame|toMove|passes|over|scores|board|hands|pile|last|known
//! ```
//!
//! `allFour`, `shortGame`, `over` are `0`/`1`; `scores` space-separated; `board` is
//! position text; `hands` are card codes separated by spaces, hands by `/`; `pile` is
//! card codes top first; `last` is `-` or `seat:kind:score:traded:placements:recycles`
//! (placements in the order played); `known`
//! lists the hidden cards that traders follow (Y5b) in brackets, as `card:seats` with
//! the seats a bit set in decimal, e.g. `[3RT:1 2GC:2]` or `[]` (the closing bracket
//! shows that the text was not cut short). Saves of the first version (`iota1`) have
//! no `known` field: they end at `last` and load with nothing followed, so a version-2
//! text cut at a field boundary is still refused. Loading validates everything
//! ([`super::IotaGame::from_setup`]), so a damaged text is refused, never trusted.

use super::card::Card;
use super::game::{IotaGame, LastMove, MoveKind, Setup};
use super::position::{parse_position, Placement};
use crate::game::SaveError;

const TAG: &str = "iota2";
/// The first version of the format: the same fields without `known`.
const TAG_V1: &str = "iota1";

fn cards(cards: impl Iterator<Item = Card>) -> String {
    cards.map(|c| c.to_string()).collect::<Vec<_>>().join(" ")
}

fn placements(p: &[Placement]) -> String {
    p.iter()
        .map(|p| p.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The save text of `game`.
pub fn save(game: &IotaGame) -> String {
    let last = match &game.last {
        None => "-".to_string(),
        Some(l) => format!(
            "{}:{}:{}:{}:{}:{}",
            l.seat,
            l.kind.as_str(),
            l.score,
            l.traded,
            placements(&l.placements),
            placements(&l.recycles)
        ),
    };
    let fields = [
        TAG.to_string(),
        game.players.to_string(),
        u8::from(game.all_four_bonus).to_string(),
        u8::from(game.short_game).to_string(),
        game.to_move.to_string(),
        game.passes.to_string(),
        u8::from(game.over).to_string(),
        game.scores
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(" "),
        super::position::format_position(&game.board.sorted()),
        game.hands
            .iter()
            .map(|h| cards(h.iter().copied()))
            .collect::<Vec<_>>()
            .join("/"),
        cards(game.pile.iter().copied()),
        last,
        format!(
            "[{}]",
            game.known
                .iter()
                .map(|(c, m)| format!("{c}:{m}"))
                .collect::<Vec<_>>()
                .join(" ")
        ),
    ];
    fields.join("|")
}

fn corrupt(what: &str) -> SaveError {
    SaveError::Corrupt(what.to_string())
}

fn num<T: std::str::FromStr>(s: &str, what: &str) -> Result<T, SaveError> {
    s.trim().parse().map_err(|_| corrupt(what))
}

fn flag(s: &str, what: &str) -> Result<bool, SaveError> {
    match s.trim() {
        "0" => Ok(false),
        "1" => Ok(true),
        _ => Err(corrupt(what)),
    }
}

fn card_list(s: &str, what: &str) -> Result<Vec<Card>, SaveError> {
    s.split_whitespace()
        .map(|c| c.parse().map_err(|_| corrupt(what)))
        .collect()
}

/// The game saved in `text`.
pub fn load(text: &str) -> Result<IotaGame, SaveError> {
    let fields: Vec<&str> = text.trim().split('|').collect();
    let expected = match fields.first() {
        Some(&TAG) => 13,
        Some(&TAG_V1) => 12,
        _ => return Err(SaveError::UnknownVersion),
    };
    if fields.len() != expected {
        return Err(corrupt("wrong number of fields"));
    }
    let players: usize = num(fields[1], "players")?;
    let scores: Vec<u32> = fields[7]
        .split_whitespace()
        .map(|s| num(s, "scores"))
        .collect::<Result<_, _>>()?;
    let hands: Vec<Vec<Card>> = fields[9]
        .split('/')
        .map(|h| card_list(h, "hands"))
        .collect::<Result<_, _>>()?;
    let passes: usize = num(fields[5], "passes")?;
    let over = flag(fields[6], "over")?;
    let setup = Setup {
        players,
        board: parse_position(fields[8]).map_err(|_| corrupt("board"))?,
        hands,
        pile: card_list(fields[10], "pile")?,
        scores,
        to_move: num(fields[4], "seat to move")?,
        passes: 0,
        all_four_bonus: flag(fields[2], "allFour")?,
        short_game: flag(fields[3], "shortGame")?,
    };
    let mut game = IotaGame::from_setup(setup).map_err(|e| corrupt(&e.to_string()))?;
    game.passes = passes;
    game.over = over;
    game.last = match fields[11] {
        "-" => None,
        l => {
            let parts: Vec<&str> = l.split(':').collect();
            if parts.len() != 6 {
                return Err(corrupt("last move"));
            }
            let seat: usize = num(parts[0], "last move")?;
            if seat >= players {
                return Err(corrupt("last move"));
            }
            let kind = match parts[1] {
                "play" => MoveKind::Play,
                "pass" => MoveKind::Pass,
                "trade" => MoveKind::Trade,
                _ => return Err(corrupt("last move")),
            };
            let pl = |s: &str| parse_position(s).map_err(|_| corrupt("last move"));
            Some(LastMove {
                seat,
                kind,
                score: num(parts[2], "last move score")?,
                traded: num(parts[3], "last move traded")?,
                placements: pl(parts[4])?,
                recycles: pl(parts[5])?,
            })
        }
    };
    game.known = match fields.get(12) {
        None => Vec::new(),
        Some(k) => known(k, &game)?,
    };
    // The bounds on what `from_setup` does not see: the passes (Y20), the last move.
    game.invariants().map_err(|e| corrupt(&e))?;
    Ok(game)
}

/// The `known` field: each card numbered, hidden (in a hand or the pile), listed once,
/// followed by existing seats only.
fn known(text: &str, game: &IotaGame) -> Result<Vec<(Card, u8)>, SaveError> {
    let text = text
        .strip_prefix('[')
        .and_then(|t| t.strip_suffix(']'))
        .ok_or_else(|| corrupt("known"))?;
    let mut out: Vec<(Card, u8)> = Vec::new();
    for item in text.split_whitespace() {
        let (c, m) = item.split_once(':').ok_or_else(|| corrupt("known"))?;
        let card: Card = c.parse().map_err(|_| corrupt("known"))?;
        let seats: u8 = num(m, "known")?;
        let hidden = game.pile.contains(&card) || game.hands.iter().any(|h| h.contains(&card));
        if card.is_wild()
            || !hidden
            || seats == 0
            || u32::from(seats) >= 1 << game.players
            || out.iter().any(|&(k, _)| k == card)
        {
            return Err(corrupt("known"));
        }
        out.push((card, seats));
    }
    Ok(out)
}
