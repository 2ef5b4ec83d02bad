import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLSchema,
  Kind,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/** The largest page any list serves (lib/pagination.ts pageSize's `max` everywhere). */
const MAX_PAGE_SIZE = 100;

type Variables = Readonly<Record<string, unknown>> | null | undefined;

/*
 * Types are read by shape, not with graphql-js's isObjectType/getNamedType: under Vitest the server's `graphql` and
 * Yoga's are two copies, and graphql-js refuses a type made by the other (see yoga.ts).
 */
type Fields = Record<string, GraphQLField<unknown, unknown>>;
const fieldsOf = (type: unknown): Fields | undefined =>
  type && typeof (type as { getFields?: unknown }).getFields === 'function'
    ? (type as { getFields(): Fields }).getFields()
    : undefined;
function namedTypeName(type: unknown): string {
  let current = type as { ofType?: unknown; name?: string };
  while (current.ofType) current = current.ofType as { ofType?: unknown; name?: string };
  return current.name ?? '';
}

/** A size a list would serve: a positive integer up to MAX_PAGE_SIZE; anything else its own check refuses. */
const servable = (size: unknown): size is number =>
  typeof size === 'number' && Number.isInteger(size) && size > 0 && size <= MAX_PAGE_SIZE;

/**
 * The rows a paged field may answer: the largest of its `first`/`last` as given (a literal, or a variable from the
 * request or its declared default), else the schema's default, else MAX_PAGE_SIZE. A size no list accepts is
 * refused by the list's own check (pageSize) with its own message: counted as one row here.
 */
function rowsOf(
  given: Array<ValueNode | undefined>,
  schemaDefault: unknown,
  variables: Variables,
  declared: ReadonlyMap<string, unknown>,
): number {
  const sizes = given
    .filter((value): value is ValueNode => value !== undefined)
    .map((value) => {
      if (value.kind === Kind.INT) return Number(value.value);
      if (value.kind !== Kind.VARIABLE) return undefined;
      const name = value.name.value;
      return variables && name in variables ? variables[name] : declared.get(name);
    });
  const known = sizes.filter((size) => size !== undefined && size !== null);
  if (known.length === 0) return servable(schemaDefault) ? schemaDefault : MAX_PAGE_SIZE;
  return Math.max(...known.map((size) => (servable(size) ? size : 1)));
}

/**
 * Rows a document may ask for across its paged lists (fields with `first`/`last`), sizes read from variables and
 * defaults too, multiplied when nested, fragments followed. GraphQL Armor's cost counts only literal sizes; this
 * closes what variables left open (20 aliases of `pages(appId: $a)` would be 2 000 pages). Stops once over `max`.
 */
export function listRows(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables,
  max: number,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  let total = 0;
  const walk = (set: SelectionSetNode | undefined, typeName: string, factor: number, seen: Set<string>) => {
    const fields = fieldsOf(schema.getType(typeName));
    for (const selection of set?.selections ?? []) {
      if (total > max) return;
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, selection.typeCondition?.name.value ?? typeName, factor, seen);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (fragment && !seen.has(fragment.name.value)) {
          walk(
            fragment.selectionSet,
            fragment.typeCondition.name.value,
            factor,
            new Set([...seen, fragment.name.value]),
          );
        }
      } else if (fields) {
        const field = fields[selection.name.value];
        if (!field) continue;
        const paging = field.args.filter((arg) => arg.name === 'first' || arg.name === 'last');
        let rows = factor;
        if (paging.length > 0) {
          const given = paging.map(
            (arg) => selection.arguments?.find((argument) => argument.name.value === arg.name)?.value,
          );
          const schemaDefault = paging.find((arg) => arg.name === 'first')?.defaultValue;
          rows = factor * rowsOf(given, schemaDefault, variables, declared);
          total += rows;
        }
        walk(selection.selectionSet, namedTypeName(field.type), rows, seen);
      }
    }
  };
  // The operation that runs: the named one, or the only one.
  const operation = document.definitions.find(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      (operationName == null || definition.name?.value === operationName),
  );
  if (operation?.kind !== Kind.OPERATION_DEFINITION) return 0;
  // Defaults the operation declares for its variables (`query ($n: Int = 100)`), used when the request gives none.
  const declared = new Map<string, unknown>();
  for (const definition of operation.variableDefinitions ?? []) {
    const value = definition.defaultValue;
    declared.set(definition.variable.name.value, value?.kind === Kind.INT ? Number(value.value) : undefined);
  }
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'query'
        ? schema.getQueryType()
        : null;
  if (root) walk(operation.selectionSet, root.name, 1, new Set());
  return total;
}
