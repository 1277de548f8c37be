import { Skeleton } from '../../../components/ui/skeleton';
import { adminPaths, type AdminSummary, type AuditEntry } from '../admin-api';
import { auditChangeText, auditHeadline } from '../audit-text';
import { useApiQuery } from '../hooks/useApiQuery';
import { AdminDialog } from './AdminDialog';

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
      {trail.state.status === 'loading' && (
        <div className="grid gap-2" role="status" aria-label="Loading history">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      )}
      {trail.state.status === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          The history could not be loaded: {trail.state.message}
        </p>
      )}
      {trail.state.status === 'loaded' &&
        (trail.state.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No changes recorded yet.</p>
        ) : (
          <ol data-testid="audit-trail" className="grid gap-3">
            {trail.state.data.map((entry) => (
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
        ))}
    </AdminDialog>
  );
}
