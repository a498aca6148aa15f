// @ts-check
// The first screen's picture: a hand of each game's cards, side by side (a hand of Ётта
// cards, all four shapes, colours and numbers and a wild, beside a hand of Оттава
// cards), each drawn by its game (`descriptor.drawHand`).
import { GAMES } from "../games.js";

/**
 * @param {CanvasRenderingContext2D} ctx @param {number} w @param {number} h
 */
export function drawHero(ctx, w, h) {
  const part = w / GAMES.length;
  GAMES.forEach((g, i) => g.drawHand(ctx, i * part, part, h));
}
