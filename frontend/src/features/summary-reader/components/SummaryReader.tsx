import { ArrowLeft } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/hooks/useAuth';
import { HighlightableText } from '../../highlights-in-reader/components/HighlightableText';
import { useHighlightLink } from '../../highlights-in-reader/hooks/useHighlightLink';
import { useReaderHighlights } from '../../highlights-in-reader/hooks/useReaderHighlights';
import { ListenControl } from '../../listen/components/ListenControl';
import { useListen } from '../../listen/hooks/useListen';
import { useSearchLink } from '../../search/hooks/useSearchLink';
import { ReaderActions } from '../../reading-activity/components/ReaderActions';
import { cn } from '../../../lib/cn';
import { useReaderSettings } from '../hooks/useReaderSettings';
import { useReadingPosition } from '../hooks/useReadingPosition';
import { useMediaQuery } from '../hooks/useViewportWatch';
import { readerTextClasses, readerThemeClass } from '../reader-settings';
import { clampSectionIndex, type ReaderSummary } from '../reader-types';
import { ContinueReadingCard } from './ContinueReadingCard';
import { FinishedPanel } from './FinishedPanel';
import { LockedPanel } from './LockedPanel';
import { Paragraphs } from './Paragraphs';
import { PhoneSectionBar } from './PhoneSectionBar';
import { ReaderSettingsMenu } from './ReaderSettingsMenu';
import { SectionView } from './SectionView';
import { LARGE_SCREEN_QUERY, SectionsSheet } from './SectionsSheet';
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
  const isLast = index === count - 1;
  // Reaching the end of the last section (by reading or by listening) finishes the summary; a
  // finished summary stays finished on whichever section is opened again (issue 42).
  const [reachedEnd, setReachedEnd] = useState(false);
  const finishSummary = useCallback(() => setReachedEnd(true), []);
  const finished = reachedEnd || summary.readingProgress?.isCompleted === true;
  useReadingPosition(
    summary.id,
    { sectionIndex: index, sectionCount: count, reachedEnd: isLast && reachedEnd },
    isMember && canRead,
  );
  const goTo = useCallback((next: number) => setIndex(clampSectionIndex(next, count)), [count]);
  const [deep, setDeep] = useState(false);
  // The slim bar is for screens without the contents sidebar.
  const largeScreen = useMediaQuery(LARGE_SCREEN_QUERY);
  const reader = useReaderSettings(isMember);
  const textClasses = readerTextClasses(reader.settings);
  const themeClass = readerThemeClass(reader.settings.theme);
  const current = canRead ? sections[index] : undefined;
  // Highlighting is for members who may read the summary in full (the server refuses the rest).
  const highlighting = useReaderHighlights(summary.id, isMember && canRead);
  useHighlightLink(highlighting.highlights, sections, goTo, index);
  // A search result opens its section with the matched words marked in this text.
  const searchTextRoot = useRef<HTMLDivElement>(null);
  useSearchLink(sections, goTo, index, searchTextRoot);
  const listening = useListen({
    summary,
    sections: canRead ? sections : [],
    index,
    openSection: goTo,
    onFinished: finishSummary,
    enabled: canRead && count > 0,
  });

  return (
    // A chosen page theme colours the reading page only (the site keeps its own).
    <div
      className={cn(themeClass && [themeClass, 'bg-background text-foreground'])}
      data-reader-theme={reader.settings.theme}
    >
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
                  finished={finished}
                  headingId="toc-sidebar-heading"
                  onSelect={canRead ? goTo : null}
                />
              </div>
            </aside>
          )}

          <div className="min-w-0 lg:col-start-2">
            {count > 0 && canRead && deep && !largeScreen && (
              <PhoneSectionBar
                sections={sections}
                index={index}
                finished={finished}
                onSelect={goTo}
              />
            )}
            {count > 0 && (
              <div className="mb-6 lg:hidden">
                <SectionsSheet
                  sections={sections}
                  currentIndex={index}
                  finished={finished}
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
                  onReachEnd={isLast ? finishSummary : null}
                  onDeepChange={setDeep}
                  tools={
                    <>
                      <ReaderSettingsMenu settings={reader.settings} onChange={reader.change} />
                      {listening.available && <ListenControl listening={listening} />}
                    </>
                  }
                >
                  <div ref={searchTextRoot}>
                    <HighlightableText
                      key={current.id}
                      section={{ id: current.id, content: current.content ?? '' }}
                      highlighting={isMember ? highlighting : null}
                      spoken={listening.spoken}
                      className={textClasses}
                    />
                  </div>
                </SectionView>
                {finished ? (
                  <FinishedPanel summaryId={summary.id} title={summary.title} isMember={isMember} />
                ) : (
                  <ContinueReadingCard
                    percent={isMember ? (summary.readingProgress?.progressPercentage ?? 0) : null}
                    nextTitle={sections[index + 1]?.title ?? null}
                    onNext={() => goTo(index + 1)}
                  />
                )}
              </div>
            ) : (
              <article aria-label="Summary">
                <Paragraphs text={summary.content} className={textClasses} />
              </article>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
