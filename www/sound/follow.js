// @ts-check
// Which news of a table's loop (www/seats/match.js) makes which effect (./sound.js):
// loaded with the first table mounted (www/main.js), not with the first screen, and
// with it the synthesizer (./synth.js), handed to ./sound.js.
import { play, useSynth } from "./sound.js";
import * as synth from "./synth.js";

useSynth(synth);

/**
 * A table's news, heard: the table's match loop (www/seats/match.js) is followed, and
 * each event that concerns the people at this device makes one effect. `person(seat)`
 * says whether a seat is played by a person at this device.
 * @param {{ on: import("../seats/match.js").Match["on"] }} match
 * @param {(seat: number) => boolean} person
 */
export function followSound(match, person) {
  /** The seat whose turn was heard last (a turn that goes on after a draw is not heard again). */
  let turnOf = -1;
  match.on("played", (seat, move, result) => {
    if (seat === null) return;
    const r = /** @type {{ score?: number, lots?: number }} */ (result);
    const m = /** @type {{ place?: unknown, card?: unknown }} */ (move);
    if ((r.lots ?? 0) > 0) play("lot", r.lots);
    else if ((r.score ?? 0) > 0) play("score", r.score);
    else if (m.place || m.card) play("place");
  });
  match.on("turn", (seat, { after }) => {
    const again = seat === turnOf;
    turnOf = seat;
    // The person's turn after someone else's move (not the first of a game just opened,
    // not a refused move asked again).
    if (person(seat) && !again && after !== "start" && after !== "refused") play("turn");
  });
  match.on("refused", (seat, _error, { kind }) => {
    if (kind === "human" && person(seat)) play("refused");
  });
  match.on("over", (view) => {
    const v = /** @type {{ winners?: number[], players?: number, scores?: number[] }} */ (view);
    const seats = (v.scores ?? []).map((_, i) => i).filter(person);
    if (!seats.length) return;
    play((v.winners ?? []).some((w) => seats.includes(w)) ? "win" : "lose");
  });
}
