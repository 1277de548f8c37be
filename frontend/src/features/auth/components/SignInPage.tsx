import { ArrowLeft, Loader2, LogIn, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { EmailField, PasswordField } from '../../../components/ui/input';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { isEmailNotVerified, isLinkRequired, serverMessageOf } from '../auth-api';
import { firebaseClientConfig } from '../firebase/firebase-client-config';
import { googleAuthErrorMessage } from '../firebase/firebase-errors';
import { useAuth } from '../hooks/useAuth';
import { type PasswordMode, usePasswordAuth } from '../hooks/usePasswordAuth';
import { validateProviderForm } from '../password-rules';
import { nextAfterSignIn, simpleAuthPath } from '../auth-redirect';
import type { EmulatedGoogleAccount } from '../firebase/firebase-session';
import { AuthCard } from './AuthCard';
import { EmulatedGoogleDialog } from './EmulatedGoogleDialog';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { RegistrationSent } from './RegistrationSent';

const loadFirebaseSession = () => import('../firebase/firebase-session');
const loadOneSignIn = () => import('../one-sign-in');

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden focusable="false">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.76h3.57c2.08-1.92 3.27-4.74 3.27-8.09z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.76c-.99.66-2.25 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.11A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.11V7.05H2.18A11 11 0 0 0 1 12c0 1.78.43 3.46 1.18 4.95l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.05l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

function Status({ label }: { label: string }) {
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-24">
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Loader2 className="size-5 animate-spin" aria-hidden />
        {label}
      </p>
    </section>
  );
}

/** /auth, /login and /firebase-auth: the identity-provider sign-in and sign-up page. */
export default function SignInPage() {
  const { state, signedIn } = useAuth();
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<PasswordMode>(
    searchParams.get('mode') === 'signup' ? 'signUp' : 'signIn',
  );
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { submit: submitPassword, sent, clearSent } = usePasswordAuth();
  const signUp = mode === 'signUp';
  useDocumentTitle(signUp ? 'Create Account' : 'Sign In');

  if (state.status === 'loading') return <Status label="Checking authentication..." />;
  if (state.status === 'signedIn') {
    return (
      <>
        <Status label="Redirecting..." />
        <Navigate to={nextAfterSignIn(state.user, searchParams)} replace />
      </>
    );
  }

  const switchMode = () => {
    setMode(signUp ? 'signIn' : 'signUp');
    setError(null);
    clearSent();
    setConfirmPassword('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateProviderForm(mode, { email, password, confirmPassword });
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const user = await submitPassword(mode, email, password);
      if (user) {
        signedIn(user);
        return;
      }
      setBusy(false);
    } catch (caught) {
      setError(serverMessageOf(caught) ?? 'Authentication failed');
      setBusy(false);
    }
  };

  /** With an account named for the Auth emulator (development), else Google's popup. */
  const continueWithGoogle = async (emulated?: EmulatedGoogleAccount) => {
    setError(null);
    setBusy(true);
    const session = await loadFirebaseSession();
    try {
      const { serverUserOf } = await loadOneSignIn();
      const provider = emulated
        ? await session.signInWithEmulatedGoogle(firebaseClientConfig!, emulated)
        : await session.signInWithGoogle(firebaseClientConfig!);
      signedIn(await serverUserOf(provider));
    } catch (caught) {
      if (isLinkRequired(caught) || isEmailNotVerified(caught)) {
        // A Google sign-in never takes a password account: the member signs in with its password.
        await session.signOutOfProvider(firebaseClientConfig!);
        setError(serverMessageOf(caught));
      } else {
        setError(googleAuthErrorMessage(caught));
      }
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={signUp ? 'Create Account' : 'Sign In'}
      icon={
        signUp ? (
          <UserPlus className="size-5" aria-hidden />
        ) : (
          <LogIn className="size-5" aria-hidden />
        )
      }
      description={
        signUp
          ? // Through a trial button the sign-up goes on to /start-trial; otherwise the member
            // starts it when they choose, wherever Premium is offered.
            searchParams.get('trial') === '1'
            ? 'Create your Distill account and start your 7-day free trial.'
            : 'Create your free Distill account. Start your 7-day free trial whenever you like, no card needed.'
          : 'Welcome back! Sign in to continue reading.'
      }
    >
      {firebaseClientConfig && (
        <>
          {firebaseClientConfig.emulatorUrl ? (
            <EmulatedGoogleDialog
              trigger={
                <Button variant="outline" className="mt-6 w-full" disabled={busy}>
                  <GoogleIcon />
                  Continue with Google
                </Button>
              }
              onContinue={(account) => void continueWithGoogle(account)}
            />
          ) : (
            <Button
              variant="outline"
              className="mt-6 w-full"
              disabled={busy}
              onClick={() => void continueWithGoogle()}
            >
              <GoogleIcon />
              Continue with Google
            </Button>
          )}
          <div className="my-6 flex items-center gap-3 text-xs text-muted-foreground uppercase">
            <span className="h-px flex-1 bg-border" />
            or continue with email
            <span className="h-px flex-1 bg-border" />
          </div>
        </>
      )}
      {sent ? (
        <div className="mt-6">
          <RegistrationSent email={sent.email} answer={sent.answer} />
        </div>
      ) : (
        <form
          onSubmit={submit}
          className={firebaseClientConfig ? 'grid gap-4' : 'mt-6 grid gap-4'}
          aria-label={signUp ? 'Create account' : 'Sign in'}
        >
          <EmailField id="auth-email" value={email} onValueChange={setEmail} />
          <PasswordField
            id="auth-password"
            label="Password"
            autoComplete={signUp ? 'new-password' : 'current-password'}
            value={password}
            onValueChange={setPassword}
          />
          {signUp && (
            <PasswordField
              id="auth-confirm-password"
              label="Confirm Password"
              autoComplete="new-password"
              value={confirmPassword}
              onValueChange={setConfirmPassword}
            />
          )}
          {error && (
            <p
              role="alert"
              className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
            >
              {error}
            </p>
          )}
          <Button type="submit" disabled={busy} className="mt-2 w-full">
            {busy ? 'Please wait...' : signUp ? 'Create Account' : 'Sign In'}
          </Button>
        </form>
      )}
      {!signUp && (
        <div className="mt-4 text-center">
          <ForgotPasswordDialog triggerLabel="Forgot password?" initialEmail={email} />
        </div>
      )}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {signUp ? 'Already have an account?' : "Don't have an account?"}{' '}
        <button
          type="button"
          onClick={switchMode}
          className="rounded-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {signUp ? 'Sign In' : 'Create Account'}
        </button>
      </p>
      <p className="mt-2 text-center text-sm text-muted-foreground">
        Prefer the classic page?{' '}
        <Link
          to={simpleAuthPath(searchParams)}
          className="font-medium text-primary hover:underline"
        >
          Sign in with email and password
        </Link>
      </p>
      <Link
        to="/"
        className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Home
      </Link>
    </AuthCard>
  );
}
