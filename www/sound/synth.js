// @ts-check
// The effects, synthesized with Web Audio (no audio files): each is one oscillator
// through one gain envelope, its pitch stepped or swept over time, so that one effect
// starts exactly one sound source. Loaded at the person's first gesture (./sound.js),
// the only time a page may start sound; the one AudioContext is made at the first effect.

/**
 * An effect: the oscillator's wave, its notes (frequency in Hz, length in seconds; a
 * note of frequency 0 is a rest), and how loud.
 * @typedef {{ wave: OscillatorType, notes: [number, number][], volume: number, glide?: boolean }} Shape
 */

/** @type {AudioContext | null} */
let ctx = null;

/** A frequency `semis` semitones above `base`. @param {number} base @param {number} semis */
const up = (base, semis) => base * 2 ** (semis / 12);

/**
 * The shape of each effect; `level` is the points scored (the pitch rises with them,
 * an octave and a half at most) or the lots made.
 * @type {Record<import("./sound.js").Effect, (level: number) => Shape>}
 */
const SHAPES = {
  place: () => ({
    wave: "triangle",
    notes: [
      [660, 0.03],
      [440, 0.06],
    ],
    volume: 0.18,
    glide: true,
  }),
  score: (points) => {
    const f = up(392, Math.min(18, Math.round(Math.log2(1 + Math.max(0, points)) * 2.5)));
    return {
      wave: "sine",
      notes: [
        [f, 0.07],
        [up(f, 7), 0.11],
      ],
      volume: 0.22,
    };
  },
  lot: (lots) => {
    /** @type {[number, number][]} */
    const top =
      lots > 1
        ? [
            [up(523, 16), 0.08],
            [up(523, 19), 0.16],
          ]
        : [[up(523, 12), 0.16]];
    /** @type {[number, number][]} */
    const notes = [[523, 0.07], [up(523, 4), 0.07], [up(523, 7), 0.07], ...top];
    return { wave: "triangle", notes, volume: 0.24 };
  },
  refused: () => ({
    wave: "square",
    notes: [
      [140, 0.07],
      [0, 0.05],
      [140, 0.09],
    ],
    volume: 0.07,
  }),
  turn: () => ({
    wave: "sine",
    notes: [
      [880, 0.12],
      [up(880, 7), 0.2],
    ],
    volume: 0.2,
  }),
  win: () => ({
    wave: "triangle",
    notes: [
      [523, 0.1],
      [up(523, 4), 0.1],
      [up(523, 7), 0.1],
      [up(523, 12), 0.1],
      [up(523, 16), 0.35],
    ],
    volume: 0.24,
  }),
  lose: () => ({
    wave: "triangle",
    notes: [
      [392, 0.16],
      [up(392, -3), 0.16],
      [up(392, -7), 0.16],
      [up(392, -12), 0.4],
    ],
    volume: 0.2,
  }),
};

/**
 * Plays effect `name` now.
 * @param {import("./sound.js").Effect} name @param {number} level
 */
export function effect(name, level) {
  const shape = SHAPES[name]?.(level);
  if (!shape) return;
  ctx ??= new AudioContext();
  const a = ctx;
  if (a.state === "suspended") a.resume().catch(() => {});
  const osc = a.createOscillator();
  const gain = a.createGain();
  osc.type = shape.wave;
  const t0 = a.currentTime + 0.01;
  let t = t0;
  gain.gain.setValueAtTime(0, t0);
  for (const [f, len] of shape.notes) {
    if (f > 0) {
      if (shape.glide && t > t0) osc.frequency.exponentialRampToValueAtTime(f, t + len);
      else osc.frequency.setValueAtTime(f, t);
      // Each note: a quick attack, then a decay to near silence by its end.
      gain.gain.setValueAtTime(0, t);
      gain.gain.linearRampToValueAtTime(shape.volume, t + 0.008);
      gain.gain.exponentialRampToValueAtTime(0.001, t + len);
    } else gain.gain.setValueAtTime(0, t);
    t += len;
  }
  osc.connect(gain).connect(a.destination);
  osc.start(t0);
  osc.stop(t + 0.02);
  osc.onended = () => {
    osc.disconnect();
    gain.disconnect();
  };
}
