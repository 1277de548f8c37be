import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { ReaderSkeleton } from '../features/summary-reader/components/ReaderSkeleton';
import { SummaryNotFound } from '../features/summary-reader/components/SummaryNotFound';
import { SummaryReader } from '../features/summary-reader/components/SummaryReader';
import { SummaryReaderQuery } from '../features/summary-reader/graphql/summary-reader.query';
import { useDocumentTitle } from '../lib/use-document-title';

export default function SummaryPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(SummaryReaderQuery, { variables: { id } });
  const summary = data?.summary ?? null;
  useDocumentTitle(summary ? summary.title : loading ? 'Loading summary' : 'Summary not found');

  if (loading && !data) return <ReaderSkeleton />;
  // A failed load shows the same screen as an unknown id (spec section 8).
  if (error || !summary) return <SummaryNotFound />;
  return <SummaryReader key={summary.id} summary={summary} />;
}
