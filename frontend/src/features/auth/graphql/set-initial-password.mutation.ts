import { graphql } from '../../../gql';

/** After an e-mail sign-up at /auth: the same password on the Distill account (see one-sign-in.ts). */
export const SetInitialPasswordMutation = graphql(`
  mutation SetInitialPassword($password: String!) {
    setInitialPassword(password: $password) {
      id
    }
  }
`);
