// @ts-check
// The seats of a multi-device game played on other devices, as the host's turn loop
// (www/seats/match.js) sees them: one driver per remote seat (www/seats/drivers.js),
// whose move is the move that seat's device asked for. The protocol (./protocol.js)
// hands a guest's move in (`apply`) once it is sound in shape and for the seat to
// move; the loop plays it through the engine, the one check, and what the engine
// answered goes back to the device (the driver's `done`). A refused move is answered
// with the refusal and the loop waits for the seat's next one. A seat given to a
// computer player is played by that player from then on, the position it was
// waiting for included.
import { computerDriver } from "../seats/drivers.js";
import { refusal } from "./messages.js";

/**
 * @typedef {import("../seats/match.js").LoopResult} Result
 * @typedef {import("../seats/drivers.js").Driver} Driver
 * @typedef {import("../seats/drivers.js").MoveRequest} MoveRequest
 * @typedef {import("../seats/drivers.js").MoveContext} MoveContext
 */

/**
 * @param {{ seats: { kind: string, level?: import("../ui/levels.js").Level }[] }} session the host's session (its seats' kinds change)
 * @param {() => boolean} started whether the table's turn loop runs
 */
export function remoteSeats(session, started) {
  /**
   * The loop's asks, by seat: `resolve` with the device's move, or `handOver` the ask to
   * the computer player the seat was given to.
   * @type {Map<number, { resolve: (m: object) => void, handOver: () => void }>}
   */
  const asks = new Map();
  /** @type {Map<number, { move: object, answer: (r: Result) => void }>} a guest's move, waiting for the loop's ask */
  const queued = new Map();
  /** @type {Map<number, (r: Result) => void>} the answer to a guest's move, once the loop has played it */
  const answers = new Map();

  /**
   * A guest's move for `seat`, handed to the loop; resolves with the engine's result.
   * @param {number} seat @param {object} move
   * @returns {Promise<Result> | Result}
   */
  function apply(seat, move) {
    if (!started()) return refusal("not-started", "the game has not started");
    return new Promise((answer) => {
      const ask = asks.get(seat);
      if (ask) {
        asks.delete(seat);
        answers.set(seat, answer);
        ask.resolve(move);
      } else queued.set(seat, { move, answer });
    });
  }

  /**
   * The driver of a remote seat (registered for the seat kind "remote"); once the seat
   * is given to a computer player, that player's driver decides, and the seat is a
   * computer's for the loop's refusal policy too.
   * @param {import("../games.js").Seat} seat @param {number} index @param {import("../seats/drivers.js").DriverDeps} deps
   * @returns {Driver}
   */
  function driver(seat, index, deps) {
    /** @type {Driver | null} */
    let computer = null;
    const isComputer = () => session.seats[index].kind === "ai";
    /** @param {MoveRequest} request @param {MoveContext} ctx @returns {Promise<object>} */
    function move(request, ctx) {
      const { signal } = ctx;
      if (isComputer()) {
        computer ??= computerDriver(
          { ...seat, kind: "ai", level: session.seats[index].level ?? "medium" },
          index,
          deps,
        );
        return computer.move(request, ctx);
      }
      return new Promise((resolve, reject) => {
        const q = queued.get(index);
        if (q) {
          queued.delete(index);
          answers.set(index, q.answer);
          return resolve(q.move);
        }
        // Given to a computer player meanwhile: that player decides this same position.
        const handOver = () => move(request, ctx).then(resolve, reject);
        asks.set(index, { resolve, handOver });
        signal.addEventListener(
          "abort",
          () => {
            if (asks.get(index)?.resolve === resolve) asks.delete(index);
            reject(new DOMException("the position changed", "AbortError"));
          },
          { once: true },
        );
      });
    }
    return {
      get kind() {
        return isComputer() ? "computer" : "remote";
      },
      move,
      /** @param {Result} result */
      done(result) {
        const a = answers.get(index);
        answers.delete(index);
        a?.(result);
      },
      dispose() {
        asks.delete(index);
      },
    };
  }

  /** `seat` was given to a computer player: a move the loop was waiting for from its device now comes from that player. @param {number} seat */
  function handOver(seat) {
    const ask = asks.get(seat);
    asks.delete(seat);
    ask?.handOver();
  }

  return { apply, driver, handOver };
}
