import { useMutation } from '@apollo/client/react';
import { Button } from '../../../components/ui/button';
import {
  type CategoryFieldsFragment,
  type SummaryFieldsFragment,
  UpdateSummaryDocument,
} from '../../../gql/graphql';
import { summaryFormOf } from '../admin-content';
import { AdminDialog } from './AdminDialog';
import { SummaryForm } from './SummaryForm';

interface EditSummaryDialogProps {
  summary: SummaryFieldsFragment;
  categories: readonly CategoryFieldsFragment[];
  onOpenChange: (open: boolean) => void;
}

/** Spec section 4: the dialog closes after a successful update. */
export function EditSummaryDialog({ summary, categories, onOpenChange }: EditSummaryDialogProps) {
  // The answer is the updated summary: the cache puts it in the list.
  const [updateSummary] = useMutation(UpdateSummaryDocument);
  return (
    <AdminDialog open onOpenChange={onOpenChange} title="Edit Book Summary" wide>
      <SummaryForm
        idPrefix="edit-summary"
        initial={summaryFormOf(summary)}
        categories={categories}
        save={(input) => updateSummary({ variables: { id: summary.id, input } })}
        successTitle="Summary updated successfully!"
        submitLabel="Update Summary"
        pendingLabel="Updating..."
        onSaved={() => onOpenChange(false)}
        secondaryActions={
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
        }
      />
    </AdminDialog>
  );
}
