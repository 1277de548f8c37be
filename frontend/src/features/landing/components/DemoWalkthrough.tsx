import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { DialogCloseButton } from '../../../components/ui/dialog-close-button';
import { Button } from '../../../components/ui/button';

/** The product in four screens (frontend/public/demo, 960×600 WebP made from docs/screenshots). */
const steps = [
  {
    image: '/demo/landing.webp',
    title: 'Find your next book',
    text: 'Key ideas from the best non-fiction books, each in a focused 15-minute summary.',
  },
  {
    image: '/demo/reader.webp',
    title: 'Read in 15 minutes',
    text: 'Section by section, with your progress kept on every device.',
  },
  {
    image: '/demo/dashboard.webp',
    title: 'See your progress',
    text: 'Books read, time saved, your streak and the books you saved for later.',
  },
  {
    image: '/demo/subscribe.webp',
    title: 'Go Premium when you are ready',
    text: 'Start with a 7-day free trial, no credit card required.',
  },
];

/** "Watch Demo": a short walkthrough of the product in screenshots. Loaded only when opened. */
export default function DemoWalkthrough({ onClose }: { onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const step = steps[index]!;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-background p-4 shadow-xl sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold">How Distill works</Dialog.Title>
            <DialogCloseButton />
          </div>
          <figure className="mt-4">
            <img
              src={step.image}
              alt={`Screenshot: ${step.title}`}
              width={960}
              height={600}
              loading="lazy"
              decoding="async"
              className="aspect-[8/5] w-full rounded-xl border border-border bg-muted object-cover"
            />
            <figcaption className="mt-4" aria-live="polite">
              <p className="text-sm text-muted-foreground">
                Step {index + 1} of {steps.length}
              </p>
              <p className="mt-1 font-semibold">{step.title}</p>
              <Dialog.Description className="mt-1 text-sm text-muted-foreground">
                {step.text}
              </Dialog.Description>
            </figcaption>
          </figure>
          <div className="mt-6 flex justify-between gap-3">
            <Button variant="outline" disabled={index === 0} onClick={() => setIndex(index - 1)}>
              <ChevronLeft className="size-4" aria-hidden />
              Previous
            </Button>
            {index < steps.length - 1 ? (
              <Button onClick={() => setIndex(index + 1)}>
                Next
                <ChevronRight className="size-4" aria-hidden />
              </Button>
            ) : (
              <Dialog.Close asChild>
                <Button>Done</Button>
              </Dialog.Close>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
