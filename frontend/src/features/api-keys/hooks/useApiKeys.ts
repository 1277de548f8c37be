import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  ApiKeysDocument,
  CreateApiKeyDocument,
  type CreateApiKeyInput,
  RevokeApiKeyDocument,
} from '../../../gql/graphql';

/** The admin's partner keys: list, issue (the key is returned once) and revoke. */
export function useApiKeys() {
  const keys = useQuery(ApiKeysDocument);
  const [createApiKey] = useMutation(CreateApiKeyDocument, { refetchQueries: [ApiKeysDocument] });
  // The answer is the revoked key: the cache updates it in the list.
  const [revokeApiKey] = useMutation(RevokeApiKeyDocument);

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
