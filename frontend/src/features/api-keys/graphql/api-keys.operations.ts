import { graphql } from '../../../gql';

graphql(`
  fragment ApiKeyFields on ApiKey {
    id
    name
    prefix
    scopes
    rateLimitPerMinute
    createdAt
    revokedAt
    usageToday
    dailyUsage {
      day
      requests
    }
  }
`);

/** Partner API keys, newest first (never the keys themselves). */
export const ApiKeysQuery = graphql(`
  query ApiKeys {
    apiKeys {
      ...ApiKeyFields
    }
  }
`);

/** The answer holds the key once: Distill keeps only its hash. */
export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      key
      apiKey {
        ...ApiKeyFields
      }
    }
  }
`);

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      ...ApiKeyFields
    }
  }
`);
