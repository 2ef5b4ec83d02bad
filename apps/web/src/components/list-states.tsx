import { Button, Center, Group, Loader, type MantineSpacing } from '@mantine/core';
import { IconZoomQuestion } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../lib/api-error.ts';
import { errorKeyFor } from '../lib/error-text.ts';
import { EmptyState } from './empty-state.tsx';
import { ErrorAlert } from './error-alert.tsx';

interface LoadingStateProps {
  testId?: string;
  py?: MantineSpacing | number;
}

/** Something still loading for the first time: a spinner in the middle. */
export function LoadingState({ testId, py = 60 }: LoadingStateProps) {
  const { t } = useTranslation();
  return (
    <Center py={py}>
      <Loader aria-label={t('common.loading')} data-testid={testId} />
    </Center>
  );
}

/** The test ids of a list's states, as the e2e specs know them. */
export interface ListStateTestIds {
  loading: string;
  error: string;
  empty: string;
  noResults: string;
  clearSearch: string;
  loadMore: string;
}

export interface ListStatesProps {
  /** The first page arrived: from then on a reload or a failure keeps the list on screen. */
  loaded: boolean;
  loading: boolean;
  error: unknown;
  /** The sentence the first page's failure starts with ("The apps could not be loaded."). */
  loadError: string;
  /** The error's own text; by default the API error's translated message. */
  describeError?: (error: unknown) => string;
  onRetry: () => void;
  /** A failure after the first page shows under the list (the server-searched lists). */
  errorUnderList?: boolean;
  /** There is nothing at all, not just nothing that matches the search. */
  empty: boolean;
  /** "Nothing here yet": its icon, texts and call to action. */
  emptyState: { icon: ReactNode; title: string; description: string; action: ReactNode };
  /** Nothing matches the search. */
  noResults: boolean;
  noResultsState: { title: string; description: string };
  onClearSearch: () => void;
  hasNextPage: boolean;
  loadMore: () => Promise<unknown>;
  loadMoreLabel: string;
  testIds: ListStateTestIds;
  /** The list itself, shown when there is something to show. */
  children: ReactNode;
}

/**
 * A list's body in every state (spec §2): the first load, its failure with "Try again", nothing yet,
 * nothing matching the search with "Clear search", else the list; then a later failure and "Load more".
 */
export function ListStates({
  loaded,
  loading,
  error,
  loadError,
  describeError,
  onRetry,
  errorUnderList = false,
  empty,
  emptyState,
  noResults,
  noResultsState,
  onClearSearch,
  hasNextPage,
  loadMore,
  loadMoreLabel,
  testIds,
  children,
}: ListStatesProps) {
  const { t } = useTranslation();
  const [loadingMore, setLoadingMore] = useState(false);
  const describe = describeError ?? ((failure: unknown) => t(errorKeyFor(toApiError(failure))));

  let body: ReactNode;
  if (loading && !loaded) {
    body = <LoadingState testId={testIds.loading} />;
  } else if (error && !loaded) {
    body = (
      <ErrorAlert onRetry={onRetry} testId={testIds.error}>
        {loadError} {describe(error)}
      </ErrorAlert>
    );
  } else if (empty) {
    body = <EmptyState testId={testIds.empty} {...emptyState} />;
  } else if (noResults) {
    body = (
      <EmptyState
        testId={testIds.noResults}
        color="gray"
        icon={<IconZoomQuestion size={30} />}
        title={noResultsState.title}
        description={noResultsState.description}
        action={
          <Button variant="default" onClick={onClearSearch} data-testid={testIds.clearSearch}>
            {t('common.clear_search')}
          </Button>
        }
      />
    );
  } else {
    body = children;
  }

  return (
    <>
      {body}
      {errorUnderList && error && loaded ? <ErrorAlert>{describe(error)}</ErrorAlert> : null}
      {hasNextPage ? (
        <Group justify="center">
          <Button
            variant="default"
            loading={loadingMore}
            onClick={() => {
              setLoadingMore(true);
              void loadMore()
                .catch(() => undefined)
                .finally(() => setLoadingMore(false));
            }}
            data-testid={testIds.loadMore}
          >
            {loadMoreLabel}
          </Button>
        </Group>
      ) : null}
    </>
  );
}
