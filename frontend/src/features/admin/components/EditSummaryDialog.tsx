import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { adminApi, type AdminCategory, type AdminSummary } from '../admin-api';
import { summaryFormOf, summaryPayloadOf } from '../admin-content';
import { useAdminAction } from '../hooks/useAdminAction';
import { AdminDialog } from './AdminDialog';
import { SummaryFields } from './SummaryFields';

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
  const [values, setValues] = useState(() => summaryFormOf(summary));
  const { run, refuse, pending } = useAdminAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = summaryPayloadOf(values);
    if (!checked.ok) return refuse(checked.message);
    const updated = await run(
      () => adminApi.updateSummary(summary.id, checked.payload),
      'Summary updated successfully!',
    );
    if (updated) {
      onUpdated();
      onOpenChange(false);
    }
  };

  return (
    <AdminDialog open onOpenChange={onOpenChange} title="Edit Book Summary" wide>
      <form onSubmit={submit} noValidate>
        <SummaryFields
          idPrefix="edit-summary"
          values={values}
          onChange={setValues}
          categories={categories}
        />
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Updating...' : 'Update Summary'}
          </Button>
        </div>
      </form>
    </AdminDialog>
  );
}
