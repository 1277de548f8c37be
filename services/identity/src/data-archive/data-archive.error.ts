import { domainErrorOf } from '@distill/platform';
import { DATA_ARCHIVE_MAX_BYTES } from './data-archive.limits.js';

export enum DataArchiveErrorCode {
  AlreadyPreparing = 'DATA_ARCHIVE_ALREADY_PREPARING',
  AlreadyReady = 'DATA_ARCHIVE_ALREADY_READY',
  NotFound = 'DATA_ARCHIVE_NOT_FOUND',
  Expired = 'DATA_ARCHIVE_EXPIRED',
  NotPreparing = 'DATA_ARCHIVE_NOT_PREPARING',
  InvalidContent = 'DATA_ARCHIVE_INVALID_CONTENT',
}

export class DataArchiveError extends domainErrorOf<DataArchiveErrorCode>({
  [DataArchiveErrorCode.AlreadyPreparing]: 'conflict',
  [DataArchiveErrorCode.AlreadyReady]: 'conflict',
  [DataArchiveErrorCode.NotFound]: 'not_found',
  [DataArchiveErrorCode.Expired]: 'not_found',
  [DataArchiveErrorCode.NotPreparing]: 'conflict',
  [DataArchiveErrorCode.InvalidContent]: 'bad_input',
}) {
  static alreadyPreparing(): DataArchiveError {
    return new DataArchiveError(
      DataArchiveErrorCode.AlreadyPreparing,
      'Your archive is already being prepared; we will e-mail you when it is ready',
    );
  }

  static alreadyReady(expiresAt: Date): DataArchiveError {
    return new DataArchiveError(
      DataArchiveErrorCode.AlreadyReady,
      `Your archive is ready to download until ${expiresAt.toISOString()}; ` +
        'you can request a new one after that',
    );
  }

  /** Someone else's archive answers this too: whether it exists is not told. */
  static notFound(): DataArchiveError {
    return new DataArchiveError(DataArchiveErrorCode.NotFound, 'Archive not found');
  }

  static expired(): DataArchiveError {
    return new DataArchiveError(
      DataArchiveErrorCode.Expired,
      'This archive has expired; request a new one in Settings',
    );
  }

  static notPreparing(): DataArchiveError {
    return new DataArchiveError(
      DataArchiveErrorCode.NotPreparing,
      'This archive is no longer being prepared',
    );
  }

  static invalidContent(): DataArchiveError {
    return new DataArchiveError(
      DataArchiveErrorCode.InvalidContent,
      `content must be a base64-encoded zip file of at most ${DATA_ARCHIVE_MAX_BYTES} bytes`,
    );
  }
}
