import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import type {
  HighlightColor,
  ReaderHighlightFieldsFragment,
  UpdateHighlightInput,
} from '../../../gql/graphql';
import {
  CreateHighlightMutation,
  DeleteHighlightMutation,
  ReaderHighlightsQuery,
  UpdateReaderHighlightMutation,
} from '../graphql/reader-highlights.graphql';
import type { HighlightAnchor } from '../highlight-anchor';

export type ReaderHighlight = ReaderHighlightFieldsFragment;

/**
 * The member's highlights in one summary and the ways to change them. Each change answers the
 * highlight (or its id), which the cache takes in, so the marks follow without a refetch.
 */
export function useReaderHighlights(summaryId: string, enabled: boolean) {
  const { data, fetchMore } = useQuery(ReaderHighlightsQuery, {
    variables: { summaryId },
    skip: !enabled,
    fetchPolicy: 'cache-and-network',
  });
  const nextCursor = data?.highlights.nextCursor ?? null;
  useEffect(() => {
    if (!nextCursor) return;
    void fetchMore({
      variables: { cursor: nextCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        highlights: {
          ...fetchMoreResult.highlights,
          items: [...(previous.highlights?.items ?? []), ...fetchMoreResult.highlights.items],
        },
      }),
    });
  }, [fetchMore, nextCursor]);

  const [createMutation] = useMutation(CreateHighlightMutation);
  const [updateMutation] = useMutation(UpdateReaderHighlightMutation);
  const [deleteMutation] = useMutation(DeleteHighlightMutation);

  const create = useCallback(
    async (
      sectionId: string,
      anchor: HighlightAnchor,
      color: HighlightColor,
    ): Promise<ReaderHighlight> => {
      const result = await createMutation({
        variables: { input: { summaryId, sectionId, color, ...anchor } },
        update(cache, { data: created }) {
          if (!created) return;
          cache.updateQuery({ query: ReaderHighlightsQuery, variables: { summaryId } }, (page) =>
            page
              ? {
                  highlights: {
                    ...page.highlights,
                    items: [created.createHighlight, ...page.highlights.items],
                  },
                }
              : page,
          );
        },
      });
      return result.data!.createHighlight;
    },
    [createMutation, summaryId],
  );

  const update = useCallback(
    async (id: string, input: UpdateHighlightInput) => {
      await updateMutation({ variables: { id, input } });
    },
    [updateMutation],
  );

  const remove = useCallback(
    async (id: string) => {
      await deleteMutation({
        variables: { id },
        update(cache) {
          // Lists drop a reference to an evicted object when they are read.
          cache.evict({ id: cache.identify({ __typename: 'Highlight', id }) });
          cache.gc();
        },
      });
    },
    [deleteMutation],
  );

  return { highlights: data?.highlights.items ?? [], create, update, remove };
}
