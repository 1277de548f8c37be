import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';

/**
 * The admin's bin icon and its confirmation: nothing is deleted until "Delete" in the dialog.
 * `children` go between the description and the buttons (a choice the deletion needs).
 */
export function ConfirmDeleteButton({
  name,
  title,
  description,
  pending,
  onConfirm,
  onOpenChange,
  children,
}: {
  /** What is deleted, as the admin knows it: the button's accessible name says it. */
  name: string;
  title: string;
  description: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <AlertDialog.Root onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete: ${name}`}
          title="Delete"
          className="text-destructive"
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-background p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {description}
          </AlertDialog.Description>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })}>
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses({}, 'bg-destructive text-white hover:bg-destructive/90')}
              disabled={pending}
              onClick={onConfirm}
            >
              Delete
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
