/**
 * The collaborative form's cost on the bench page (issue 25; the shapes of bench/editor/page.mjs): 1 000
 * bricks, each a full copy of its starter-kit component's properties as page content version 4 stores them,
 * flat over the template's three slots and nested Section › Columns › Stack › brick. Loading, reading and
 * the editor's per-keystroke write are timed (median of several runs), and the encoded doc measured.
 */
import {
  applyContent,
  type Brick,
  collabChange,
  collabProblem,
  contentToDoc,
  docToContent,
  PAGE_CONTENT_VERSION,
  type PageContent,
  updateContent,
} from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { starterKit } from './index.ts';

const BRICKS = 1000;
const kit = starterKit('en-US');
const component = (key: string) => {
  const entry = kit.components.find((c) => c.key === key);
  if (!entry) throw new Error(`the starter kit has no ${key}`);
  return {
    id: `c-${key}`,
    name: entry.name,
    dataTypes: entry.dataTypes,
    dataGroups: entry.dataGroups,
    slots: entry.slots ?? 0,
  };
};
type Component = ReturnType<typeof component>;

function brickOf(source: Component, id: string): Brick {
  const brick: Brick = {
    id,
    name: source.name,
    componentId: source.id,
    isPrefab: false,
    dataTypes: structuredClone(source.dataTypes) as Record<string, unknown>,
    dataGroups: structuredClone(source.dataGroups),
  };
  if (source.slots > 0)
    brick.slots = Object.fromEntries(Array.from({ length: source.slots }, (_, i) => [`slot${i + 1}`, []]));
  return brick;
}

function pageOf(slots: Record<string, Brick[]>): PageContent {
  return {
    version: PAGE_CONTENT_VERSION,
    template: { id: 't-1', dataTypes: {}, isPrefab: false },
    slots,
    pageEvents: { nodes: [], connections: [], comments: [] },
  };
}

const LEAVES = ['heading', 'paragraph', 'button', 'card', 'divider', 'image'].map(component);

function flatPage(): PageContent {
  const slots: Record<string, Brick[]> = { slot1: [], slot2: [], slot3: [] };
  for (let i = 0; i < BRICKS; i++)
    slots[`slot${(i % 3) + 1}`]!.push(brickOf(LEAVES[i % LEAVES.length]!, `bench-${i}`));
  return pageOf(slots);
}

function nestedPage(): PageContent {
  const [section, columns, stack] = ['section', 'columns', 'stack'].map(component);
  const top: Brick[] = [];
  const stacks: Brick[] = [];
  for (let s = 0; s < 40; s++) {
    const sectionBrick = brickOf(section!, `section-${s}`);
    const columnsBrick = brickOf(columns!, `columns-${s}`);
    for (let c = 1; c <= 2 + (s % 3) && `slot${c}` in columnsBrick.slots!; c++) {
      const stackBrick = brickOf(stack!, `stack-${s}-${c}`);
      columnsBrick.slots![`slot${c}`]!.push(stackBrick);
      stacks.push(stackBrick);
    }
    sectionBrick.slots!.slot1!.push(columnsBrick);
    top.push(sectionBrick);
  }
  for (let i = 0; i < BRICKS; i++)
    stacks[Math.floor((i * stacks.length) / BRICKS)]!.slots!.slot1!.push(
      brickOf(LEAVES[i % 5]!, `bench-${i}`),
    );
  return pageOf({ slot1: [], slot2: top, slot3: [] });
}

/** The same page with every property entry reduced to its value, as lean content (version 5) keeps it. */
function lean(content: PageContent): PageContent {
  const strip = (list: Brick[]): Brick[] =>
    list.map((brick) => ({
      ...brick,
      dataGroups: [],
      dataTypes: Object.fromEntries(
        Object.entries(brick.dataTypes).map(([key, entry]) => [
          key,
          { value: (entry as { value?: unknown }).value ?? null },
        ]),
      ),
      ...(brick.slots
        ? { slots: Object.fromEntries(Object.entries(brick.slots).map(([n, l]) => [n, strip(l)])) }
        : {}),
    }));
  return {
    ...content,
    slots: Object.fromEntries(Object.entries(content.slots).map(([n, l]) => [n, strip(l)])),
  };
}

function median(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * The best and the median time of `runs` runs after a warm-up. The limits hold the best: the machine runs
 * other work on its two cores, and the garbage one run leaves is collected during the next; the median is
 * printed beside it.
 */
function timed(runs: number, run: () => void): { best: number; median: number } {
  run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return { best: Math.min(...times), median: median(times) };
}

const ms = (time: { best: number; median: number }) =>
  `${time.best.toFixed(1)} ms (median ${time.median.toFixed(1)})`;

/** The content with brick `id`'s first text-like property set, along a new path only (as the editor edits). */
function edited(content: PageContent, id: string, value: string): PageContent {
  const edit = (list: Brick[]): Brick[] | null => {
    for (let i = 0; i < list.length; i++) {
      const brick = list[i]!;
      let changed: Brick | null = null;
      if (brick.id === id) {
        const key = Object.keys(brick.dataTypes)[0]!;
        const entry = brick.dataTypes[key] as Record<string, unknown>;
        changed = { ...brick, dataTypes: { ...brick.dataTypes, [key]: { ...entry, value } } };
      } else if (brick.slots) {
        for (const [name, inner] of Object.entries(brick.slots)) {
          const next = edit(inner);
          if (next) changed = { ...brick, slots: { ...brick.slots, [name]: next } };
        }
      }
      if (changed) return [...list.slice(0, i), changed, ...list.slice(i + 1)];
    }
    return null;
  };
  for (const [name, list] of Object.entries(content.slots)) {
    const next = edit(list);
    if (next) return { ...content, slots: { ...content.slots, [name]: next } };
  }
  throw new Error(`no brick ${id}`);
}

describe.each([
  ['flat', flatPage],
  ['nested', nestedPage],
])('the collaborative doc of the %s 1 000-brick bench page', (shape, build) => {
  it('loads and reads in under 50 ms (or half a JSON round trip on a slower machine), a keystroke under 2 ms', () => {
    const content = build();
    const load = timed(7, () => contentToDoc(new Y.Doc(), content));
    // The same content through JSON, on the same machine in the same run: what the load and read limits scale by
    // on a machine slower than the one they were set on (50 ms there, where this took about 100 ms).
    const json = timed(7, () => JSON.parse(JSON.stringify(content)));
    const doc = new Y.Doc();
    contentToDoc(doc, content);
    const read = timed(7, () => docToContent(doc));
    let prev = content;
    const edits: PageContent[] = [];
    for (let i = 0; i < 60; i++) {
      const next = edited(prev, `bench-${(i * 37) % BRICKS}`, `typed ${i}`);
      edits.push(next);
      prev = next;
    }
    const times: number[] = [];
    // A replica receiving the keystrokes, its content kept by updateContent (the editor's binding).
    const remote = new Y.Doc();
    Y.applyUpdate(remote, Y.encodeStateAsUpdate(doc));
    let remoteContent = docToContent(remote);
    const remoteTimes: number[] = [];
    // And checked as the server checks an incoming update: collabProblem with the transaction's change.
    const checkTimes: number[] = [];
    const problems: Array<string | null> = [];
    remote.on('afterTransaction', (transaction: Y.Transaction) => {
      const start = performance.now();
      const change = collabChange(transaction);
      remoteContent = updateContent(remote, remoteContent, change);
      const checked = performance.now();
      problems.push(collabProblem(remote, change));
      checkTimes.push(performance.now() - checked);
      remoteTimes.push(checked - start);
    });
    // Updates are encoded as they are made (the provider listens, so the editor pays for it) and applied to
    // the replica after the keystroke's timing.
    const pending: Uint8Array[] = [];
    const forward = (update: Uint8Array) => pending.push(update);
    doc.on('update', forward);
    prev = content;
    for (const next of edits) {
      const start = performance.now();
      applyContent(doc, prev, next);
      times.push(performance.now() - start);
      prev = next;
      for (const update of pending.splice(0)) Y.applyUpdate(remote, update);
    }
    doc.off('update', forward);
    expect(docToContent(doc)).toEqual(prev);
    expect(remoteContent).toEqual(prev);
    const keystroke = median(times.slice(10));
    const remoteKeystroke = median(remoteTimes.slice(10));
    const keystrokeCheck = median(checkTimes.slice(10));
    expect(problems.every((problem) => problem === null)).toBe(true);
    const full = timed(3, () => applyContent(doc, null, prev));
    // A drag: the template slot's first brick to the end of the slot after it, and back, with prev.
    const names = Object.keys(prev.slots).filter((name) => prev.slots[name]!.length > 0);
    const [from, to] = [names[0]!, names[1] ?? names[0]!];
    const dragged = (content: PageContent): PageContent => {
      const [first, ...rest] = content.slots[from]!;
      const slots = { ...content.slots, [from]: rest };
      slots[to] = [...slots[to]!, first!];
      return { ...content, slots };
    };
    let there = prev;
    const move = timed(9, () => {
      const next = dragged(there);
      applyContent(doc, there, next);
      there = next;
    });
    expect(docToContent(doc)).toEqual(there);
    const check = timed(3, () => collabProblem(doc));
    const size = Y.encodeStateAsUpdate(doc).length;
    const leanDoc = new Y.Doc();
    contentToDoc(leanDoc, lean(content));
    const leanSize = Y.encodeStateAsUpdate(leanDoc).length;
    console.log(
      `collab ${shape}: contentToDoc ${ms(load)}, docToContent ${ms(read)}, ` +
        `applyContent keystroke ${keystroke.toFixed(3)} ms (max ${Math.max(...times.slice(10)).toFixed(2)}), ` +
        `updateContent on a replica ${remoteKeystroke.toFixed(3)} ms, collabProblem with its change ${keystrokeCheck.toFixed(3)} ms, applyContent without prev ${ms(full)}, a move with prev ${ms(move)}, whole collabProblem ${ms(check)}; encoded ${(size / 1024).toFixed(0)} KB ` +
        `(content JSON ${(JSON.stringify(content).length / 1024).toFixed(0)} KB), ` +
        `lean values only ${(leanSize / 1024).toFixed(0)} KB (JSON ${(JSON.stringify(lean(content)).length / 1024).toFixed(0)} KB); ` +
        `a JSON round trip of the content ${ms(json)}`,
    );
    const limit = Math.max(50, json.best / 2);
    expect(load.best).toBeLessThan(limit);
    expect(read.best).toBeLessThan(limit);
    expect(keystroke).toBeLessThan(2);
    expect(remoteKeystroke).toBeLessThan(2);
    expect(keystrokeCheck).toBeLessThan(2);
  });
});
