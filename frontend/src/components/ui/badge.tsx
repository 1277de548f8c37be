import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

type Variant = 'default' | 'outline' | 'premium' | 'accent' | 'destructive';
type Size = 'sm' | 'md';

const variantClasses: Record<Variant, string> = {
  default: 'bg-muted text-foreground',
  outline: 'border border-border text-muted-foreground',
  premium: 'bg-premium text-premium-foreground',
  accent: 'bg-accent text-accent-foreground',
  destructive: 'border border-destructive bg-muted text-destructive',
};

const sizeClasses: Record<Size, string> = {
  sm: 'px-2.5 py-0.5 text-xs',
  md: 'px-3 py-1 text-sm',
};

/** `className` adds layout only (position, shadow, margin): see lib/cn.ts. */
export function Badge({
  variant = 'default',
  size = 'sm',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: Variant; size?: Size }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full font-semibold',
        variantClasses[variant],
        sizeClasses[size],
        className,
      )}
      {...props}
    />
  );
}
