import { BookOpen, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { adminApi, adminPaths, type AdminCategory, type AdminSummary } from '../admin-api';
import { EMPTY_SUMMARY_FORM, existingSummariesLabel, summaryPayloadOf } from '../admin-content';
import { useAdminAction } from '../hooks/useAdminAction';
import { useApiQuery } from '../hooks/useApiQuery';
import { AdminCard } from './AdminCard';
import { SummaryFields } from './SummaryFields';
import { SummaryRow } from './SummaryRow';

/** Book Summaries tab: the creation form and every summary, drafts included. */
export function SummariesTab() {
  const summaries = useApiQuery<AdminSummary[]>(adminPaths.summaries);
  const categories = useApiQuery<AdminCategory[]>(adminPaths.categories);
  const categoryList = categories.state.status === 'loaded' ? categories.state.data : [];
  return (
    <div className="grid gap-6">
      <CreateSummaryForm categories={categoryList} onCreated={summaries.reload} />
      <AdminCard
        headingId="existing-summaries-heading"
        icon={BookOpen}
        title={
          summaries.state.status === 'loaded'
            ? existingSummariesLabel(summaries.state.data.length)
            : 'Existing Book Summaries'
        }
      >
        {summaries.state.status === 'loading' && (
          <div className="grid gap-2" role="status" aria-label="Loading summaries">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-20 w-full" />
            ))}
          </div>
        )}
        {summaries.state.status === 'failed' && (
          <p role="alert" className="text-sm text-destructive">
            The summaries could not be loaded: {summaries.state.message}
          </p>
        )}
        {summaries.state.status === 'loaded' &&
          (summaries.state.data.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">
              No summaries created yet.
            </p>
          ) : (
            <ul data-testid="admin-summaries" className="divide-y divide-border">
              {summaries.state.data.map((summary) => (
                <SummaryRow
                  key={summary.id}
                  summary={summary}
                  categories={categoryList}
                  onChanged={summaries.reload}
                />
              ))}
            </ul>
          ))}
      </AdminCard>
    </div>
  );
}

function CreateSummaryForm({
  categories,
  onCreated,
}: {
  categories: readonly AdminCategory[];
  onCreated: () => void;
}) {
  const [values, setValues] = useState(EMPTY_SUMMARY_FORM);
  const { run, refuse, pending } = useAdminAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = summaryPayloadOf(values);
    if (!checked.ok) return refuse(checked.message);
    const created = await run(
      () => adminApi.createSummary(checked.payload),
      'Book summary created successfully!',
    );
    if (created) {
      setValues(EMPTY_SUMMARY_FORM);
      onCreated();
    }
  };

  return (
    <AdminCard headingId="create-summary-heading" icon={Plus} title="Create New Book Summary">
      <form onSubmit={submit} noValidate aria-labelledby="create-summary-heading">
        <SummaryFields
          idPrefix="new-summary"
          values={values}
          onChange={setValues}
          categories={categories}
        />
        <div className="mt-5 flex justify-end">
          <Button type="submit" disabled={pending}>
            {pending ? 'Creating...' : 'Create Summary'}
          </Button>
        </div>
      </form>
    </AdminCard>
  );
}
