import { ShieldX } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { PageNotice } from '../../../components/ui/page-notice';

export function AccessDenied({ role }: { role: string }) {
  return (
    <PageNotice
      icon={ShieldX}
      tone="text-destructive"
      title="Access Denied"
      description="You do not have admin privileges. Only admin users can access this panel."
    >
      <p className="mt-2 text-sm">
        Current role: <span className="font-semibold">{role}</span>
      </p>
      <ButtonLink to="/" variant="outline" className="mt-6">
        Go Home
      </ButtonLink>
    </PageNotice>
  );
}
