import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { TOAST_DURATION_MS, ToastContext, type ToastMessage } from '../toast-context';

interface ActiveToast extends ToastMessage {
  id: number;
}

export function Toaster({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<ActiveToast | null>(null);

  const toast = useCallback((message: ToastMessage) => {
    setActive((current) => ({ ...message, id: (current?.id ?? 0) + 1 }));
  }, []);
  const dismiss = useCallback(() => setActive(null), []);
  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
        {children}
        {active && (
          <Toast.Root
            key={active.id}
            data-testid="toast"
            open
            onOpenChange={(open) => {
              if (!open) dismiss();
            }}
            className={cn(
              'animate-toast-in pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
              active.variant === 'destructive'
                ? 'border-destructive/40 bg-card text-card-foreground'
                : 'border-border bg-card text-card-foreground',
            )}
          >
            <div className="grid gap-1">
              <Toast.Title
                className={cn(
                  'text-sm font-semibold',
                  active.variant === 'destructive' && 'text-destructive',
                )}
              >
                {active.title}
              </Toast.Title>
              {active.description && (
                <Toast.Description className="text-sm text-muted-foreground">
                  {active.description}
                </Toast.Description>
              )}
            </div>
            <Toast.Close
              aria-label="Close notification"
              className="absolute top-3 right-3 rounded-md p-1 text-muted-foreground hover:text-foreground"
            >
              <X className="size-4" aria-hidden />
            </Toast.Close>
          </Toast.Root>
        )}
        <Toast.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}
