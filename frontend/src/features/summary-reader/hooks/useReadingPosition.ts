import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { evictReadingLists } from '../../reading-activity/reading-cache';
import { RecordReadingPositionMutation } from '../graphql/reader-progress.graphql';

/**
 * Saves where the member is each time the open section changes, and once they reach the end
 * of the last section; the reading service turns the position into progress and completes the
 * summary at that end. It never lowers progress, so going back a section is safe. A failed save
 * is retried by the next move; it is not worth a notice.
 */
export function useReadingPosition(
  summaryId: string,
  position: { sectionIndex: number; sectionCount: number; reachedEnd: boolean },
  enabled: boolean,
) {
  const [record] = useMutation(RecordReadingPositionMutation);
  const { sectionIndex, sectionCount, reachedEnd } = position;
  useEffect(() => {
    if (!enabled || sectionCount === 0) return;
    record({
      variables: { input: { summaryId, sectionIndex, sectionCount, reachedEnd } },
      update: evictReadingLists,
    }).catch(() => undefined);
  }, [record, summaryId, sectionIndex, sectionCount, reachedEnd, enabled]);
}
