import { adminPaths, type AdminSummary, type AuditEntry } from '../admin-api';
import { auditChangeText, auditHeadline } from '../audit-text';
import { useApiQuery } from '../hooks/useApiQuery';
import { AdminDialog } from './AdminDialog';
import { QueryView } from './QueryView';

/** Who changed this summary or its sections, what and when; newest first. */
export function AuditTrailDialog({
  summary,
  onOpenChange,
}: {
  summary: AdminSummary;
  onOpenChange: (open: boolean) => void;
}) {
  const trail = useApiQuery<AuditEntry[]>(adminPaths.audit(summary.id));
  return (
    <AdminDialog open onOpenChange={onOpenChange} title="History" description={summary.title} wide>
      <QueryView
        state={trail.state}
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
