import { useMutation } from '@apollo/client/react';
import { Eye, History, ListOrdered, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { readingTimeLabel } from '../../summary-cards/summary-text';
import {
  type CategoryFieldsFragment,
  type SummaryFieldsFragment,
  ToggleSummaryPublishedDocument,
} from '../../../gql/graphql';
import { useAdminAction } from '../hooks/useAdminAction';
import { AuditTrailDialog } from './AuditTrailDialog';
import { DeleteSummaryButton } from './DeleteSummaryButton';
import { EditSummaryDialog } from './EditSummaryDialog';
import { ManageSectionsDialog } from './ManageSectionsDialog';
import { SummaryPreviewDialog } from './SummaryPreviewDialog';

type OpenDialog = 'sections' | 'edit' | 'preview' | 'history' | null;

interface SummaryRowProps {
  summary: SummaryFieldsFragment;
  categories: readonly CategoryFieldsFragment[];
}

/** One summary in the admin list with its actions (spec section 2). */
export function SummaryRow({ summary, categories }: SummaryRowProps) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [toggleSummaryPublished] = useMutation(ToggleSummaryPublishedDocument);
  const { run, pending } = useAdminAction();
  const openChange = (name: OpenDialog) => (open: boolean) => setDialog(open ? name : null);

  const togglePublish = async () => {
    await run(
      () => toggleSummaryPublished({ variables: { id: summary.id } }),
      'Summary status updated!',
    );
  };

  const iconAction = (name: Exclude<OpenDialog, null>, label: string, Icon: typeof Eye) => (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`${label}: ${summary.title}`}
      title={label}
      onClick={() => setDialog(name)}
    >
      <Icon className="size-4" aria-hidden />
    </Button>
  );

  return (
    <li
      data-testid="admin-summary"
      className="flex flex-col gap-3 py-4 lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="min-w-0">
        <p className="font-semibold break-words">{summary.title}</p>
        <p className="text-sm text-muted-foreground">{summary.author}</p>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant={summary.isPublished ? 'accent' : 'outline'}>
            {summary.isPublished ? 'Published' : 'Draft'}
          </Badge>
          <Badge variant={summary.isPremium ? 'premium' : 'default'}>
            {summary.isPremium ? 'Premium' : 'Free'}
          </Badge>
          <span>{readingTimeLabel(summary.readingTimeMinutes)}</span>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        {iconAction('sections', 'Manage Sections', ListOrdered)}
        {iconAction('preview', 'Preview', Eye)}
        {iconAction('history', 'History', History)}
        <Button variant="outline" size="sm" disabled={pending} onClick={togglePublish}>
          {summary.isPublished ? 'Unpublish' : 'Publish'}
        </Button>
        {iconAction('edit', 'Edit', Pencil)}
        <DeleteSummaryButton summary={summary} />
      </div>

      {dialog === 'sections' && (
        <ManageSectionsDialog summary={summary} onOpenChange={openChange('sections')} />
      )}
      {dialog === 'edit' && (
        <EditSummaryDialog
          summary={summary}
          categories={categories}
          onOpenChange={openChange('edit')}
        />
      )}
      {dialog === 'preview' && (
        <SummaryPreviewDialog summary={summary} onOpenChange={openChange('preview')} />
      )}
      {dialog === 'history' && (
        <AuditTrailDialog summary={summary} onOpenChange={openChange('history')} />
      )}
    </li>
  );
}
