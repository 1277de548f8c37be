import { useQuery } from '@apollo/client/react';
import { SummaryAuditTrailDocument, type SummaryFieldsFragment } from '../../../gql/graphql';
import { auditChangeText, auditHeadline } from '../audit-text';
import { AdminDialog } from './AdminDialog';
import { QueryView } from './QueryView';

/** Who changed this summary or its sections, what and when; newest first. */
export function AuditTrailDialog({
  summary,
  onOpenChange,
}: {
  summary: Pick<SummaryFieldsFragment, 'id' | 'title'>;
  onOpenChange: (open: boolean) => void;
}) {
  // Read afresh each time it opens: every change since adds an entry.
  const trail = useQuery(SummaryAuditTrailDocument, {
    variables: { id: summary.id },
    fetchPolicy: 'network-only',
  });
  return (
    <AdminDialog open onOpenChange={onOpenChange} title="History" description={summary.title} wide>
      <QueryView
        data={trail.data?.summaryAuditTrail}
        error={trail.error}
        noun="history"
        placeholders={2}
        placeholderClassName="h-14"
        empty="No changes recorded yet."
      >
        {(entries) => (
          <ol data-testid="audit-trail" className="grid gap-3">
            {entries.map((entry) => (
              <li
                key={entry.id}
                data-testid="audit-entry"
                className="rounded-xl border border-border p-3"
              >
                <p className="text-sm font-medium">{auditHeadline(entry)}</p>
                <p className="text-xs text-muted-foreground">
                  {entry.actorEmail} ·{' '}
                  <time dateTime={entry.occurredAt}>
                    {new Date(entry.occurredAt).toLocaleString()}
                  </time>
                </p>
                {entry.changes.length > 0 && (
                  <ul className="mt-2 grid gap-1 text-xs text-muted-foreground">
                    {entry.changes.map((change, index) => (
                      <li key={index} className="break-words">
                        {auditChangeText(entry, change)}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </AdminDialog>
  );
}
