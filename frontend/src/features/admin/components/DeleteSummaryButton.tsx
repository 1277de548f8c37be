import { useMutation } from '@apollo/client/react';
import {
  AdminSummariesDocument,
  DeleteSummaryDocument,
  type SummaryFieldsFragment,
} from '../../../gql/graphql';
import { useAdminAction } from '../hooks/useAdminAction';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';

/** Delete with confirmation: the summary and its sections go for good. */
export function DeleteSummaryButton({ summary }: { summary: SummaryFieldsFragment }) {
  const [deleteSummary] = useMutation(DeleteSummaryDocument, {
    refetchQueries: [AdminSummariesDocument],
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
