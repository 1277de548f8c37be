import { ListOrdered } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SheetHeader } from '../../../components/ui/sheet-header';
import type { ReaderSection } from '../reader-types';
import { TableOfContents } from './TableOfContents';

/** Spec section 9: the slide-over closes once the window is 1024 px wide or more. */
export const LARGE_SCREEN_QUERY = '(min-width: 1024px)';

interface SectionsSheetProps {
  sections: readonly ReaderSection[];
  currentIndex: number;
  finished: boolean;
  onSelect: ((index: number) => void) | null;
  /** A small button, for the slim bar on phones. */
  compact?: boolean;
}

export function SectionsSheet({
  sections,
  currentIndex,
  finished,
  onSelect,
  compact = false,
}: SectionsSheetProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const media = window.matchMedia(LARGE_SCREEN_QUERY);
    const closeOnLargeScreen = () => {
      if (media.matches) setOpen(false);
    };
    media.addEventListener('change', closeOnLargeScreen);
    return () => media.removeEventListener('change', closeOnLargeScreen);
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size={compact ? 'sm' : 'md'} className="lg:hidden">
          <ListOrdered className="size-4" aria-hidden />
          Sections
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="animate-slide-in fixed inset-y-0 right-0 z-50 flex w-80 max-w-[90vw] flex-col gap-4 overflow-y-auto border-l border-border bg-background p-5 shadow-xl">
          <SheetHeader
            title="Sections"
            closeLabel="Close sections"
            description="Jump to a section of this summary"
          />
          <TableOfContents
            sections={sections}
            currentIndex={currentIndex}
            finished={finished}
            headingId="toc-sheet-heading"
            onSelect={
              onSelect &&
              ((index) => {
                onSelect(index);
                setOpen(false);
              })
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
