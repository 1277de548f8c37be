import { Button } from '../../../components/ui/button';
import { adminApi, type AdminCategory, type AdminSummary } from '../admin-api';
import { summaryFormOf } from '../admin-content';
import { AdminDialog } from './AdminDialog';
import { SummaryForm } from './SummaryForm';

interface EditSummaryDialogProps {
  summary: AdminSummary;
  categories: readonly AdminCategory[];
  onOpenChange: (open: boolean) => void;
  onUpdated: () => void;
}

/** Spec section 4: the dialog closes after a successful update. */
export function EditSummaryDialog({
  summary,
  categories,
  onOpenChange,
  onUpdated,
}: EditSummaryDialogProps) {
  return (
    <AdminDialog open onOpenChange={onOpenChange} title="Edit Book Summary" wide>
      <SummaryForm
        idPrefix="edit-summary"
        initial={summaryFormOf(summary)}
        categories={categories}
        save={(payload) => adminApi.updateSummary(summary.id, payload)}
        successTitle="Summary updated successfully!"
        submitLabel="Update Summary"
        pendingLabel="Updating..."
        onSaved={() => {
          onUpdated();
          onOpenChange(false);
        }}
        secondaryActions={
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
        }
      />
    </AdminDialog>
  );
}
