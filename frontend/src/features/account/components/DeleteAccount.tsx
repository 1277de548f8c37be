import { useMutation, useQuery } from '@apollo/client/react';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, PasswordField } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { serverMessage } from '../../../lib/graphql-errors';
import { EmulatedGoogleDialog } from '../../auth/components/EmulatedGoogleDialog';
import { firebaseClientConfig } from '../../auth/firebase/firebase-client-config';
import type { EmulatedGoogleAccount } from '../../auth/firebase/firebase-session';
import { SignInMethodsQuery } from '../../auth/graphql/sign-in-methods.graphql';
import { useAuth } from '../../auth/hooks/useAuth';
import { useToast } from '../../toast/hooks/useToast';
import { deletionDate } from '../deletion-date';
import {
  AccountDeletionQuery,
  RequestAccountDeletionMutation,
} from '../graphql/account-deletion.graphql';

const loadFirebaseSession = () => import('../../auth/firebase/firebase-session');

/**
 * Settings → "Delete my account": the grace period (identity's number of days), proof that it
 * is the member (their password, or a fresh sign-in with their provider when they have none),
 * their e-mail address typed, then every session ends and they are signed out.
 */
export function DeleteAccount({ email }: { email: string }) {
  const { toast } = useToast();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const status = useQuery(AccountDeletionQuery, { fetchPolicy: 'network-only' });
  const methods = useQuery(SignInMethodsQuery);
  const [requestDeletion, { loading: requesting }] = useMutation(RequestAccountDeletionMutation);
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const hasPassword = methods.data?.viewerSignInMethods.some((m) => m.kind === 'password');
  const graceDays = status.data?.accountDeletionGraceDays;
  const pending = status.data?.viewer?.pendingDeletion;

  const deleteAccount = async (proof: { password?: string; providerIdToken?: string }) => {
    setError(null);
    let eraseAfter: string;
    try {
      const { data } = await requestDeletion({ variables: { confirmation, ...proof } });
      eraseAfter = data!.requestAccountDeletion.eraseAfter;
    } catch (caught) {
      setError(serverMessage(caught));
      return;
    }
    // The server ended every session; this ends the page's and the provider's too.
    await signOut(() => navigate('/'));
    toast({
      title: 'Your account is scheduled for deletion',
      description: `It will be erased on ${deletionDate(eraseAfter)}. Sign in before then to keep it.`,
    });
  };

  /** A provider member signs in with the provider again: its fresh ID token is the proof. */
  const withProvider = async (emulated?: EmulatedGoogleAccount) => {
    setError(null);
    try {
      const session = await loadFirebaseSession();
      const { idToken } = emulated
        ? await session.signInWithEmulatedGoogle(firebaseClientConfig!, emulated)
        : await session.signInWithGoogle(firebaseClientConfig!);
      await deleteAccount({ providerIdToken: idToken });
    } catch (caught) {
      setError(serverMessage(caught));
    }
  };

  const days = graceDays === 1 ? '1 day' : `${graceDays} days`;
  const typedRight = confirmation.trim().toLowerCase() === email.toLowerCase();
  const reauthenticate = (
    <Button
      variant="destructive-outline"
      disabled={!typedRight || requesting}
      onClick={firebaseClientConfig?.emulatorUrl ? undefined : () => void withProvider()}
    >
      <Trash2 className="size-4" aria-hidden />
      Sign in with Google again and delete
    </Button>
  );

  return (
    <section aria-labelledby="delete-account" className="rounded-xl border bg-card p-6">
      <h2 id="delete-account" className="flex items-center gap-2 text-xl font-semibold">
        <Trash2 className="size-5" aria-hidden />
        Delete my account
      </h2>
      {(status.loading || methods.loading) && <Skeleton className="mt-4 h-24 w-full" />}
      {pending && (
        <p className="mt-2 text-sm">
          Your account is scheduled for deletion on {deletionDate(pending.eraseAfter)}.
        </p>
      )}
      {status.data && methods.data && !pending && (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            You are signed out everywhere at once. Your account and everything Distill holds about
            you (library, progress, highlights, review history, subscription) is erased after {days}
            ; sign in before then to keep it. Your subscription ends when it is erased.
          </p>
          <form
            className="mt-4 grid gap-4"
            aria-label="Delete my account"
            onSubmit={(event) => event.preventDefault()}
          >
            <Field
              id="delete-confirmation"
              label={`Type your e-mail address (${email}) to confirm`}
              type="email"
              autoComplete="off"
              required
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
            {hasPassword && (
              <PasswordField
                id="delete-password"
                label="Your password"
                autoComplete="current-password"
                value={password}
                onValueChange={setPassword}
              />
            )}
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <div>
              {hasPassword ? (
                <ConfirmDialog
                  trigger={
                    <Button
                      variant="destructive-outline"
                      disabled={!typedRight || !password || requesting}
                    >
                      <Trash2 className="size-4" aria-hidden />
                      Delete my account
                    </Button>
                  }
                  title="Delete your account?"
                  description={`You will be signed out now, and your account erased after ${days}.`}
                  confirmLabel="Delete my account"
                  confirmVariant="destructive"
                  pending={requesting}
                  onConfirm={() => void deleteAccount({ password })}
                />
              ) : firebaseClientConfig?.emulatorUrl ? (
                <EmulatedGoogleDialog
                  trigger={reauthenticate}
                  onContinue={(account) => void withProvider(account)}
                />
              ) : (
                reauthenticate
              )}
            </div>
          </form>
        </>
      )}
    </section>
  );
}
