import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { memberTimeZone } from '../../reading-activity/reading-lists';
import { GradeReviewCardMutation, ReviewDueQuery } from '../graphql/review.graphql';
import { afterGrade, startSession, type ReviewGradeKey, type ReviewSession } from '../review-queue';

/**
 * Today's review, one card at a time. The server schedules each grade; the session follows
 * its answer (a card due again today comes back at the end). When the last card is graded the
 * cached stats and due list are dropped, so the dashboard asks afresh.
 */
export function useReviewSession() {
  const timeZone = useMemo(() => memberTimeZone(), []);
  const client = useApolloClient();
  const { data, error } = useQuery(ReviewDueQuery, {
    variables: { timeZone },
    fetchPolicy: 'network-only',
  });
  const [gradeCard, { loading: grading }] = useMutation(GradeReviewCardMutation);
  const [session, setSession] = useState<ReviewSession | null>(null);
  if (data && !session) setSession(startSession(data.reviewDue));

  const grade = useCallback(
    async (grade: ReviewGradeKey) => {
      const card = session?.queue[0];
      if (!session || !card || grading) return;
      const result = await gradeCard({ variables: { cardId: card.id, grade } });
      const next = afterGrade(session, result.data!.gradeReviewCard, timeZone);
      if (next.queue.length === 0) {
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'readingStats' });
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'reviewDue' });
        client.cache.gc();
      }
      setSession(next);
    },
    [session, grading, gradeCard, timeZone, client],
  );

  return { session, error, grade, grading, timeZone };
}
