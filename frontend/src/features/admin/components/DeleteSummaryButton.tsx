import { useMutation } from '@apollo/client/react';
import type { AdminSummaryFieldsFragment } from '../../../gql/graphql';
import { AdminSummariesQuery, DeleteSummaryMutation } from '../graphql/admin.operations';
import { useAdminAction } from '../hooks/useAdminAction';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';

/** Delete with confirmation: the summary and its sections go for good. */
export function DeleteSummaryButton({ summary }: { summary: AdminSummaryFieldsFragment }) {
  const [deleteSummary] = useMutation(DeleteSummaryMutation, {
    refetchQueries: [AdminSummariesQuery],
  });
  const { run, pending } = useAdminAction();
  return (
    <ConfirmDeleteButton
      name={summary.title}
      title="Delete this summary?"
      description={`“${summary.title}” and all of its sections will be deleted. This cannot be undone.`}
      pending={pending}
      onConfirm={() =>
        run(() => deleteSummary({ variables: { id: summary.id } }), 'Summary deleted successfully!')
      }
    />
  );
}
