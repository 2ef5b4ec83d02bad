import { z } from 'zod';

/**
 * A page's stored behaviour graph (spec: studio §3 "Behaviour graph (pageEvents)"): nodes with positions and
 * controls, connections between their sockets, and comments. Every object is loose, so fields this release
 * does not know (an editor's, or a later release's) survive a load and save untouched.
 */

/** Socket kinds (spec §3): action carries flow, the others carry values. Only equal kinds connect (§5). */
export const SOCKET_KINDS = ['action', 'boolean', 'number', 'text'] as const;
export type SocketKind = (typeof SOCKET_KINDS)[number];

/** Editor categories (spec §3; 'condicional' is the spelling of one place of the original, not ours). */
export const NODE_CATEGORIES = ['input', 'conditional', 'function', 'component', 'event'] as const;
export type NodeCategory = (typeof NODE_CATEGORIES)[number];

/** The spec sets no sizes; these bound a page's content (a 500-node graph is the performance target). */
export const GRAPH_LIMITS = { nodes: 2000, connections: 10_000, comments: 1000, commentText: 5000 } as const;

const id = z.string().min(1).max(100);
const position = z.looseObject({ x: z.number(), y: z.number() });

/** A socket as the editor stores it on a node (the catalogue is the authority for its kind). */
export const graphSocketSchema = z.looseObject({
  name: z.string().min(1).max(100),
  type: z.string().max(100).optional(),
  label: z.string().max(200).optional(),
});

/** A control's value, `index` giving its order on the node; `name` is the input it sets. */
export const graphControlSchema = z.looseObject({
  name: z.string().min(1).max(100).optional(),
  index: z.number().int(),
  value: z.unknown(),
});

export const graphNodeSchema = z.looseObject({
  id,
  /** A string, not an enum: a node of an unknown type is kept and reported by the engine ('Unknown type'). */
  type: z.string().min(1).max(100),
  category: z.string().max(100).optional(),
  label: z.string().max(200).optional(),
  position,
  inputs: z.array(graphSocketSchema).optional(),
  outputs: z.array(graphSocketSchema).optional(),
  controls: z.array(graphControlSchema).optional(),
  /** Component nodes only: the placed component (brick) the node stands for. */
  componentId: id.optional(),
});

export const graphConnectionSchema = z.looseObject({
  source: id,
  sourceOutput: z.string().min(1).max(100),
  target: id,
  targetInput: z.string().min(1).max(100),
});

export const graphCommentSchema = z.looseObject({
  id,
  text: z.string().max(GRAPH_LIMITS.commentText),
  link: z.string().max(100).nullish(),
  position,
});

export const behaviourGraphSchema = z.looseObject({
  nodes: z.array(graphNodeSchema).max(GRAPH_LIMITS.nodes),
  connections: z.array(graphConnectionSchema).max(GRAPH_LIMITS.connections),
  comments: z.array(graphCommentSchema).max(GRAPH_LIMITS.comments),
});

export type GraphSocket = z.infer<typeof graphSocketSchema>;
export type GraphControl = z.infer<typeof graphControlSchema>;
export type GraphNode = z.infer<typeof graphNodeSchema>;
export type GraphConnection = z.infer<typeof graphConnectionSchema>;
export type GraphComment = z.infer<typeof graphCommentSchema>;
export type BehaviourGraph = z.infer<typeof behaviourGraphSchema>;
