import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from '../../../lib/cn';

const controlClasses =
  'w-full rounded-lg border border-input bg-background px-3 text-sm placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60';

interface LabelledProps {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}

function Labelled({ id, label, className, children }: LabelledProps) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; label: string }) {
  return (
    <Labelled id={id} label={label} className={className}>
      <textarea id={id} className={cn(controlClasses, 'min-h-28 py-2 leading-6')} {...props} />
    </Labelled>
  );
}

export function SelectField({
  id,
  label,
  className,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { id: string; label: string }) {
  return (
    <Labelled id={id} label={label} className={className}>
      <select id={id} className={cn(controlClasses, 'h-11')} {...props}>
        {children}
      </select>
    </Labelled>
  );
}
