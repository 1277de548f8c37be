import { CheckCircle2, KeyRound, ShieldAlert } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/input';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useToast } from '../../toast/hooks/useToast';
import { confirmPasswordReset, serverMessageOf } from '../auth-api';
import { SIMPLE_AUTH_PATH } from '../auth-redirect';
import { MIN_PASSWORD_LENGTH, validateNewPassword } from '../password-rules';
import { AuthCard } from './AuthCard';

/** Spec section 9: the success state sends the user to /auth after 3 seconds. */
export const RESET_REDIRECT_DELAY_MS = 3000;
const LOGIN_PATH = '/auth';

function MissingToken() {
  const { toast } = useToast();
  useEffect(() => {
    toast({
      title: 'Invalid reset link',
      description: 'The password reset link is invalid or missing the token.',
      variant: 'destructive',
    });
  }, [toast]);
  return (
    <AuthCard
      title="Invalid or missing reset token"
      icon={<ShieldAlert className="size-5" aria-hidden />}
      description="This password reset link is incomplete. Request a new link from the sign-in page."
    >
      {/* The simple flow's page: its 'Did you forget your password?' sends a new link. */}
      <ButtonLink to={SIMPLE_AUTH_PATH} variant="outline" className="mt-6">
        Back to Login
      </ButtonLink>
    </AuthCard>
  );
}

function PasswordUpdated() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => navigate(LOGIN_PATH, { replace: true }),
      RESET_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <AuthCard
      title="Password Updated!"
      icon={<CheckCircle2 className="size-5" aria-hidden />}
      description="Your password has been changed. Redirecting you to login in 3 seconds..."
    >
      <Button className="mt-6" onClick={() => navigate(LOGIN_PATH, { replace: true })}>
        Go to Login
      </Button>
    </AuthCard>
  );
}

/** /reset-password?token=...: choose a new password. */
export default function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { toast } = useToast();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  if (!token) return <MissingToken />;
  if (done) return <PasswordUpdated />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNewPassword(password, confirmation);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      await confirmPasswordReset(token, password);
    } catch (error) {
      toast({
        title: 'Reset failed',
        description: serverMessageOf(error) ?? 'Failed to reset password. Please try again.',
        variant: 'destructive',
      });
      setBusy(false);
      return;
    }
    toast({
      title: 'Password updated!',
      description: 'You can now sign in with your new password.',
    });
    setDone(true);
  };

  return (
    <AuthCard
      title="Reset Password"
      icon={<KeyRound className="size-5" aria-hidden />}
      description={`Choose a new password for your account (at least ${MIN_PASSWORD_LENGTH} characters).`}
    >
      <form onSubmit={submit} noValidate className="mt-6 grid gap-4">
        <PasswordField
          id="new-password"
          label="New Password"
          autoComplete="new-password"
          value={password}
          onValueChange={setPassword}
        />
        <PasswordField
          id="confirm-password"
          label="Confirm Password"
          autoComplete="new-password"
          value={confirmation}
          onValueChange={setConfirmation}
        />
        <Button type="submit" disabled={busy} className="mt-2 w-full">
          {busy ? 'Updating...' : 'Update Password'}
        </Button>
      </form>
      <ButtonLink to={LOGIN_PATH} variant="ghost" className="mt-4 w-full">
        Back to Login
      </ButtonLink>
    </AuthCard>
  );
}
