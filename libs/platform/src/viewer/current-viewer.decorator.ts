import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Viewer } from '@distill/contracts';
import type { RequestWithViewer } from './viewer-context.middleware.js';

/** The verified viewer of a GraphQL operation; the middleware guarantees it is present. */
export const CurrentViewer = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Viewer => viewerOf(context),
);

/** The verified viewer behind any GraphQL or HTTP execution context (guards use it too). */
export function viewerOf(context: ExecutionContext): Viewer {
  const request = requestOf(context);
  if (!request.viewer) throw new Error('viewer context middleware did not run for this route');
  return request.viewer;
}

/** The end user's network address signed by the gateway, or null when it sent none. */
export const CurrentClientAddress = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | null => {
    const request = requestOf(context);
    if (!request.viewer) throw new Error('viewer context middleware did not run for this route');
    return request.clientAddress ?? null;
  },
);

function requestOf(context: ExecutionContext): RequestWithViewer {
  return context.getType<string>() === 'graphql'
    ? GqlExecutionContext.create(context).getContext<{ req: RequestWithViewer }>().req
    : context.switchToHttp().getRequest<RequestWithViewer>();
}
