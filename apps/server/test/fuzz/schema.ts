import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
} from 'graphql';

/** The executable contract, read from the file the server itself loads. */
export const SCHEMA_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/graphql/schema.graphql',
);

export function loadSchema(): GraphQLSchema {
  return buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
}

/** One field of Query or Mutation: what the fuzz suite sends hostile arguments to. */
export interface Operation {
  /** `Query.team`, `Mutation.updateOrg`. */
  key: string;
  kind: 'query' | 'mutation';
  name: string;
  args: readonly GraphQLArgument[];
  /** The operation's document: every argument a variable, a minimal selection of the result. */
  document: string;
}

/** Every Query and Mutation field of the schema, in schema order. */
export function operationsOf(schema: GraphQLSchema): Operation[] {
  const roots: Array<[GraphQLObjectType | null | undefined, 'query' | 'mutation']> = [
    [schema.getQueryType(), 'query'],
    [schema.getMutationType(), 'mutation'],
  ];
  return roots.flatMap(([root, kind]) =>
    root
      ? Object.values(root.getFields()).map((field) => ({
          key: `${root.name}.${field.name}`,
          kind,
          name: field.name,
          args: field.args,
          document: documentOf(kind, field),
        }))
      : [],
  );
}

/**
 * The smallest useful selection of a result: its leaf fields without required arguments, one level deep, plus
 * `__typename` (a connection thus selects `__typename` only: its resolver still runs, and with it every check of
 * the arguments). Empty for a scalar or enum result.
 */
export function selectionOf(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) && !isInterfaceType(named)) return '{ __typename }';
  const leaves = Object.values(named.getFields())
    .filter((f) => isLeafType(getNamedType(f.type)) && f.args.every((a) => !isNonNullType(a.type)))
    .map((f) => f.name);
  return `{ __typename ${leaves.join(' ')} }`;
}

function documentOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const definitions = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const uses = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${kind} Fuzz${definitions ? `(${definitions})` : ''} { ${field.name}${uses ? `(${uses})` : ''} ${selectionOf(field.type)} }`;
}

/** The fields of an input object type (nullable or not), or none for any other type. */
export function inputFieldsOf(type: GraphQLInputType) {
  const nullable = getNullableType(type);
  return isInputObjectType(nullable) ? Object.values(nullable.getFields()) : [];
}
