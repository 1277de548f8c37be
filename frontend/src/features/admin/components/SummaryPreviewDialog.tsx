import { useQuery } from '@apollo/client/react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { clampSectionIndex, sectionPositionText } from '../../summary-reader/reader-types';
import { LockedPanel } from '../../summary-reader/components/LockedPanel';
import { Paragraphs } from '../../summary-reader/components/Paragraphs';
import { SummaryHeader } from '../../summary-reader/components/SummaryHeader';
import { TableOfContents } from '../../summary-reader/components/TableOfContents';
import {
  type PreviewAudience,
  type SummaryFieldsFragment,
  SummaryPreviewAsDocument,
  type SummaryPreviewAsQuery as SummaryPreviewResult,
} from '../../../gql/graphql';
import { AdminDialog } from './AdminDialog';
import { QueryView } from './QueryView';

const AUDIENCES: ReadonlyArray<{ value: PreviewAudience; label: string }> = [
  { value: 'VISITOR', label: 'As a visitor' },
  { value: 'MEMBER', label: 'As a member' },
  { value: 'SUBSCRIBER', label: 'As a subscriber' },
];

const tabTrigger =
  'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

/**
 * The summary as each audience will get it once published, drafts included: the catalog
 * applies its access rule for the chosen audience, so a locked preview here is the real one.
 */
export function SummaryPreviewDialog({
  summary,
  onOpenChange,
}: {
  summary: SummaryFieldsFragment;
  onOpenChange: (open: boolean) => void;
}) {
  const [audience, setAudience] = useState<PreviewAudience>('VISITOR');
  return (
    <AdminDialog
      open
      onOpenChange={onOpenChange}
      title="Preview"
      description={summary.isPublished ? summary.title : `${summary.title} (draft)`}
      wide
    >
      <Tabs.Root value={audience} onValueChange={(value) => setAudience(value as PreviewAudience)}>
        <Tabs.List aria-label="Preview as" className="inline-flex gap-1 rounded-lg bg-muted p-1">
          {AUDIENCES.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value} className={tabTrigger}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {AUDIENCES.map(({ value }) => (
          <Tabs.Content key={value} value={value} className="mt-5 outline-none">
            <AudiencePreview summaryId={summary.id} audience={value} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </AdminDialog>
  );
}

function AudiencePreview({
  summaryId,
  audience,
}: {
  summaryId: string;
  audience: PreviewAudience;
}) {
  // Not cached: the preview's content and sections are the audience's, not the admin's, and
  // would overwrite the editor's copy of the same summary in the store.
  const preview = useQuery(SummaryPreviewAsDocument, {
    variables: { id: summaryId, audience },
    fetchPolicy: 'no-cache',
  });
  return (
    <QueryView
      data={preview.data?.summaryPreviewAs}
      error={preview.error}
      noun="preview"
      placeholders={1}
      placeholderClassName="h-64"
    >
      {(preview) => <AudienceView preview={preview} audience={audience} />}
    </QueryView>
  );
}

function AudienceView({
  preview,
  audience,
}: {
  preview: SummaryPreviewResult['summaryPreviewAs'];
  audience: PreviewAudience;
}) {
  const { sections } = preview;
  // The catalog locks the sections this audience may not read; open ones can be read here.
  const readable = sections.length > 0 && sections.every((section) => !section.isLocked);
  const [current, setCurrent] = useState(0);
  const section = readable ? sections[clampSectionIndex(current, sections.length)] : undefined;
  const id = audience.toLowerCase();
  return (
    <div data-testid={`preview-${id}`} className="grid gap-8">
      <SummaryHeader summary={preview} />
      {preview.hasFullAccess ? (
        <Paragraphs text={preview.content} className="space-y-4 font-serif text-lg leading-8" />
      ) : (
        <LockedPanel
          summaryId={preview.id}
          preview={preview.preview}
          signedIn={audience !== 'VISITOR'}
        />
      )}
      {sections.length > 0 && (
        <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
          <div className="self-start rounded-2xl border border-border bg-card p-3">
            <TableOfContents
              sections={sections}
              currentIndex={readable ? current : -1}
              finished={false}
              onSelect={readable ? setCurrent : null}
              headingId={`preview-${id}-contents`}
            />
          </div>
          {section && (
            <section aria-labelledby={`preview-${id}-section`} data-testid="preview-section">
              <p className="text-sm text-muted-foreground">
                {sectionPositionText(current, sections.length)}
              </p>
              <h3 id={`preview-${id}-section`} className="mt-1 text-xl font-semibold">
                {section.title}
              </h3>
              <Paragraphs
                text={section.content}
                className="mt-4 space-y-4 font-serif text-lg leading-8"
              />
              <div className="mt-6 flex justify-between gap-2">
                <Button
                  variant="outline"
                  disabled={current === 0}
                  onClick={() => setCurrent(current - 1)}
                >
                  Previous
                </Button>
                <Button
                  variant="outline"
                  disabled={current === sections.length - 1}
                  onClick={() => setCurrent(current + 1)}
                >
                  Next
                </Button>
              </div>
            </section>
          )}
        </div>
      )}
    </div>
  );
}
