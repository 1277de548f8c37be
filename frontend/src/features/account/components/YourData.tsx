import { Archive, Download } from 'lucide-react';
import { type MouseEvent, useEffect, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { readStoredToken } from '../../../lib/auth-token';
import { restJson, restRequest } from '../../../lib/rest-client';
import { downloadFile, fileNameOf } from '../../my-highlights/download';
import { deletionDate } from '../deletion-date';

/** `GET /api/account/data-archive`: the member's latest archive (see docs/api.md). */
interface DataArchiveAnswer {
  linkDays: number;
  archive: {
    id: string;
    status: 'preparing' | 'ready' | 'expired' | 'failed';
    expiresAt: string | null;
    byteSize: number | null;
    downloadUrl: string | null;
  } | null;
}

const ARCHIVE_ROUTE = '/api/account/data-archive';
/** How often the page asks again while the archive is being prepared (it takes seconds). */
const POLL_MS = 3_000;

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/*
 * REST rather than GraphQL: asking for the archive must also queue the gateway's job that builds
 * it, and the archive itself is a file download (see lib/rest-client.ts).
 */

/**
 * Settings → "Your data": everything Distill holds about the member as one zip file. They ask,
 * the page shows "Preparing your archive…" (and they are e-mailed when it is ready), then a
 * download link and until when it works; after that they may ask for a new one.
 */
export function YourData() {
  const [answer, setAnswer] = useState<DataArchiveAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [requesting, setRequesting] = useState(false);

  /** Bumped to read the archive again (while it is being prepared). */
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let current = true;
    restJson<DataArchiveAnswer>(ARCHIVE_ROUTE).then(
      (value) => current && setAnswer(value),
      (caught: unknown) =>
        current && setError(caught instanceof Error ? caught.message : String(caught)),
    );
    return () => {
      current = false;
    };
  }, [reads]);

  const preparing = answer?.archive?.status === 'preparing';
  useEffect(() => {
    if (!preparing) return;
    const timer = setInterval(() => setReads((n) => n + 1), POLL_MS);
    return () => clearInterval(timer);
  }, [preparing]);

  const request = async () => {
    setError(null);
    setRequesting(true);
    try {
      const { archive } = await restJson<Pick<DataArchiveAnswer, 'archive'>>(ARCHIVE_ROUTE, {
        method: 'POST',
      });
      setAnswer((current) => current && { ...current, archive });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setRequesting(false);
    }
  };

  /** A member signed in with the provider holds a bearer token a plain link cannot send. */
  const withBearerToken = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!readStoredToken()) return;
    event.preventDefault();
    try {
      const response = await restRequest(event.currentTarget.href);
      downloadFile(fileNameOf(response), await response.blob());
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  const archive = answer?.archive ?? null;
  const canRequest =
    answer !== null && (!archive || archive.status === 'expired' || archive.status === 'failed');
  const days = answer?.linkDays === 1 ? '1 day' : `${answer?.linkDays} days`;

  return (
    <section aria-labelledby="your-data" className="rounded-xl border bg-card p-6">
      <h2 id="your-data" className="flex items-center gap-2 text-xl font-semibold">
        <Archive className="size-5" aria-hidden />
        Your data
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Download everything Distill holds about you in one archive: your profile, sign-in methods,
        subscription and invoices, free picks, favourites, progress, stats, reader settings,
        highlights and notes, and review history, as JSON files with your highlights in Markdown and
        CSV.
      </p>
      {!answer && !error && <Skeleton className="mt-4 h-10 w-48" />}
      {archive?.status === 'preparing' && (
        <p className="mt-4 text-sm" role="status">
          Preparing your archive… We will e-mail you when it is ready.
        </p>
      )}
      {archive?.status === 'ready' && archive.downloadUrl && (
        <div className="mt-4 grid gap-2">
          <p className="text-sm" role="status">
            Your archive is ready. The link works until {deletionDate(archive.expiresAt!)}.
          </p>
          <a
            href={archive.downloadUrl}
            download
            onClick={withBearerToken}
            className={buttonClasses({ variant: 'outline', size: 'sm' }) + ' w-fit'}
          >
            <Download className="size-4" aria-hidden />
            Download your archive{archive.byteSize ? ` (${sizeOf(archive.byteSize)})` : ''}
          </a>
        </div>
      )}
      {archive?.status === 'expired' && (
        <p className="mt-4 text-sm">Your last archive has expired; you can request a new one.</p>
      )}
      {archive?.status === 'failed' && (
        <p className="mt-4 text-sm">We could not prepare your archive. Please request it again.</p>
      )}
      {canRequest && (
        <div className="mt-4">
          <Button type="button" variant="outline" onClick={request} disabled={requesting}>
            <Archive className="size-4" aria-hidden />
            Request my archive
          </Button>
          <p className="mt-2 text-xs text-muted-foreground">
            Once it is ready, you can download it for {days}.
          </p>
        </div>
      )}
      {error && (
        <p className="mt-4 text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
