import { useState } from 'react';
import { cn } from '../../../lib/cn';

export const FALLBACK_COVER_URL = '/cover-fallback.svg';

interface CoverImageProps {
  src: string | null | undefined;
  title: string;
  author?: string;
  className?: string;
  /**
   * Above the fold on a page's first view: loaded at once and first, and decoded with the page
   * rather than apart from it, so it is painted in the first frame (the page's LCP).
   */
  eager?: boolean;
}

/** A book cover that falls back to a neutral picture when the URL is missing or fails to load. */
export function CoverImage({ src, title, author, className, eager = false }: CoverImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : FALLBACK_COVER_URL;
  const alt = author ? `Cover of ${title} by ${author}` : `Cover of ${title}`;
  return (
    <img
      src={usable}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? undefined : 'async'}
      width={300}
      height={450}
      onError={() => {
        if (src && usable === src) setFailedSrc(src);
      }}
      className={cn('aspect-[2/3] w-full bg-muted object-cover', className)}
      data-fallback={usable === FALLBACK_COVER_URL ? 'true' : undefined}
    />
  );
}
