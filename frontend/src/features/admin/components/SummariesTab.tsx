import { BookOpen, Plus } from 'lucide-react';
import { adminApi, adminPaths, type AdminCategory, type AdminSummary } from '../admin-api';
import { EMPTY_SUMMARY_FORM, existingSummariesLabel } from '../admin-content';
import { useApiQuery } from '../hooks/useApiQuery';
import { AdminCard } from './AdminCard';
import { QueryView } from './QueryView';
import { SummaryForm } from './SummaryForm';
import { SummaryRow } from './SummaryRow';

/** Book Summaries tab: the creation form and every summary, drafts included. */
export function SummariesTab() {
  const summaries = useApiQuery<AdminSummary[]>(adminPaths.summaries);
  const categories = useApiQuery<AdminCategory[]>(adminPaths.categories);
  const categoryList = categories.state.status === 'loaded' ? categories.state.data : [];
  return (
    <div className="grid gap-6">
      <AdminCard headingId="create-summary-heading" icon={Plus} title="Create New Book Summary">
        <SummaryForm
          idPrefix="new-summary"
          initial={EMPTY_SUMMARY_FORM}
          categories={categoryList}
          save={adminApi.createSummary}
          successTitle="Book summary created successfully!"
          submitLabel="Create Summary"
          pendingLabel="Creating..."
          onSaved={(reset) => {
            reset();
            summaries.reload();
          }}
        />
      </AdminCard>
      <AdminCard
        headingId="existing-summaries-heading"
        icon={BookOpen}
        title={
          summaries.state.status === 'loaded'
            ? existingSummariesLabel(summaries.state.data.length)
            : 'Existing Book Summaries'
        }
      >
        <QueryView
          state={summaries.state}
          noun="summaries"
          placeholderClassName="h-20"
          empty="No summaries created yet."
        >
          {(list) => (
            <ul data-testid="admin-summaries" className="divide-y divide-border">
              {list.map((summary) => (
                <SummaryRow
                  key={summary.id}
                  summary={summary}
                  categories={categoryList}
                  onChanged={summaries.reload}
                />
              ))}
            </ul>
          )}
        </QueryView>
      </AdminCard>
    </div>
  );
}
