import { useQuery } from '@apollo/client/react';
import { hasPremiumAccess } from '../../auth/auth-types';
import { useAuth } from '../../auth/hooks/useAuth';
import { TrialAvailableQuery } from '../graphql/billing.operations';

/**
 * Whether to offer this member the card-free 7-day trial: billing says so (never had a trial or
 * a subscription). False for visitors, for members with Premium, and until billing has answered.
 */
export function useTrialAvailable(): boolean {
  const { state } = useAuth();
  const asks = state.status === 'signedIn' && !hasPremiumAccess(state.user);
  const { data } = useQuery(TrialAvailableQuery, { skip: !asks });
  return asks && data?.trialAvailable === true;
}
