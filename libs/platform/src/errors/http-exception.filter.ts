import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { currentCorrelationId } from '../logging/request-context.js';
import {
  isDependencyUnavailable,
  RETRY_AFTER_SECONDS,
  SERVICE_UNAVAILABLE_MESSAGE,
} from './dependency-unavailable.js';
import { DomainError, GENERIC_ERROR_MESSAGE, HTTP_STATUS_BY_KIND } from './domain-error.js';

/** HTTP counterpart of the GraphQL formatter, for the few REST routes a service exposes. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const response = host.switchToHttp().getResponse<Response>();
    if (exception instanceof DomainError) {
      response.status(HTTP_STATUS_BY_KIND[exception.kind]).json({ message: exception.message });
      return;
    }
    // Readiness reporting "not ready" (Terminus): a deliberate answer with its details, not a fault.
    if (exception instanceof ServiceUnavailableException) {
      response.status(exception.getStatus()).json(exception.getResponse());
      return;
    }
    if (exception instanceof HttpException && exception.getStatus() < 500) {
      response.status(exception.getStatus()).json({ message: exception.message });
      return;
    }
    const correlationId = currentCorrelationId();
    if (isDependencyUnavailable(exception)) {
      this.logger.warn(
        { err: exception, correlationId },
        'HTTP request failed: dependency unavailable',
      );
      response
        .status(HTTP_STATUS_BY_KIND.unavailable)
        .setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
        .json({ message: SERVICE_UNAVAILABLE_MESSAGE, correlationId });
      return;
    }
    this.logger.error({ err: exception, correlationId }, 'unhandled error in HTTP request');
    response.status(500).json({ message: GENERIC_ERROR_MESSAGE, correlationId });
  }
}
