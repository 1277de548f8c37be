import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { MemberViewer } from '@distill/contracts';
import { AdminOnly, CurrentViewer, GatewayOnly } from '@distill/platform';
import {
  ApiKeyAuthenticationModel,
  ApiKeyModel,
  CreateApiKeyInput,
  IssuedApiKeyModel,
} from './api-key.model.js';
import {
  type ApiKeyAuthentication,
  type ApiKeyView,
  ApiKeysService,
  type IssuedApiKey,
} from './api-keys.service.js';

@Resolver(() => ApiKeyModel)
export class ApiKeysResolver {
  constructor(private readonly keys: ApiKeysService) {}

  @Query(() => [ApiKeyModel], { description: 'Partner API keys, newest first. Admins only.' })
  @AdminOnly()
  apiKeys(): Promise<ApiKeyView[]> {
    return this.keys.list();
  }

  @Mutation(() => IssuedApiKeyModel, {
    description: 'Issues a partner API key; the answer holds the key once. Admins only.',
  })
  @AdminOnly()
  createApiKey(
    @CurrentViewer() admin: MemberViewer,
    @Args('input') input: CreateApiKeyInput,
  ): Promise<IssuedApiKey> {
    return this.keys.create(admin, input);
  }

  @Mutation(() => ApiKeyModel, { description: 'Revokes a key at once. Admins only.' })
  @AdminOnly()
  revokeApiKey(@Args('id', { type: () => ID }) id: string): Promise<ApiKeyView> {
    return this.keys.revoke(id);
  }

  /** Internal: the gateway checks every partner request's key here (limit and usage counted). */
  @Mutation(() => ApiKeyAuthenticationModel)
  @GatewayOnly()
  authenticateApiKey(@Args('key') key: string): Promise<ApiKeyAuthentication> {
    return this.keys.authenticate(key);
  }
}
