import { useApolloClient } from '@apollo/client/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { HighlightExportFormat } from '../../../gql/graphql';
import { serverMessage } from '../../../lib/graphql-errors';
import { useToast } from '../../toast/hooks/useToast';
import { downloadFile } from '../download';
import { HighlightExportQuery } from '../graphql/highlights.graphql';

/** "Download Markdown" and "Download CSV (Readwise)": every highlight, or the filtered book's. */
export function ExportButtons({ summaryId }: { summaryId: string }) {
  const client = useApolloClient();
  const { toast } = useToast();
  const [exporting, setExporting] = useState<HighlightExportFormat | null>(null);

  const download = async (format: HighlightExportFormat) => {
    setExporting(format);
    try {
      const { data } = await client.query({
        query: HighlightExportQuery,
        variables: { format, summaryId: summaryId || null },
        fetchPolicy: 'network-only',
      });
      const file = data!.highlightExport;
      downloadFile(file.fileName, file.contentType, file.content);
    } catch (error) {
      toast({ title: 'Export failed', description: serverMessage(error), variant: 'destructive' });
    } finally {
      setExporting(null);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={exporting !== null}
        onClick={() => download('markdown')}
      >
        <Download className="size-4" aria-hidden />
        Download Markdown
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={exporting !== null}
        onClick={() => download('csv')}
      >
        <Download className="size-4" aria-hidden />
        Download CSV (Readwise)
      </Button>
    </div>
  );
}
