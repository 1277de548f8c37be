import { cn } from '../../../lib/cn';
import { nextPicksText, pickTermsText, picksLeftText } from '../free-picks';
import { useFreePicks } from '../hooks/useFreePicks';

/**
 * "Free picks: 2 of 3 left in November" and how long a pick lasts; with none left, when the next
 * ones come. Nothing when the member is not offered picks. `labelled={false}` under a heading
 * that already names them.
 */
export function FreePicksLeft({
  className,
  labelled = true,
}: {
  className?: string;
  labelled?: boolean;
}) {
  const { month, timeZone } = useFreePicks();
  if (!month) return null;
  return (
    <p className={cn('text-sm text-muted-foreground', className)} data-testid="free-picks-left">
      <span className="font-medium text-foreground">
        {labelled && 'Free picks: '}
        {picksLeftText(month)}
      </span>
      <span className="block">
        {month.left === 0
          ? nextPicksText(month.nextPicksAt, timeZone)
          : pickTermsText(month.openDays)}
      </span>
    </p>
  );
}
