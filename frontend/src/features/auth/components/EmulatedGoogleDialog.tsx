import { Dialog } from 'radix-ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { DialogCloseButton } from '../../../components/ui/dialog-close-button';
import { Button } from '../../../components/ui/button';
import { EmailField, Field } from '../../../components/ui/input';
import type { EmulatedGoogleAccount } from '../firebase/firebase-session';

export interface EmulatedGoogleDialogProps {
  /** The page's 'Continue with Google' button, which opens the dialog. */
  trigger: ReactNode;
  onContinue: (account: EmulatedGoogleAccount) => void;
}

/**
 * Development with the Auth emulator: Google's own page cannot load (no internet is needed, and
 * none is used), so the emulator's Google account is named here, as the emulator's own sign-in
 * page asks for it.
 */
export function EmulatedGoogleDialog({ trigger, onContinue }: EmulatedGoogleDialogProps) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    onContinue({ email, name });
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-background p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold">
              Google sign-in (development)
            </Dialog.Title>
            <DialogCloseButton />
          </div>
          <form onSubmit={submit} className="mt-2">
            <Dialog.Description className="text-sm text-muted-foreground">
              This server uses the Firebase Auth emulator in place of Google: no Google account is
              asked for. Name the Google account to sign in with; the same e-mail address signs in
              to the same account again.
            </Dialog.Description>
            <EmailField
              id="emulated-google-email"
              label="Google account e-mail"
              value={email}
              onValueChange={setEmail}
              className="mt-4"
            />
            <Field
              id="emulated-google-name"
              label="Name (optional)"
              autoComplete="name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              className="mt-4"
            />
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.Close>
              <Button type="submit">Sign in</Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
