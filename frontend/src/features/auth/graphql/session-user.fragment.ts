import { graphql } from '../../../gql';

/**
 * The user the session routes answer (the gateway's `viewer`). Never sent: it is here so that
 * codegen types those REST answers from the schema (`SessionUserFieldsFragment`). Import only
 * the type, so the landing's bundle carries no GraphQL documents.
 */
export const SessionUserFields = graphql(`
  fragment SessionUserFields on User {
    id
    email
    role
    firstName
    lastName
    profileImageUrl
    subscriptionStatus
    subscriptionType
  }
`);
