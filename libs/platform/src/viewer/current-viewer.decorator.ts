import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Viewer } from '@distill/contracts';
import type { RequestWithViewer } from './viewer-context.middleware.js';

/** The verified viewer of a GraphQL operation; the middleware guarantees it is present. */
export const CurrentViewer = createParamDecorator((_data: unknown, context: ExecutionContext): Viewer => {
  const request =
    context.getType<string>() === 'graphql'
      ? GqlExecutionContext.create(context).getContext<{ req: RequestWithViewer }>().req
      : context.switchToHttp().getRequest<RequestWithViewer>();
  if (!request.viewer) throw new Error('viewer context middleware did not run for this route');
  return request.viewer;
});
