import { Crown } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { PageNotice } from '../../../components/ui/page-notice';

export function AlreadyPremium() {
  return (
    <PageNotice
      icon={Crown}
      tone="text-amber-500"
      title="You're Already a Premium Member!"
      description="Every summary is yours to read in full. Enjoy your learning journey."
      premium
    >
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/library">Browse Library</ButtonLink>
        <ButtonLink to="/dashboard" variant="outline">
          Go to Dashboard
        </ButtonLink>
      </div>
    </PageNotice>
  );
}
