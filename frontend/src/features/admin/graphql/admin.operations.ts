import { graphql } from '../../../gql';

// The admin's catalog operations are the REST facade's (gateway/src/rest/operations/
// admin-catalog.graphql); this one is the client's alone: the member list with pending deletions.
export const AdminUsersQuery = graphql(`
  query AdminUsers {
    users {
      id
      email
      role
      subscriptionStatus
      subscriptionType
      createdAt
      pendingDeletion {
        eraseAfter
      }
    }
  }
`);
