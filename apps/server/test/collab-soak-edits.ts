import { type Brick, type PageContent, walkBricks } from '@tessera/shared';

/**
 * The random edits of the co-editing soak (issue 25, "Reliability, tested"): what one client does to its own
 * copy of the content, as the editor does it (a new content handed to applyContent against the one read from
 * the document). Each client owns what it creates (ids `c{client}-…`) and writes a unique marker into a
 * property only it writes (`mark` on its bricks, the text of its graph comments): the last marker a client
 * wrote is what the converged page must hold for every such brick or comment that survived. Everything else
 * (titles, places, deletions, graph nodes and connections) is written by anyone, so the merge is exercised.
 */

export type EditKind =
  | 'insert'
  | 'insertContainer'
  | 'move'
  | 'delete'
  | 'mark'
  | 'prop'
  | 'template'
  | 'node'
  | 'nodeMove'
  | 'nodeDelete'
  | 'connect'
  | 'unconnect'
  | 'comment'
  | 'commentEdit'
  | 'commentDelete';

/** What a client did and must find: its last marker per owned brick or comment, what it deleted. */
export interface Ledger {
  client: number;
  /** `brick:{id}` or `comment:{id}` → the last marker written there. */
  marks: Map<string, string>;
  /** Bricks and comments this client deleted (a container's contents in its view included). */
  deleted: Set<string>;
  /** Every container a brick was placed in by this client: a brick missing at the end may be in a deleted one. */
  placedIn: Map<string, Set<string>>;
  counts: Partial<Record<EditKind, number>>;
  next: number;
}

export function newLedger(client: number): Ledger {
  return { client, marks: new Map(), deleted: new Set(), placedIn: new Map(), counts: {}, next: 0 };
}

/** A small seeded generator (mulberry32): a failing run can be replayed with its seed. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SoakComponents {
  leaf: string;
  container: string;
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T | undefined =>
  list.length === 0 ? undefined : list[Math.floor(random() * list.length)];
const text = (value: string) => ({ type: 'TextInput', value });

interface Spot {
  brick: Brick;
  list: Brick[];
  parentId: string | null;
}

/** Every brick of the content with the list holding it, and every list a brick may go into. */
function spotsOf(content: PageContent): {
  spots: Spot[];
  lists: Array<{ list: Brick[]; parentId: string | null }>;
} {
  const spots: Spot[] = [];
  const lists: Array<{ list: Brick[]; parentId: string | null }> = Object.values(content.slots).map(
    (list) => ({
      list: list as Brick[],
      parentId: null,
    }),
  );
  const byId = new Map<string, Brick>();
  walkBricks(content.slots, (brick, place) => {
    byId.set(brick.id, brick);
    const list =
      place.parentId === null
        ? (content.slots[place.slot] as Brick[])
        : (byId.get(place.parentId)!.slots![place.slot] as Brick[]);
    spots.push({ brick, list, parentId: place.parentId });
    if (brick.slots)
      for (const inner of Object.values(brick.slots)) lists.push({ list: inner, parentId: brick.id });
  });
  return { spots, lists };
}

const owned = (ledger: Ledger, id: string) => id.startsWith(`c${ledger.client}-`);

/** The kinds and their weights: the page grows to a few hundred bricks and stays there (deletes catch up). */
function chooseKind(random: Random, bricks: number): EditKind {
  const weights: Array<[EditKind, number]> = [
    ['insert', bricks < 250 ? 16 : 6],
    ['insertContainer', bricks < 250 ? 3 : 1],
    ['move', 14],
    ['delete', bricks > 20 ? 8 : 1],
    ['mark', 16],
    ['prop', 10],
    ['template', 2],
    ['node', 5],
    ['nodeMove', 5],
    ['nodeDelete', 2],
    ['connect', 5],
    ['unconnect', 2],
    ['comment', 4],
    ['commentEdit', 6],
    ['commentDelete', 2],
  ];
  let roll = random() * weights.reduce((sum, [, w]) => sum + w, 0);
  for (const [kind, weight] of weights) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'insert';
}

/**
 * One random edit: returns the next content (a changed copy of `prev`) and its kind, and records markers and
 * deletions in the ledger. `prev` is not touched.
 */
export function randomEdit(
  random: Random,
  prev: PageContent,
  ledger: Ledger,
  components: SoakComponents,
): { next: PageContent; kind: EditKind } {
  const next = structuredClone(prev);
  const { spots, lists } = spotsOf(next);
  const graph = next.pageEvents;
  const marker = () => `${ledger.client}:${ledger.next}`;
  const newId = (prefix: string) => `${prefix}${ledger.client}-${ledger.next}`;
  ledger.next += 1;
  let kind = chooseKind(random, spots.length);
  const mine = spots.filter((spot) => owned(ledger, spot.brick.id));
  const myComments = graph.comments.filter((comment) => comment.id.startsWith(`m${ledger.client}-`));
  if (kind === 'mark' && mine.length === 0) kind = 'insert';
  if (kind === 'commentEdit' && myComments.length === 0) kind = 'comment';
  if (kind === 'commentDelete' && myComments.length === 0) kind = 'comment';
  if ((kind === 'move' || kind === 'delete' || kind === 'prop') && spots.length === 0) kind = 'insert';
  if ((kind === 'nodeMove' || kind === 'nodeDelete' || kind === 'connect') && graph.nodes.length < 2)
    kind = 'node';
  if (kind === 'unconnect' && graph.connections.length === 0) kind = 'node';
  const place = (brick: Brick, topOnly: boolean) => {
    const targets = topOnly ? lists.filter((l) => l.parentId === null) : lists;
    const target = pick(random, targets)!;
    target.list.splice(Math.floor(random() * (target.list.length + 1)), 0, brick);
    if (target.parentId !== null) {
      const set = ledger.placedIn.get(brick.id) ?? new Set<string>();
      set.add(target.parentId);
      ledger.placedIn.set(brick.id, set);
    }
  };
  switch (kind) {
    case 'insert':
    case 'insertContainer': {
      const id = newId('c');
      const container = kind === 'insertContainer';
      const brick: Brick = {
        id,
        name: container ? 'Soak box' : 'Soak',
        componentId: container ? components.container : components.leaf,
        isPrefab: false,
        dataTypes: { title: text(`t${random().toString(36).slice(2, 8)}`), mark: text(marker()) },
        ...(container ? { slots: { slot1: [], slot2: [] } } : {}),
      };
      // Containers stay in template slots: nesting stays two deep whatever the concurrent moves.
      place(brick, container);
      ledger.marks.set(`brick:${id}`, marker());
      break;
    }
    case 'move': {
      const spot = pick(random, spots)!;
      spot.list.splice(spot.list.indexOf(spot.brick), 1);
      place(spot.brick, spot.brick.slots !== undefined);
      break;
    }
    case 'delete': {
      const spot = pick(random, spots)!;
      spot.list.splice(spot.list.indexOf(spot.brick), 1);
      walkBricks({ gone: [spot.brick] }, (brick) => {
        ledger.deleted.add(brick.id);
      });
      break;
    }
    case 'mark': {
      const spot = pick(random, mine)!;
      spot.brick.dataTypes = { ...spot.brick.dataTypes, mark: text(marker()) };
      ledger.marks.set(`brick:${spot.brick.id}`, marker());
      break;
    }
    case 'prop': {
      const spot = pick(random, spots)!;
      spot.brick.dataTypes = {
        ...spot.brick.dataTypes,
        title: text(`t${random().toString(36).slice(2, 8)}`),
      };
      break;
    }
    case 'template':
      next.template.dataTypes = { ...next.template.dataTypes, title: text(`Page ${marker()}`) };
      break;
    case 'node':
      graph.nodes.push({ id: newId('n'), type: 'soak', position: { x: random() * 800, y: random() * 600 } });
      break;
    case 'nodeMove': {
      const i = Math.floor(random() * graph.nodes.length);
      graph.nodes[i] = { ...graph.nodes[i]!, position: { x: random() * 800, y: random() * 600 } };
      break;
    }
    case 'nodeDelete': {
      const node = pick(random, graph.nodes)!;
      graph.nodes = graph.nodes.filter((n) => n !== node);
      // As the editor does: a node's connections go with it.
      graph.connections = graph.connections.filter((c) => c.source !== node.id && c.target !== node.id);
      break;
    }
    case 'connect': {
      const [source, target] = [pick(random, graph.nodes)!, pick(random, graph.nodes)!];
      const exists = graph.connections.some((c) => c.source === source.id && c.target === target.id);
      if (source !== target && !exists)
        graph.connections.push({
          source: source.id,
          sourceOutput: 'out',
          target: target.id,
          targetInput: 'in',
        });
      break;
    }
    case 'unconnect': {
      const gone = pick(random, graph.connections)!;
      graph.connections = graph.connections.filter((c) => c !== gone);
      break;
    }
    case 'comment': {
      const id = newId('m');
      graph.comments.push({ id, text: marker(), position: { x: random() * 800, y: random() * 600 } });
      ledger.marks.set(`comment:${id}`, marker());
      break;
    }
    case 'commentEdit': {
      const i = graph.comments.indexOf(pick(random, myComments)!);
      graph.comments[i] = { ...graph.comments[i]!, text: marker() };
      ledger.marks.set(`comment:${graph.comments[i]!.id}`, marker());
      break;
    }
    case 'commentDelete': {
      const gone = pick(random, myComments)!;
      graph.comments = graph.comments.filter((c) => c !== gone);
      ledger.deleted.add(gone.id);
      break;
    }
  }
  ledger.counts[kind] = (ledger.counts[kind] ?? 0) + 1;
  return { next, kind };
}

export interface MarkCheck {
  /** Owned bricks and comments on the final page whose last marker was checked. */
  checked: number;
  /** Gone at the end and accounted for: deleted by someone, or placed in a container someone deleted. */
  gone: number;
  /** What is wrong: a marker other than the last one written, or something gone that nobody deleted. */
  problems: string[];
}

/** Every client's last marker on what survived, and nothing gone that nobody deleted. */
export function checkMarks(content: PageContent, ledgers: readonly Ledger[]): MarkCheck {
  const present = new Map<string, string | undefined>();
  walkBricks(content.slots, (brick) => {
    const mark = brick.dataTypes.mark as { value?: unknown } | undefined;
    present.set(`brick:${brick.id}`, typeof mark?.value === 'string' ? mark.value : undefined);
  });
  for (const comment of content.pageEvents.comments) present.set(`comment:${comment.id}`, comment.text);
  const deleted = new Set<string>();
  for (const ledger of ledgers) for (const id of ledger.deleted) deleted.add(id);
  const result: MarkCheck = { checked: 0, gone: 0, problems: [] };
  for (const ledger of ledgers) {
    for (const [key, marker] of ledger.marks) {
      const id = key.slice(key.indexOf(':') + 1);
      if (present.has(key)) {
        result.checked += 1;
        if (present.get(key) !== marker)
          result.problems.push(`${key}: holds ${present.get(key)}, the last marker written was ${marker}`);
        continue;
      }
      const containers = ledgers.flatMap((l) => [...(l.placedIn.get(id) ?? [])]);
      if (deleted.has(id) || containers.some((container) => deleted.has(container))) result.gone += 1;
      else result.problems.push(`${key}: gone, and nobody deleted it (last marker ${marker})`);
    }
  }
  return result;
}
