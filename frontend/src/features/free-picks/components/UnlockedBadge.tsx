import { LockOpen } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

/** Worn instead of the Premium lock by a summary the member unlocked with a free pick. */
export function UnlockedBadge({ text, className }: { text: string; className?: string }) {
  return (
    <Badge variant="accent" className={cn('shadow-sm', className)} data-testid="unlocked-badge">
      <LockOpen className="size-3" aria-hidden />
      {text}
    </Badge>
  );
}
