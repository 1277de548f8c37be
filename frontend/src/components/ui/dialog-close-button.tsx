import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';

/** The cross in a dialog's title row: every dialog closes the same way. */
export function DialogCloseButton() {
  return (
    <Dialog.Close
      aria-label="Close"
      className="-m-1 rounded-md p-1 text-muted-foreground hover:text-foreground"
    >
      <X className="size-4" aria-hidden />
    </Dialog.Close>
  );
}
