import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { DialogCloseButton } from '../../../components/ui/dialog-close-button';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/input';
import { useToast } from '../../toast/hooks/useToast';
import { requestPasswordReset } from '../auth-api';
import { EmailPreviewNotice } from './EmailPreviewNotice';

/** Spec section 8: the reset request always gets the same answer. */
const EMAIL_SENT = "If an account with that email exists, you'll receive a password reset link.";

export interface ForgotPasswordDialogProps {
  triggerLabel?: string;
  /** The e-mail already typed on the page, kept in the dialog. */
  initialEmail?: string;
  /** Open at once (the "you already have an account" e-mail links here). */
  defaultOpen?: boolean;
}

/**
 * 'Did you forget your password?': asks Distill's own API for a reset link by e-mail, on both
 * sign-in pages (the reset sets the password every sign-in checks; in development the answer
 * offers the kept e-mail's preview).
 */
export function ForgotPasswordDialog({
  triggerLabel = 'Did you forget your password?',
  initialEmail = '',
  defaultOpen = false,
}: ForgotPasswordDialogProps = {}) {
  const { toast } = useToast();
  const [open, setOpen] = useState(defaultOpen);
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ previewUrl: string | null } | null>(null);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) setEmail(initialEmail.trim());
    else setSent(null);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      const answer = await requestPasswordReset(email.trim());
      toast({ title: 'Email sent', description: EMAIL_SENT });
      if (answer.previewUrl) setSent({ previewUrl: answer.previewUrl });
      else onOpenChange(false);
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to send reset email. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {triggerLabel}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-background p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold">Reset Password</Dialog.Title>
            <DialogCloseButton />
          </div>
          {sent?.previewUrl ? (
            <>
              <Dialog.Description className="mt-2 text-sm text-muted-foreground">
                {EMAIL_SENT}
              </Dialog.Description>
              <EmailPreviewNotice previewUrl={sent.previewUrl} />
              <div className="mt-6 flex justify-end">
                <Dialog.Close asChild>
                  <Button variant="outline">Close</Button>
                </Dialog.Close>
              </div>
            </>
          ) : (
            <form onSubmit={send} className="mt-2">
              <Dialog.Description className="text-sm text-muted-foreground">
                Enter your email address and we&apos;ll send you a link to reset your password.
              </Dialog.Description>
              <EmailField
                id="reset-email"
                value={email}
                onValueChange={setEmail}
                className="mt-4"
              />
              <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Dialog.Close asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.Close>
                <Button type="submit" disabled={sending}>
                  {sending ? 'Sending...' : 'Send Reset Link'}
                </Button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
