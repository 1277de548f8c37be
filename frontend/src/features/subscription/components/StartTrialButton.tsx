import { Sparkles } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button';
import { startTrialPath } from '../../auth/auth-redirect';

/** Starts the card-free trial for a signed-in member, then comes back to this page. */
export function StartTrialButton({
  className,
  returnTo,
}: {
  className?: string;
  /** Where to go once the trial has started; this page by default. */
  returnTo?: string;
}) {
  const { pathname, search } = useLocation();
  return (
    <ButtonLink
      to={startTrialPath(returnTo ?? pathname + search)}
      variant="premium"
      className={className}
    >
      <Sparkles className="size-4" aria-hidden />
      Start 7-Day Free Trial
    </ButtonLink>
  );
}
