import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Connection, PageVariables } from '../../../lib/connection.ts';
import type { AuthoringKind } from '../authoring/data-types.ts';

/** What components and templates share, as the editor loads them. */
interface AuthoringBase {
  id: string;
  name: string;
  description: string;
  icon: string;
  code: string;
  compiledCode: string;
  dataTypes: unknown;
  dataGroups: unknown;
  /** slot1 … slotN the code destructures (counted by the server): a component with slots is a container. */
  slots: number;
  tags: string[];
}

export interface Component extends AuthoringBase {
  dataEvents: unknown;
}

export interface Template extends AuthoringBase {
  thumbnails: string[];
}

export type AuthoringItem<K extends AuthoringKind> = { component: Component; template: Template }[K];

/**
 * The lazy variant for the lists (spec §7): what a card draws. Components add what their live preview needs,
 * templates their thumbnails.
 */
export interface AuthoringSummary {
  id: string;
  name: string;
  description: string;
  icon: string;
  slots: number;
  compiledCode?: string;
  dataTypes?: unknown;
  thumbnails?: string[];
}

/** What create and update send (spec §7); the server compiles the code and counts the slots itself. */
export type AuthoringInput<K extends AuthoringKind> = {
  component: Omit<Component, 'id' | 'slots'>;
  template: Omit<Template, 'id'>;
}[K];

const COMMON = 'id name description icon code compiledCode dataTypes dataGroups slots tags';
const FIELDS: Record<AuthoringKind, string> = {
  component: `${COMMON} dataEvents`,
  template: `${COMMON} thumbnails`,
};
const SUMMARY: Record<AuthoringKind, string> = {
  component: 'id name description icon slots compiledCode dataTypes',
  template: 'id name description icon slots thumbnails',
};

/** Spec §9: components and templates are read 100 at a time (the server's maximum). */
export const AUTHORING_PAGE_SIZE = 100;

export interface AuthoringDocuments<K extends AuthoringKind> {
  /** One item of an organization the user belongs to; 404 otherwise. */
  item: TypedDocumentNode<{ item: AuthoringItem<K> }, { id: string }>;
  list: TypedDocumentNode<{ list: Connection<AuthoringSummary> }, PageVariables>;
  /** Needs '{kind}.write'. 409 'name already exists'; 400 for bad slot names, data types or icon. */
  create: TypedDocumentNode<{ saved: AuthoringItem<K> }, { input: AuthoringInput<K> }>;
  /** Same answers as create, plus 404. */
  update: TypedDocumentNode<{ saved: AuthoringItem<K> }, { id: string; input: AuthoringInput<K> }>;
  /** 404; for a template, 409 while a page uses it. */
  remove: TypedDocumentNode<{ removed: string }, { id: string }>;
}

/** A kind's operations, built from one shape: the root fields are aliased so both kinds answer alike. */
function documentsOf<K extends AuthoringKind>(kind: K): AuthoringDocuments<K> {
  const type = kind === 'component' ? 'Component' : 'Template';
  const fields = FIELDS[kind];
  return {
    item: gql(`query ${type}($id: ID!) { item: ${kind}(id: $id) { ${fields} } }`),
    list: gql(`query ${type}sLazy($first: Int!, $after: String) {
      list: ${kind}s(first: $first, after: $after) {
        edges { cursor node { ${SUMMARY[kind]} } }
        pageInfo { hasNextPage endCursor }
      }
    }`),
    create: gql(`mutation Create${type}($input: ${type}Input!) {
      saved: create${type}(new${type}: $input) { ${fields} }
    }`),
    update: gql(`mutation Update${type}($id: ID!, $input: ${type}Input!) {
      saved: update${type}(id: $id, ${kind}: $input) { ${fields} }
    }`),
    remove: gql(`mutation Delete${type}($id: ID!) { removed: delete${type}(id: $id) }`),
  };
}

export const AUTHORING_DOCUMENTS: { [K in AuthoringKind]: AuthoringDocuments<K> } = {
  component: documentsOf('component'),
  template: documentsOf('template'),
};
