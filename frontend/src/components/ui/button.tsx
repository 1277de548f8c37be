import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { cn } from '../../lib/cn';

export type Variant =
  | 'primary'
  | 'secondary'
  | 'outline'
  | 'ghost'
  | 'premium'
  | 'destructive'
  | 'destructive-outline'
  | 'destructive-ghost';
type Size = 'sm' | 'md' | 'field' | 'lg' | 'icon' | 'icon-sm';

const variantClasses: Record<Variant, string> = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
  secondary: 'bg-muted text-foreground hover:bg-muted/70',
  outline: 'border border-border bg-transparent text-foreground hover:bg-muted',
  ghost: 'bg-transparent text-foreground hover:bg-muted',
  premium:
    'bg-gradient-to-r from-amber-400 to-orange-500 text-slate-950 shadow-sm hover:from-amber-300 hover:to-orange-400',
  destructive: 'bg-destructive text-white shadow-sm hover:bg-destructive/90',
  'destructive-outline':
    'border border-destructive bg-transparent text-destructive hover:bg-destructive/10',
  'destructive-ghost': 'bg-transparent text-destructive hover:bg-muted',
};

const sizeClasses: Record<Size, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  /** As tall as the input it stands beside (h-11). */
  field: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
  'icon-sm': 'size-9',
};

/** `className` adds layout only (margin, width, display at a breakpoint): see lib/cn.ts. */
export function buttonClasses(
  { variant = 'primary', size = 'md' }: { variant?: Variant; size?: Size } = {},
  className?: string,
): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50',
    variantClasses[variant],
    sizeClasses[size],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses({ variant, size }, className)}
      {...props}
    />
  );
});

export interface ButtonLinkProps extends LinkProps {
  variant?: Variant;
  size?: Size;
}

export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size }, className as string)} {...props} />;
}
