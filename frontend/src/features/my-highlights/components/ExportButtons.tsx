import { Download } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { readStoredToken } from '../../../lib/auth-token';
import { restRequest } from '../../../lib/rest-client';
import { useToast } from '../../toast/hooks/useToast';
import { downloadFile, fileNameOf } from '../download';

type ExportFormat = 'markdown' | 'csv';

/** The streamed file: every highlight, or one book's. */
export function exportUrl(format: ExportFormat, summaryId: string): string {
  const params = new URLSearchParams({ format });
  if (summaryId) params.set('summaryId', summaryId);
  return `/api/highlights/export?${params}`;
}

/** "Download Markdown" and "Download CSV (Readwise)": every highlight, or the filtered book's. */
export function ExportButtons({ summaryId }: { summaryId: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <ExportLink href={exportUrl('markdown', summaryId)}>Download Markdown</ExportLink>
      <ExportLink href={exportUrl('csv', summaryId)}>Download CSV (Readwise)</ExportLink>
    </div>
  );
}

/**
 * A plain link: the browser writes the file to disk as the server streams it, however large. A
 * member signed in with the identity provider holds a bearer token a link cannot send; their
 * browser fetches the file with it instead (kept in memory once; the server streams it all the
 * same).
 */
function ExportLink({ href, children }: { href: string; children: ReactNode }) {
  const { toast } = useToast();

  const withBearerToken = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!readStoredToken()) return;
    event.preventDefault();
    try {
      const response = await restRequest(href);
      downloadFile(fileNameOf(response), await response.blob());
    } catch (error) {
      const description = error instanceof Error ? error.message : undefined;
      toast({ title: 'Export failed', description, variant: 'destructive' });
    }
  };

  return (
    <a
      href={href}
      download
      onClick={withBearerToken}
      className={buttonClasses({ variant: 'outline', size: 'sm' })}
    >
      <Download className="size-4" aria-hidden />
      {children}
    </a>
  );
}
