import { Info, Mail } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { EmailField, PasswordField } from '../../../components/ui/input';
import { PageLoading } from '../../../components/ui/page-loading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useToast } from '../../toast/hooks/useToast';
import { confirmRegistration, serverMessageOf } from '../auth-api';
import { nextAfterSignIn, takeSignUpIntent } from '../auth-redirect';
import type { User } from '../auth-types';
import { useAuth } from '../hooks/useAuth';
import { type PasswordMode, usePasswordAuth } from '../hooks/usePasswordAuth';
import { AuthCard } from './AuthCard';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { RegistrationSent } from './RegistrationSent';

const tabTrigger =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

function CredentialsForm({ mode }: { mode: PasswordMode }) {
  const { signedIn } = useAuth();
  const { toast } = useToast();
  const { submit: submitPassword, sent } = usePasswordAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    let user: User | null;
    try {
      user = await submitPassword(mode, email, password);
    } catch (error) {
      const message = serverMessageOf(error);
      toast(
        mode === 'signIn'
          ? {
              title: 'Login failed',
              description: message ?? 'Invalid email or password',
              variant: 'destructive',
            }
          : {
              title: 'Registration failed',
              description: message ?? 'Please try again.',
              variant: 'destructive',
            },
      );
      setBusy(false);
      return;
    }
    if (!user) return;
    toast({ title: 'Login successful', description: 'Welcome back!' });
    // The page redirects once the user is signed in.
    signedIn(user);
  };

  if (sent) return <RegistrationSent email={sent.email} answer={sent.answer} />;

  const prefix = mode === 'signIn' ? 'signin' : 'signup';
  return (
    <form onSubmit={submit} className="grid gap-4">
      <EmailField id={`${prefix}-email`} value={email} onValueChange={setEmail} />
      <PasswordField
        id={`${prefix}-password`}
        label="Password"
        autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
        minLength={mode === 'signUp' ? 6 : undefined}
        value={password}
        onValueChange={setPassword}
      />
      <Button type="submit" disabled={busy} className="mt-2 w-full">
        {mode === 'signIn'
          ? busy
            ? 'Signing in...'
            : 'Sign In'
          : busy
            ? 'Creating account...'
            : 'Sign Up'}
      </Button>
    </form>
  );
}

/**
 * `?confirm=<token>`, the link of the registration e-mail: creates the account and signs it in
 * (once, though React runs effects twice in development). Answers the failure's words, if any,
 * and the sign-up's remembered intent (trial, return address) once confirmed.
 */
function useRegistrationConfirmation(token: string | null): {
  confirming: boolean;
  failure: string | null;
  intent: URLSearchParams | null;
} {
  const { signedIn } = useAuth();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [intent, setIntent] = useState<URLSearchParams | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirmRegistration(token).then(
      (user) => {
        toast({ title: 'Registration successful', description: 'Welcome to Distill!' });
        setIntent(takeSignUpIntent(window.localStorage));
        signedIn(user);
      },
      (error: unknown) => {
        const message = serverMessageOf(error) ?? 'Please try again.';
        toast({ title: 'Registration failed', description: message, variant: 'destructive' });
        setFailure(message);
      },
    );
  }, [token, signedIn, toast]);
  return { confirming: Boolean(token) && failure === null, failure, intent };
}

/** /simple-auth: e-mail and password through the product's own API. */
export default function SimpleAuthPage() {
  useDocumentTitle('Sign In with Email');
  const { state } = useAuth();
  const [search] = useSearchParams();
  const confirmation = useRegistrationConfirmation(search.get('confirm'));
  // A free-trial button or a failed confirmation opens the Sign Up tab: what the visitor wants.
  const [tab, setTab] = useState<PasswordMode>(
    search.get('trial') === '1' || search.has('confirm') ? 'signUp' : 'signIn',
  );

  if (state.status === 'signedIn') {
    return <Navigate to={nextAfterSignIn(state.user, confirmation.intent ?? search)} replace />;
  }
  if (confirmation.confirming) return <PageLoading label="Confirming your e-mail address" />;
  if (state.status === 'loading') return <PageLoading label="Checking authentication" />;

  return (
    <AuthCard
      title="Sign In with Email"
      icon={<Mail className="size-5" aria-hidden />}
      description="Sign in or create your Distill account with your e-mail address and a password."
    >
      {confirmation.failure && (
        <p
          role="alert"
          className="mt-6 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          {confirmation.failure}
        </p>
      )}
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setTab(value as PasswordMode)}
        className="mt-6"
      >
        <Tabs.List aria-label="Sign in or sign up" className="flex gap-1 rounded-lg bg-muted p-1">
          <Tabs.Trigger value="signIn" className={tabTrigger}>
            Sign In
          </Tabs.Trigger>
          <Tabs.Trigger value="signUp" className={tabTrigger}>
            Sign Up
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="signIn" className="mt-6 outline-none">
          <CredentialsForm mode="signIn" />
          <div className="mt-4 text-center">
            <ForgotPasswordDialog defaultOpen={search.get('forgot') === '1'} />
          </div>
        </Tabs.Content>
        <Tabs.Content value="signUp" className="mt-6 outline-none">
          <CredentialsForm mode="signUp" />
        </Tabs.Content>
      </Tabs.Root>
      <p className="mt-6 flex items-start gap-2 rounded-lg bg-muted/60 p-3 text-xs text-muted-foreground">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        Admin users are redirected to the admin panel automatically after signing in.
      </p>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Signing in with Google?{' '}
        <Link
          to={search.size ? `/auth?${search.toString()}` : '/auth'}
          className="font-medium text-primary hover:underline"
        >
          Go to the main sign-in page
        </Link>
      </p>
      <Link to="/" className="mt-6 inline-block text-sm font-medium text-primary hover:underline">
        Back to Home
      </Link>
    </AuthCard>
  );
}
