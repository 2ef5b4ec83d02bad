import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
// Renamed: an envelop plugin, not a React hook.
import { useDisableIntrospection as disableIntrospectionPlugin } from '@graphql-yoga/plugin-disable-introspection';
import { checkClientJson, clientJsonMessage, LIMITS, SERVER_MESSAGES } from '@tessera/shared';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { listRows } from './list-budget.ts';

/**
 * What one /graphql request may ask of the server, checked before it costs anything (LIMITS.graphql: the numbers
 * and where they come from). In order: the document's length and every variable (client-json.ts) as the
 * parameters arrive; the document's tokens while it is parsed (the parser stops at the first token over, so a
 * huge or deeply nested document is never built); its depth, aliases, directives and cost as it is validated.
 * Each refusal is HTTP 400 with a GraphQL error.
 */

/** Fresh each time: Yoga writes into the extensions of a parse error. */
const http400 = () => ({ status_code: 400, http: { status: 400 } });

/** Refusals made here: answered HTTP 400 whatever Yoga marks them (answerRefusals). */
const refusals = new WeakSet<Error>();

/** A refusal of the whole request: HTTP 400 and one GraphQL error saying why. */
export function refusal(message: string) {
  const error = createGraphQLError(message, { extensions: http400() });
  refusals.add(error);
  return error;
}

/**
 * Yoga marks a document the parser refused as GraphQL-over-HTTP's (`http.spec`): HTTP 200 for application/json.
 * A refusal of a limit is no client's ordinary mistake: it answers 400 for every client.
 */
const answerRefusals: Plugin = {
  onResultProcess({ result, setResult }) {
    if (Array.isArray(result) || !result || typeof result !== 'object' || !('errors' in result)) return;
    const errors = result.errors;
    if (!errors?.some((error) => refusals.has(error))) return;
    setResult({
      ...result,
      errors: errors.map((error) =>
        refusals.has(error) ? createGraphQLError(error.message, { extensions: http400() }) : error,
      ),
    });
  },
};

/**
 * GraphQL Armor reports with its own error ("Syntax Error: …", from its copy of graphql-js): it is thrown again as
 * a refusal, which Yoga answers 400.
 */
const onReject = [
  (_context: unknown, error: Error) => {
    throw refusal(error.message.replace(/^Syntax Error: /, ''));
  },
];

/** The document's length, and every variable's depth and text, before anything parses or walks them. */
const parameterChecks: Plugin = {
  onParams({ params }) {
    if (typeof params.query === 'string' && params.query.length > LIMITS.graphql.maxQueryChars) {
      throw refusal(SERVER_MESSAGES.queryTooLarge);
    }
    for (const value of [params.variables, params.extensions]) {
      const problem = checkClientJson(value);
      if (problem) throw refusal(clientJsonMessage(problem));
    }
  },
};

/** Refuses, before it runs, a document whose paged lists ask for more than LIMITS.graphql.maxListRows rows. */
const listBudget: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const max = LIMITS.graphql.maxListRows;
    if (listRows(args.schema, args.document, args.operationName, args.variableValues, max) > max) {
      setResultAndStopExecution({ errors: [refusal(SERVER_MESSAGES.tooManyRows)] });
    }
  },
};

/** The plugins that bound /graphql; in production introspection is off and no error suggests a field's name. */
export function limitPlugins(options: { production: boolean }) {
  const limits = LIMITS.graphql;
  return [
    parameterChecks,
    answerRefusals,
    maxTokensPlugin({ n: limits.maxTokens, onReject }),
    maxDepthPlugin({ n: limits.maxDepth, onReject }),
    maxAliasesPlugin({ n: limits.maxAliases, onReject }),
    maxDirectivesPlugin({ n: limits.maxDirectives, onReject }),
    costLimitPlugin({ maxCost: limits.maxCost, onReject }),
    listBudget,
    ...(options.production ? [disableIntrospectionPlugin(), blockFieldSuggestionsPlugin()] : []),
  ];
}
