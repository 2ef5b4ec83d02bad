/**
 * `@tessera/shared/graph`: what the behaviour-graph engine needs, without zod (the catalogue, the connection
 * rules and the zod-free guards), so the live pages' script stays small.
 */
export * from './catalogue.ts';
export * from './guards.ts';
export * from './rules.ts';
export type { GraphConnection, GraphControl, GraphNode, GraphSocket, SocketKind } from './schema.ts';
