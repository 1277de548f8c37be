import { MailCheck } from 'lucide-react';
import type { RegisterAnswer } from '../auth-api';
import { EmailPreviewNotice } from './EmailPreviewNotice';

/** Toast after a sign-up: the account exists only once the member opens the e-mail's link. */
export const REGISTRATION_SENT_TOAST = {
  title: 'Registration successful',
  description: 'Check your e-mail to finish creating your account.',
};

/** In place of a sign-up form once it was sent: where the member goes on from here. */
export function RegistrationSent({ email, answer }: { email: string; answer: RegisterAnswer }) {
  return (
    <section role="status" aria-labelledby="registration-sent-title" className="grid gap-2">
      <h2 id="registration-sent-title" className="flex items-center gap-2 text-base font-semibold">
        <MailCheck className="size-5 text-primary" aria-hidden />
        Check your inbox
      </h2>
      <p className="text-sm text-muted-foreground">
        We sent an e-mail to <strong className="text-foreground">{email}</strong>. Open the link in
        it to finish creating your account and sign in; it works for 24 hours.
      </p>
      {answer.previewUrl && <EmailPreviewNotice previewUrl={answer.previewUrl} />}
    </section>
  );
}
