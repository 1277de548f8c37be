import { useQuery } from '@apollo/client/react';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { QueryView } from '../../admin/components/QueryView';
import { unlockedUntilText } from '../free-picks';
import { useAdminTimeZone, useFreePicksOverview } from '../hooks/useFreePicksOverview';
import { MemberFreePicksDocument } from '../../../gql/graphql';

/**
 * User Management: the summaries a member has unlocked with free picks, asked for only when the
 * admin opens them (one query per member would slow the list down). Hidden while picks are
 * turned off.
 */
export function MemberFreePicks({ userId, email }: { userId: string; email: string | null }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const monthlyPicks = useFreePicksOverview().data?.freePicksOverview.monthlyPicks;
  if (!monthlyPicks) return null;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`Free picks of ${email ?? 'this member'}`}
        onClick={() => setOpen((value) => !value)}
      >
        Free picks
        <ChevronDown className={open ? 'size-4 rotate-180' : 'size-4'} aria-hidden />
      </Button>
      <div id={listId} className="basis-full" hidden={!open}>
        {open && <PickList userId={userId} />}
      </div>
    </>
  );
}

function PickList({ userId }: { userId: string }) {
  const timeZone = useAdminTimeZone();
  const picks = useQuery(MemberFreePicksDocument, {
    variables: { id: userId },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <QueryView
      data={picks.data?.memberFreePicks}
      error={picks.error}
      noun="free picks"
      placeholders={1}
      placeholderClassName="h-8"
      empty="No summaries unlocked with free picks now."
    >
      {(list) => (
        <ul className="grid gap-1 text-sm" data-testid="member-free-picks">
          {list.map((pick) => (
            <li key={pick.summaryId} className="flex flex-wrap justify-between gap-x-3">
              <span className="font-medium text-foreground">{pick.title}</span>
              <span>{unlockedUntilText(pick.unlockedUntil, timeZone)}</span>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
