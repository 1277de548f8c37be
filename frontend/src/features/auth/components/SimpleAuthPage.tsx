import { Info, Mail } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/input';
import { PageLoading } from '../../../components/ui/page-loading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useToast } from '../../toast/hooks/useToast';
import { serverMessageOf, simpleLogin, simpleRegister } from '../auth-api';
import { nextAfterSignIn } from '../auth-redirect';
import type { User } from '../auth-types';
import { useAuth } from '../hooks/useAuth';
import { AuthCard } from './AuthCard';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

type Mode = 'signIn' | 'signUp';

const tabTrigger =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

function CredentialsForm({ mode }: { mode: Mode }) {
  const { signedIn } = useAuth();
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    let user: User;
    try {
      user =
        mode === 'signIn'
          ? await simpleLogin(email.trim(), password)
          : await simpleRegister(email.trim(), password);
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
    toast(
      mode === 'signIn'
        ? { title: 'Login successful', description: 'Welcome back!' }
        : { title: 'Registration successful', description: 'Welcome to Distill!' },
    );
    // The page redirects once the user is signed in.
    signedIn(user);
  };

  const prefix = mode === 'signIn' ? 'signin' : 'signup';
  return (
    <form onSubmit={submit} className="grid gap-4">
      <Field
        id={`${prefix}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        placeholder="you@example.com"
      />
      <Field
        id={`${prefix}-password`}
        label="Password"
        type="password"
        autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
        required
        minLength={mode === 'signUp' ? 6 : undefined}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
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

/** /simple-auth: e-mail and password through the product's own API. */
export default function SimpleAuthPage() {
  useDocumentTitle('Sign In with Email');
  const { state } = useAuth();
  const [search] = useSearchParams();
  // A free-trial button opens the Sign Up tab: what the visitor asked for.
  const [tab, setTab] = useState<Mode>(search.get('trial') === '1' ? 'signUp' : 'signIn');

  if (state.status === 'loading') return <PageLoading label="Checking authentication" />;
  if (state.status === 'signedIn') {
    return <Navigate to={nextAfterSignIn(state.user, search)} replace />;
  }

  return (
    <AuthCard
      title="Sign In with Email"
      icon={<Mail className="size-5" aria-hidden />}
      description="Sign in or create your Distill account with your e-mail address and a password."
    >
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Mode)} className="mt-6">
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
            <ForgotPasswordDialog />
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
