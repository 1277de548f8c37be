import { AlertDialog } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { buttonClasses, type Variant } from './button';

/**
 * The one confirmation the app asks before an action that costs something (a deletion, a free
 * pick, a grant of Premium): `trigger` opens it; nothing happens until `confirmLabel` is pressed.
 * `children` go between the description and the buttons (a choice the action needs).
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  confirmVariant,
  pending = false,
  onConfirm,
  onOpenChange,
  children,
}: {
  trigger: ReactElement;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The confirming button's look (a destructive action is drawn red). */
  confirmVariant?: Variant;
  pending?: boolean;
  onConfirm: () => void;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <AlertDialog.Root onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-background p-6 text-left shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm break-words text-muted-foreground">
            {description}
          </AlertDialog.Description>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })}>
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses({ variant: confirmVariant })}
              disabled={pending}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
