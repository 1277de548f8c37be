import { ArrowLeft } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/hooks/useAuth';
import { HighlightableText } from '../../highlights-in-reader/components/HighlightableText';
import { useHighlightLink } from '../../highlights-in-reader/hooks/useHighlightLink';
import { useReaderHighlights } from '../../highlights-in-reader/hooks/useReaderHighlights';
import { ListenControl } from '../../listen/components/ListenControl';
import { useListen } from '../../listen/hooks/useListen';
import { ReaderActions } from '../../reading-activity/components/ReaderActions';
import { useSectionProgress } from '../../reading-activity/hooks/useReadingProgress';
import { sectionProgressPercentage } from '../../reading-activity/reading-progress';
import { clampSectionIndex, type ReaderSummary } from '../reader-types';
import { ContinueReadingCard } from './ContinueReadingCard';
import { LockedPanel } from './LockedPanel';
import { Paragraphs } from './Paragraphs';
import { SectionView } from './SectionView';
import { SectionsSheet } from './SectionsSheet';
import { SummaryHeader } from './SummaryHeader';
import { TableOfContents } from './TableOfContents';

export function SummaryReader({ summary }: { summary: ReaderSummary }) {
  const { state } = useAuth();
  // On return, the reader opens at the section the member last had open.
  const [rawIndex, setIndex] = useState(summary.readingProgress?.sectionIndex ?? 0);
  const sections = summary.sections;
  const count = sections.length;
  const index = clampSectionIndex(rawIndex, count);
  const canRead = summary.hasFullAccess;
  const isMember = state.status === 'signedIn';
  useSectionProgress(summary.id, index, count, isMember && canRead);
  const goTo = useCallback((next: number) => setIndex(clampSectionIndex(next, count)), [count]);
  const current = canRead ? sections[index] : undefined;
  // Highlighting is for members who may read the summary in full (the server refuses the rest).
  const highlighting = useReaderHighlights(summary.id, isMember && canRead);
  useHighlightLink(highlighting.highlights, sections, goTo, index);
  const listening = useListen({
    summary,
    sections: canRead ? sections : [],
    index,
    openSection: goTo,
    enabled: canRead && count > 0,
  });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <Link
        to="/library"
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Library
      </Link>

      <div className="mt-6">
        <SummaryHeader summary={summary} />
      </div>

      {isMember && canRead && (
        <div className="mt-6">
          <ReaderActions summary={summary} />
        </div>
      )}

      <div className="mt-12 grid gap-10 lg:grid-cols-[16rem_1fr]">
        {count > 0 && (
          <aside className="hidden lg:block" aria-label="Table of contents">
            <div className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto rounded-2xl border border-border bg-card p-3">
              <TableOfContents
                sections={sections}
                currentIndex={index}
                headingId="toc-sidebar-heading"
                onSelect={canRead ? goTo : null}
              />
            </div>
          </aside>
        )}

        <div className="min-w-0 lg:col-start-2">
          {count > 0 && (
            <div className="mb-6 lg:hidden">
              <SectionsSheet
                sections={sections}
                currentIndex={index}
                onSelect={canRead ? goTo : null}
              />
            </div>
          )}

          {!canRead ? (
            <LockedPanel
              summaryId={summary.id}
              preview={summary.preview}
              signedIn={state.status === 'signedIn'}
            />
          ) : current ? (
            <div className="space-y-8">
              <SectionView
                section={current}
                index={index}
                count={count}
                onPrevious={() => goTo(index - 1)}
                onNext={() => goTo(index + 1)}
                tools={listening.available && <ListenControl listening={listening} />}
              >
                <HighlightableText
                  key={current.id}
                  section={{ id: current.id, content: current.content ?? '' }}
                  highlighting={isMember ? highlighting : null}
                  spoken={listening.spoken}
                  className="space-y-5 font-serif text-lg leading-8 text-foreground/90"
                />
              </SectionView>
              <ContinueReadingCard
                percent={
                  summary.readingProgress?.isCompleted
                    ? 100
                    : sectionProgressPercentage(index, count)
                }
                nextTitle={sections[index + 1]?.title ?? null}
                onNext={() => goTo(index + 1)}
              />
            </div>
          ) : (
            <article aria-label="Summary">
              <Paragraphs
                text={summary.content}
                className="space-y-5 font-serif text-lg leading-8 text-foreground/90"
              />
            </article>
          )}
        </div>
      </div>
    </div>
  );
}
