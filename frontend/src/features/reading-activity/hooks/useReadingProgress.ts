import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import type { ReadingProgressFieldsFragment } from '../../../gql/graphql';
import { useToast } from '../../toast/hooks/useToast';
import { RecordReadingProgressMutation } from '../graphql/reading.graphql';
import { evictReadingLists } from '../reading-cache';
import { sectionProgressPercentage } from '../reading-progress';

/**
 * Saves where the member is each time the open section changes: the section (so the reader
 * resumes there) and the progress it stands for. The server never lowers progress, so going
 * back a section is safe. A failed save is retried by the next move; it is not worth a notice.
 */
export function useSectionProgress(
  summaryId: string,
  index: number,
  count: number,
  enabled: boolean,
) {
  const [record] = useMutation(RecordReadingProgressMutation);
  useEffect(() => {
    if (!enabled || count === 0) return;
    record({
      variables: {
        input: {
          summaryId,
          progressPercentage: sectionProgressPercentage(index, count),
          sectionIndex: index,
        },
      },
      update: evictReadingLists,
    }).catch(() => undefined);
  }, [record, summaryId, index, count, enabled]);
}

/** Mark read (100) / mark unread (0), according to isCompleted (spec section 4). */
export function useMarkRead(summaryId: string, progress: ReadingProgressFieldsFragment | null) {
  const [record, { loading }] = useMutation(RecordReadingProgressMutation);
  const { toast } = useToast();
  const isCompleted = progress?.isCompleted ?? false;

  const toggle = useCallback(async () => {
    const markRead = !isCompleted;
    const now = new Date().toISOString();
    // Keyed by summaryId (see the cache's type policies); __typename is what Apollo normalizes by.
    const optimistic = {
      __typename: 'ReadingProgress' as const,
      id: progress?.id ?? null,
      summaryId,
      progressPercentage: markRead ? 100 : 0,
      isCompleted: markRead,
      sectionIndex: markRead ? (progress?.sectionIndex ?? 0) : 0,
      startedAt: progress?.startedAt ?? now,
      completedAt: markRead ? now : null,
      lastReadAt: now,
    };
    try {
      await record({
        variables: { input: { summaryId, progressPercentage: markRead ? 100 : 0 } },
        optimisticResponse: { recordReadingProgress: optimistic },
        update: evictReadingLists,
      });
      toast({ title: markRead ? 'Marked as read' : 'Marked as unread' });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to update reading progress',
        variant: 'destructive',
      });
    }
  }, [record, summaryId, progress, isCompleted, toast]);

  return { isCompleted, toggle, pending: loading };
}
