import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

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
    <ConfirmDialog
      trigger={
        <Button
          variant="destructive-ghost"
          size="icon"
          aria-label={`Delete: ${name}`}
          title="Delete"
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      }
      title={title}
      description={description}
      confirmLabel="Delete"
      confirmVariant="destructive"
      pending={pending}
      onConfirm={onConfirm}
      onOpenChange={onOpenChange}
    >
      {children}
    </ConfirmDialog>
  );
}
