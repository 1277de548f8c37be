import { useLocation } from 'react-router-dom';
import { signInPath, trialSignUpPath } from '../auth-redirect';

/** Sign In and Start Free Trial links that bring the member back to the current page. */
export function useReturnLinks(): { signIn: string; trial: string } {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  return { signIn: signInPath(here), trial: trialSignUpPath(here) };
}
