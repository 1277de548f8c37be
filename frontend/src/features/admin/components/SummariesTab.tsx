import { useMutation, useQuery } from '@apollo/client/react';
import { BookOpen, Plus } from 'lucide-react';
import { EMPTY_SUMMARY_FORM, existingSummariesLabel } from '../admin-content';
import { AdminCard } from './AdminCard';
import { QueryView } from './QueryView';
import { SummaryForm } from './SummaryForm';
import { SummaryRow } from './SummaryRow';
import {
  AdminSummariesDocument,
  CategoriesDocument,
  CreateSummaryDocument,
} from '../../../gql/graphql';

/** Book Summaries tab: the creation form and every summary, drafts included. */
export function SummariesTab() {
  const summaries = useQuery(AdminSummariesDocument);
  const categories = useQuery(CategoriesDocument);
  const [createSummary] = useMutation(CreateSummaryDocument, {
    refetchQueries: [AdminSummariesDocument],
  });
  const list = summaries.data?.adminSummaries;
  const categoryList = categories.data?.categories ?? [];
  return (
    <div className="grid gap-6">
      <AdminCard headingId="create-summary-heading" icon={Plus} title="Create New Book Summary">
        <SummaryForm
          idPrefix="new-summary"
          initial={EMPTY_SUMMARY_FORM}
          categories={categoryList}
          save={(input) => createSummary({ variables: { input } })}
          successTitle="Book summary created successfully!"
          submitLabel="Create Summary"
          pendingLabel="Creating..."
          onSaved={(reset) => reset()}
        />
      </AdminCard>
      <AdminCard
        headingId="existing-summaries-heading"
        icon={BookOpen}
        title={list ? existingSummariesLabel(list.length) : 'Existing Book Summaries'}
      >
        <QueryView
          data={list}
          error={summaries.error}
          noun="summaries"
          placeholderClassName="h-20"
          empty="No summaries created yet."
        >
          {(loaded) => (
            <ul data-testid="admin-summaries" className="divide-y divide-border">
              {loaded.map((summary) => (
                <SummaryRow key={summary.id} summary={summary} categories={categoryList} />
              ))}
            </ul>
          )}
        </QueryView>
      </AdminCard>
    </div>
  );
}
