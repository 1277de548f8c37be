import { graphql } from '../../../gql';

/** The grace period's length and the member's pending deletion, if any. */
export const AccountDeletionQuery = graphql(`
  query AccountDeletionStatus {
    accountDeletionGraceDays
    viewer {
      id
      pendingDeletion {
        requestedAt
        eraseAfter
      }
    }
  }
`);

/** Ends every session of the member at once; the erasure follows after the grace period. */
export const RequestAccountDeletionMutation = graphql(`
  mutation RequestMyAccountDeletion(
    $confirmation: String!
    $password: String
    $providerIdToken: String
  ) {
    requestAccountDeletion(
      confirmation: $confirmation
      password: $password
      providerIdToken: $providerIdToken
    ) {
      eraseAfter
    }
  }
`);

export const CancelAccountDeletionMutation = graphql(`
  mutation KeepMyAccount {
    cancelAccountDeletion
  }
`);
