import { cn } from '../../lib/cn';

/** A labelled horizontal progress bar (`value` of `max`). */
export function ProgressBar({
  value,
  max = 100,
  label,
  thin = false,
  className,
}: {
  value: number;
  max?: number;
  label: string;
  /** The slimmer bar of a list row. */
  thin?: boolean;
  className?: string;
}) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div
      className={cn('overflow-hidden rounded-full bg-muted', thin ? 'h-1.5' : 'h-2', className)}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
    >
      <div
        className="h-full rounded-full bg-primary transition-all"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
