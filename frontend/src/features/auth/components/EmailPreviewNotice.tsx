import { ExternalLink } from 'lucide-react';

/**
 * Development only: no e-mail was sent, the message was kept; the link opens its page (the
 * reset dialog and the sign-up notice offer it).
 */
export function EmailPreviewNotice({ previewUrl }: { previewUrl: string }) {
  return (
    <div className="mt-4 rounded-xl border border-dashed border-border bg-muted/50 p-4 text-sm">
      <p className="font-medium">Development mode</p>
      <p className="mt-1 text-muted-foreground">
        No e-mail was sent: the message was kept for you to preview.
      </p>
      <a
        href={previewUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex items-center gap-1.5 font-medium text-primary hover:underline"
      >
        View Email Preview
        <ExternalLink className="size-4" aria-hidden />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  );
}
