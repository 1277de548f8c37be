import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

type Variant = 'default' | 'outline' | 'premium' | 'accent';

const variantClasses: Record<Variant, string> = {
  default: 'bg-muted text-foreground',
  outline: 'border border-border text-muted-foreground',
  premium: 'bg-premium text-premium-foreground',
  accent: 'bg-accent text-accent-foreground',
};

export function Badge({
  variant = 'default',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: Variant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}
