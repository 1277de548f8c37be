import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/hooks/useAuth';
import { useToast } from '../../toast/hooks/useToast';

/** Sign Out: ends the session, removes the stored token and returns to / (spec section 2). */
export function useSignOut() {
  const { signOut } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const run = useCallback(async () => {
    setSigningOut(true);
    const ok = await signOut(() => navigate('/', { replace: true }));
    setSigningOut(false);
    toast(
      ok
        ? { title: 'Logged out', description: 'See you next time!' }
        : { title: 'Logout failed', variant: 'destructive' },
    );
  }, [signOut, toast, navigate]);

  return { signOut: run, signingOut };
}
