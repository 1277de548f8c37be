import { ShieldAlert } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { PageNotice } from '../../../components/ui/page-notice';

export function AdminAccessRequired() {
  return (
    <PageNotice
      icon={ShieldAlert}
      tone="text-primary"
      title="Admin Access Required"
      description="Please sign in with an admin account to manage summaries, categories and users."
    >
      <ButtonLink to="/auth" className="mt-6">
        Sign In
      </ButtonLink>
    </PageNotice>
  );
}
