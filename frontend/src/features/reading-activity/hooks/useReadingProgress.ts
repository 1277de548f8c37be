import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  type ReadingProgressFieldsFragment,
  RecordReadingProgressDocument,
} from '../../../gql/graphql';
import { useToast } from '../../toast/hooks/useToast';
import { evictReadingLists } from '../reading-cache';

/** Mark read (100) / mark unread (0), according to isCompleted (spec section 4). */
export function useMarkRead(summaryId: string, progress: ReadingProgressFieldsFragment | null) {
  const [record, { loading }] = useMutation(RecordReadingProgressDocument);
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
