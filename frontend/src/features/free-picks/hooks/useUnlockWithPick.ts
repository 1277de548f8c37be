import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { serverMessage } from '../../../lib/graphql-errors';
import { SummaryReaderQuery } from '../../summary-reader/graphql/summary-reader.query';
import { useToast } from '../../toast/hooks/useToast';
import { unlockedUntilText } from '../free-picks';
import { useFreePicks } from './useFreePicks';
import { FreePicksDocument, UseFreePickDocument } from '../../../gql/graphql';

/**
 * Unlocks a summary with a free pick. The open summary and the month are asked for again before
 * the call resolves, so the reader shows every section at once and every count follows; a
 * refusal ('No free picks left this month') refreshes the month too, so the panel says when
 * picks return.
 */
export function useUnlockWithPick(summaryId: string) {
  const { timeZone } = useFreePicks();
  const [pick, { loading, client }] = useMutation(UseFreePickDocument);
  const { toast } = useToast();

  const unlock = useCallback(async () => {
    try {
      const result = await pick({
        variables: { summaryId, timeZone },
        refetchQueries: [SummaryReaderQuery, FreePicksDocument],
        awaitRefetchQueries: true,
      });
      const until = result.data?.useFreePick.pick.unlockedUntil;
      toast({
        title: 'Summary unlocked',
        description: until ? unlockedUntilText(until, timeZone) : undefined,
      });
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error), variant: 'destructive' });
      await client.refetchQueries({ include: [FreePicksDocument] });
    }
  }, [pick, client, summaryId, timeZone, toast]);

  return { unlock, pending: loading };
}
