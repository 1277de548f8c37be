import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { hasErrorCode } from '../../../lib/graphql-errors';
import { signInPath } from '../../auth/auth-redirect';
import { useToast } from '../../toast/hooks/useToast';
import { evictReadingLists } from '../reading-cache';
import { AddFavoriteDocument, RemoveFavoriteDocument } from '../../../gql/graphql';

/** Spec section 9: a signed-out member is sent to sign in 1 s after the notice. */
export const SIGN_IN_REDIRECT_DELAY_MS = 1000;

/** Flips one summary's favourite, given whether it is one now. */
export type FavoriteToggle = (summaryId: string, isFavorite: boolean) => Promise<void>;

/**
 * Adds or removes a favourite. The heart flips at once (optimistic answer) and flips back if the
 * server refuses; toasts and the 401 path are those of spec section 8.
 */
export function useFavoriteToggle(): FavoriteToggle {
  const [add] = useMutation(AddFavoriteDocument);
  const [remove] = useMutation(RemoveFavoriteDocument);
  const { toast } = useToast();
  const navigate = useNavigate();

  return useCallback(
    async (summaryId: string, isFavorite: boolean) => {
      // Apollo normalizes optimistic objects by __typename, which the generated types leave out.
      const summary = { __typename: 'Summary' as const, id: summaryId, isFavorite: !isFavorite };
      try {
        if (isFavorite) {
          await remove({
            variables: { summaryId },
            optimisticResponse: { removeFavorite: summary },
            update: evictReadingLists,
          });
          toast({ title: 'Removed from favorites' });
        } else {
          await add({
            variables: { summaryId },
            optimisticResponse: {
              addFavorite: { summaryId, createdAt: new Date().toISOString(), summary },
            },
            update: evictReadingLists,
          });
          toast({ title: 'Added to favorites' });
        }
      } catch (error) {
        // Spec section 8's "error containing 401": GraphQL's UNAUTHENTICATED.
        if (hasErrorCode(error, 'UNAUTHENTICATED')) {
          toast({
            title: 'Please Sign In',
            description: 'You need to be logged in to manage favorites',
            variant: 'destructive',
          });
          // The page as it is when the answer came (read then, so a list's cards, which share
          // this toggle, do not re-render at every change of the address).
          const { pathname, search } = window.location;
          setTimeout(() => navigate(signInPath(pathname + search)), SIGN_IN_REDIRECT_DELAY_MS);
        } else {
          toast({
            title: 'Error',
            description: 'Failed to update favorites',
            variant: 'destructive',
          });
        }
      }
    },
    [add, remove, toast, navigate],
  );
}
