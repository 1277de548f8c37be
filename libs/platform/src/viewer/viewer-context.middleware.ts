import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { VIEWER_CONTEXT_HEADER, type Viewer } from '@distill/contracts';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '../platform.options.js';
import { acceptedInternalSecrets, VerifiedViewerContexts } from './viewer-context.js';

export interface RequestWithViewer extends Request {
  viewer?: Viewer;
  /** The end user's address as signed by the gateway; null when the gateway did not send it. */
  clientAddress?: string | null;
}

/**
 * Subgraphs are internal: a request without a valid gateway signature is refused before any
 * resolver runs, so a forged "admin" header gets nowhere.
 */
@Injectable()
export class ViewerContextMiddleware implements NestMiddleware {
  private readonly contexts: VerifiedViewerContexts;

  constructor(@Inject(PLATFORM_OPTIONS) runtime: PlatformRuntime) {
    this.contexts = new VerifiedViewerContexts(acceptedInternalSecrets(runtime.config));
  }

  async use(req: RequestWithViewer, res: Response, next: NextFunction): Promise<void> {
    const token = req.header(VIEWER_CONTEXT_HEADER);
    if (!token) {
      res.status(401).json({ message: 'Missing viewer context' });
      return;
    }
    try {
      const context = await this.contexts.verify(token);
      req.viewer = context.viewer;
      req.clientAddress = context.clientAddress;
    } catch {
      res.status(401).json({ message: 'Invalid viewer context' });
      return;
    }
    next();
  }
}
