import { domainErrorOf } from '@distill/platform';
import { DATA_ARCHIVE_MAX_BYTES } from './data-archive.limits.js';

export class DataArchiveError extends domainErrorOf({
  DATA_ARCHIVE_ALREADY_PREPARING: 'conflict',
  DATA_ARCHIVE_ALREADY_READY: 'conflict',
  DATA_ARCHIVE_NOT_FOUND: 'not_found',
  DATA_ARCHIVE_EXPIRED: 'not_found',
  DATA_ARCHIVE_NOT_PREPARING: 'conflict',
  DATA_ARCHIVE_INVALID_CONTENT: 'bad_input',
}) {
  static alreadyPreparing(): DataArchiveError {
    return new DataArchiveError(
      'DATA_ARCHIVE_ALREADY_PREPARING',
      'Your archive is already being prepared; we will e-mail you when it is ready',
    );
  }

  static alreadyReady(expiresAt: Date): DataArchiveError {
    return new DataArchiveError(
      'DATA_ARCHIVE_ALREADY_READY',
      `Your archive is ready to download until ${expiresAt.toISOString()}; ` +
        'you can request a new one after that',
    );
  }

  /** Someone else's archive answers this too: whether it exists is not told. */
  static notFound(): DataArchiveError {
    return new DataArchiveError('DATA_ARCHIVE_NOT_FOUND', 'Archive not found');
  }

  static expired(): DataArchiveError {
    return new DataArchiveError(
      'DATA_ARCHIVE_EXPIRED',
      'This archive has expired; request a new one in Settings',
    );
  }

  static notPreparing(): DataArchiveError {
    return new DataArchiveError(
      'DATA_ARCHIVE_NOT_PREPARING',
      'This archive is no longer being prepared',
    );
  }

  static invalidContent(): DataArchiveError {
    return new DataArchiveError(
      'DATA_ARCHIVE_INVALID_CONTENT',
      `content must be a base64-encoded zip file of at most ${DATA_ARCHIVE_MAX_BYTES} bytes`,
    );
  }
}
