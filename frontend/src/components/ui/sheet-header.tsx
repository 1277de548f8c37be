import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';

interface SheetHeaderProps {
  title: string;
  /** What the cross says to a screen reader, e.g. "Close menu". */
  closeLabel: string;
  /** What the sheet is for, read by screen readers only. */
  description: string;
}

/** A slide-over sheet's title row with its cross, and its description for screen readers. */
export function SheetHeader({ title, closeLabel, description }: SheetHeaderProps) {
  return (
    <>
      <div className="flex items-center justify-between">
        <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
        <Dialog.Close
          className="inline-flex size-9 items-center justify-center rounded-lg hover:bg-muted"
          aria-label={closeLabel}
        >
          <X className="size-5" aria-hidden />
        </Dialog.Close>
      </div>
      <Dialog.Description className="sr-only">{description}</Dialog.Description>
    </>
  );
}
