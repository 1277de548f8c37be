import { useMutation, useQuery } from '@apollo/client/react';
import { KeyRound, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { serverMessage } from '../../../lib/graphql-errors';
import { useToast } from '../../toast/hooks/useToast';
import {
  RemoveSignInMethodMutation,
  SignInMethodsQuery,
  SignOutEverywhereMutation,
} from '../graphql/sign-in-methods.graphql';
import { useAuth } from '../hooks/useAuth';

/**
 * The member's sign-in methods with a Remove button each (never on the last one: identity
 * refuses it too), and "Sign out everywhere", which also ends the provider's sessions.
 */
export function SignInMethods() {
  const { toast } = useToast();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(SignInMethodsQuery, { fetchPolicy: 'network-only' });
  const [remove, { loading: removing }] = useMutation(RemoveSignInMethodMutation, {
    update(cache, { data: answer }) {
      if (answer)
        cache.writeQuery({
          query: SignInMethodsQuery,
          data: { viewerSignInMethods: answer.removeSignInMethod },
        });
    },
  });
  const [signOutEverywhere, { loading: signingOut }] = useMutation(SignOutEverywhereMutation);

  const removeMethod = async (kind: string, label: string) => {
    try {
      await remove({ variables: { kind } });
      toast({ title: 'Sign-in method removed', description: label });
    } catch (caught) {
      toast({
        title: 'Could not remove the sign-in method',
        description: serverMessage(caught),
        variant: 'destructive',
      });
    }
  };

  const endEverySession = async () => {
    try {
      await signOutEverywhere();
    } catch (caught) {
      toast({
        title: 'Could not sign out everywhere',
        description: serverMessage(caught),
        variant: 'destructive',
      });
      return;
    }
    await signOut(() => navigate('/'));
    toast({ title: 'Signed out everywhere', description: 'Every device must sign in again.' });
  };

  return (
    <section aria-labelledby="sign-in-methods" className="rounded-xl border bg-card p-6">
      <h2 id="sign-in-methods" className="flex items-center gap-2 text-xl font-semibold">
        <KeyRound className="size-5" aria-hidden />
        Sign-in methods
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        The ways you sign in to Distill. Remove one you do not recognise; your last one stays.
      </p>
      {loading && <Skeleton className="mt-4 h-12 w-full" />}
      {error && (
        <p role="alert" className="mt-4 text-sm text-destructive">
          {serverMessage(error)}
        </p>
      )}
      {data && (
        <ul className="mt-4 divide-y rounded-lg border">
          {data.viewerSignInMethods.map((method) => (
            <li key={method.kind} className="flex items-center justify-between gap-4 px-4 py-3">
              <span>{method.label}</span>
              {method.removable && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={removing}
                  aria-label={`Remove ${method.label}`}
                  onClick={() => void removeMethod(method.kind, method.label)}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6 border-t pt-6">
        <Button variant="outline" disabled={signingOut} onClick={() => void endEverySession()}>
          <LogOut className="size-4" aria-hidden />
          Sign out everywhere
        </Button>
        <p className="mt-2 text-sm text-muted-foreground">
          Ends your sessions on every device, Google sign-ins included.
        </p>
      </div>
    </section>
  );
}
