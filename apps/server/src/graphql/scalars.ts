import { checkClientJson, clientJsonMessage } from '@tessera/shared';
import { GraphQLScalarType, Kind, valueFromASTUntyped } from 'graphql';

export const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: 'An ISO-8601 timestamp in UTC.',
  serialize(value) {
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'string') return new Date(value).toISOString();
    throw new TypeError('DateTime cannot represent this value');
  },
  parseValue(value) {
    const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO-8601 string');
    return date;
  },
  parseLiteral(ast) {
    const date = ast.kind === Kind.STRING ? new Date(ast.value) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO-8601 string');
    return date;
  },
});

/**
 * Free-form JSON: activity details, and the JSON tabs of components and templates, which their services validate with
 * zod. A value from the variables was checked as the request arrived (limits.ts: depth, well-formed text); one
 * written in the document itself is checked here.
 */
export const JSONScalar = new GraphQLScalarType<unknown, unknown>({
  name: 'JSON',
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => {
    const value = valueFromASTUntyped(ast, variables);
    const problem = checkClientJson(value);
    if (problem) throw new TypeError(clientJsonMessage(problem));
    return value;
  },
});
