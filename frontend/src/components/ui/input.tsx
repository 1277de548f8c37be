import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function Input({ className, ...props }, ref) {
    return (
      <input
        ref={ref}
        className={cn(
          'h-11 w-full rounded-lg border border-input bg-background px-3 text-sm placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60',
          className,
        )}
        {...props}
      />
    );
  },
);

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
}

/** A labelled input. */
export function Field({ id, label, className, ...props }: FieldProps) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input id={id} {...props} />
    </div>
  );
}

interface EmailFieldProps extends Omit<FieldProps, 'label' | 'type' | 'onChange'> {
  label?: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** Where a person types their own e-mail address: required, and the browser may fill it in. */
export function EmailField({ label = 'Email', onValueChange, ...props }: EmailFieldProps) {
  return (
    <Field
      label={label}
      type="email"
      autoComplete="email"
      required
      placeholder="you@example.com"
      onChange={(event) => onValueChange(event.target.value)}
      {...props}
    />
  );
}

interface PasswordFieldProps extends Omit<FieldProps, 'type' | 'autoComplete' | 'onChange'> {
  /** The person's password as it is, or one they choose now: password managers fill or suggest. */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onValueChange: (value: string) => void;
}

/** Where a person types a password: required and masked. */
export function PasswordField({ onValueChange, ...props }: PasswordFieldProps) {
  return (
    <Field
      type="password"
      required
      onChange={(event) => onValueChange(event.target.value)}
      {...props}
    />
  );
}
