/** Every failed call, GraphQL or REST, becomes this: the server's message and an HTTP-like status. */
export class ApiError extends Error {
  readonly statusCode: number;

  constructor(message: string, statusCode = 400) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
  }
}

interface GraphQLErrorLike {
  message: string;
  extensions?: Readonly<Record<string, unknown>>;
}

interface ApolloErrorLike {
  message: string;
  graphQLErrors?: ReadonlyArray<GraphQLErrorLike>;
  networkError?: (Error & { statusCode?: number; result?: unknown }) | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads `extensions.status_code`, the contract's way of giving a GraphQL error its status. */
export function statusOf(error: GraphQLErrorLike, fallback = 400): number {
  const code = error.extensions?.status_code;
  return typeof code === 'number' && Number.isInteger(code) ? code : fallback;
}

function errorsOfResult(result: unknown): GraphQLErrorLike[] {
  if (!isRecord(result) || !Array.isArray(result.errors)) return [];
  return result.errors.filter(
    (e): e is GraphQLErrorLike => isRecord(e) && typeof e.message === 'string',
  ) as GraphQLErrorLike[];
}

/** Maps whatever a call threw (Apollo error, network failure, ApiError) to an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isRecord(error)) return new ApiError(String(error));
  const apollo = error as unknown as ApolloErrorLike;
  const first = apollo.graphQLErrors?.[0];
  if (first) return new ApiError(first.message, statusOf(first));
  const network = apollo.networkError;
  if (network) {
    const fromBody = errorsOfResult(network.result)[0];
    if (fromBody) return new ApiError(fromBody.message, statusOf(fromBody, network.statusCode ?? 400));
    return new ApiError(network.message, network.statusCode ?? 0);
  }
  return new ApiError(typeof apollo.message === 'string' ? apollo.message : 'unknown error');
}
