import { graphql } from '../../../gql';

/** The signed-in member's ways to sign in, for their settings. */
export const SignInMethodsQuery = graphql(`
  query SignInMethods {
    viewerSignInMethods {
      kind
      label
      removable
    }
  }
`);

export const RemoveSignInMethodMutation = graphql(`
  mutation RemoveSignInMethod($kind: String!) {
    removeSignInMethod(kind: $kind) {
      kind
      label
      removable
    }
  }
`);

/** Ends every session of the member, the identity provider's included. */
export const SignOutEverywhereMutation = graphql(`
  mutation SignOutEverywhere {
    revokeViewerSessions
  }
`);
