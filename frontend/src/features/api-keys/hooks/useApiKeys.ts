import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import type { CreateApiKeyInput } from '../../../gql/graphql';
import {
  ApiKeysQuery,
  CreateApiKeyMutation,
  RevokeApiKeyMutation,
} from '../graphql/api-keys.operations';

/** The admin's partner keys: list, issue (the key is returned once) and revoke. */
export function useApiKeys() {
  const keys = useQuery(ApiKeysQuery);
  const [createApiKey] = useMutation(CreateApiKeyMutation, { refetchQueries: [ApiKeysQuery] });
  // The answer is the revoked key: the cache updates it in the list.
  const [revokeApiKey] = useMutation(RevokeApiKeyMutation);

  const create = useCallback(
    async (input: CreateApiKeyInput) => {
      const { data } = await createApiKey({ variables: { input } });
      if (!data) throw new Error('The API key was not issued');
      return data.createApiKey;
    },
    [createApiKey],
  );

  const revoke = useCallback(
    async (id: string) => {
      await revokeApiKey({ variables: { id } });
    },
    [revokeApiKey],
  );

  return { keys: keys.data?.apiKeys, error: keys.error, create, revoke };
}
