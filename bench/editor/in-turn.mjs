/**
 * Two pages measured in turn, so that a comparison between them is like with like: their loads alternate and
 * so do their interactions, taken in rounds (each page loaded afresh, the order swapped every round). Measured
 * one after the other, a page loaded after others read 10-20 % slower than the same page loaded first, and a
 * page's interactions measured minutes apart flip by 20-40 % on 20-30 ms figures with the machine's moment.
 * A side is `{ page, url }`: the tab it is measured in (the same for both, or one per server) and its address.
 * Sides in tabs of their own: a side's tab is taken to a blank page before the other's turn, so that nothing it
 * runs while open (its connection, its timers) falls in the other's measures.
 */
import { stats } from '../lib.mjs';
import { measureKeystroke, measureReorder, measureSelect, ready } from './measures.mjs';

/** A side in a tab of its own leaves its page before the other side's turn. */
async function leave(side, a, b) {
  if (a.page !== b.page) await side.page.goto('about:blank');
}

/** Samples of each measure on a page (taken in rounds, shared out over them). */
export const RUNS = { ready: 9, select: 40, edit: 30, reorder: 20 };
/** Rounds in which two pages measured in turn take their interactions. */
export const ROUNDS_IN_TURN = 4;
/**
 * Each measure's runs, in all, of two pages compared in turn, as a multiple of RUNS: a p95 of 30-40 samples is
 * their second highest, and one keystroke that misses a frame moves it by 16 ms; with twice the runs the
 * comparisons still flipped on three or four samples of a tail (the medians alike); of 120-160, the sixth to
 * eighth highest.
 */
export const SCALE_IN_TURN = 4;

/** Loads of each of two pages compared in turn at `scale`: RUNS.ready at the default, more for more (odd). */
export function loadsInTurn(scale = SCALE_IN_TURN) {
  const loads = Math.ceil((RUNS.ready * scale) / SCALE_IN_TURN);
  return loads % 2 === 1 ? loads : loads + 1;
}

/**
 * Select, keystroke and reorder on the page already open, `share` of each's runs. With `dropFirst`, each
 * takes one run more and drops its first: the first interaction after a load is slower (its code warmed, its
 * caches filled), and a measure taken in rounds would count that moment once per round where one taken at
 * once counts it once. `quiet` (a side's) resolves when its server is idle: each measure starts on a quiet
 * machine, as each page does in run.mjs (a co-editing server stores the edits of the measure before), and so does
 * each drop (a co-editing server stores every drop about half a second later: 120-150 ms of its CPU here).
 */
export async function interactions(page, slot, share = 1, dropFirst = false, quiet = async () => {}) {
  const extra = dropFirst ? 1 : 0;
  const runs = (count) => Math.ceil(count * share) + extra;
  await quiet();
  const select = await measureSelect(page, slot, runs(RUNS.select));
  await quiet();
  const keystroke = await measureKeystroke(page, slot, runs(RUNS.edit));
  // The keystrokes' edits are stored by a co-editing server about a second later: the drops start after that.
  await quiet();
  const reorder = await measureReorder(page, slot, runs(RUNS.reorder), quiet);
  return { select: select.slice(extra), keystroke: keystroke.slice(extra), reorder: reorder.slice(extra) };
}

/** The figures of interactions taken in one or more rounds, their samples pooled (and kept, to 0.1 ms). */
export function interactionFigures(rounds) {
  const figures = (key) => {
    const samples = rounds.flatMap((r) => r[key]);
    return { ...stats(samples), samples: samples.map((ms) => Math.round(ms * 10) / 10) };
  };
  return {
    selectToInspectorMs: figures('select'),
    keystrokeToCanvasMs: figures('keystroke'),
    dragReorderMs: figures('reorder'),
  };
}

/**
 * Loads of two sides in turn, the order swapped every round: the load that follows another pays for the other
 * page's teardown (its frame's garbage collected while this one renders), and the two take that turn alike.
 * The first load warms the server and the browser cache like a returning user; all are reported. Returns
 * each side's samples; in one tab, leaves `b` open.
 */
export async function readyInTurn(a, b, runs = RUNS.ready) {
  const samples = [[], []];
  for (let i = 0; i < runs; i++) {
    const turn = i % 2 === 0 ? [a, b] : [b, a];
    for (const side of turn) {
      samples[side === a ? 0 : 1].push(await ready(side.page, side.url));
      await leave(side, a, b);
    }
  }
  if (runs % 2 === 0) samples[1].push(await ready(b.page, b.url));
  return samples;
}

/**
 * Select, keystroke and reorder of two sides in turn, `ROUNDS_IN_TURN` rounds, each page loaded afresh
 * before its share; `scale` times each measure's runs in all (SCALE_IN_TURN). Returns each side's figures; in one tab, leaves `a` open (for the measures that follow on it).
 */
export async function interactionsInTurn(
  a,
  b,
  slot,
  { rounds = ROUNDS_IN_TURN, scale = SCALE_IN_TURN } = {},
) {
  const taken = [[], []];
  for (let round = 0; round < rounds; round++) {
    const turn = round % 2 === 0 ? [a, b] : [b, a];
    for (const side of turn) {
      const into = taken[side === a ? 0 : 1];
      await ready(side.page, side.url);
      into.push(await interactions(side.page, slot, scale / rounds, into.length > 0, side.quiet));
      await leave(side, a, b);
    }
  }
  if (rounds % 2 === 1) await ready(a.page, a.url);
  return taken.map(interactionFigures);
}
