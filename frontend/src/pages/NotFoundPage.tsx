import { AlertCircle } from 'lucide-react';
import { ButtonLink } from '../components/ui/button';
import { PageNotice } from '../components/ui/page-notice';
import { useDocumentTitle } from '../lib/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle('404 Page Not Found');
  return (
    <PageNotice
      icon={AlertCircle}
      tone="text-destructive"
      title="404 Page Not Found"
      description="Did you forget to add the page to the router?"
    >
      <ButtonLink to="/" variant="outline" className="mt-6">
        Back to Home
      </ButtonLink>
    </PageNotice>
  );
}
