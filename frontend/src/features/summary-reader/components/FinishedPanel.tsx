import { useQuery } from '@apollo/client/react';
import { ArrowRight, CheckCircle2, Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { CoverImage } from '../../summary-cards/components/CoverImage';
import { ReaderNextReadQuery } from '../graphql/reader-progress.graphql';

interface FinishedPanelProps {
  summaryId: string;
  title: string;
  /** A member's finish is recorded (Books Read, weekly goal); a visitor's is not. */
  isMember: boolean;
}

/** The end of the last section: the summary is read, and here is what to read next. */
export function FinishedPanel({ summaryId, title, isMember }: FinishedPanelProps) {
  const { data, loading } = useQuery(ReaderNextReadQuery, { variables: { id: summaryId } });
  const next = data?.summary?.nextRead ?? null;
  return (
    <section
      aria-labelledby="finished-heading"
      data-testid="finished"
      className="rounded-2xl border border-border bg-card p-5 shadow-sm"
    >
      <div className="flex items-center gap-2">
        <CheckCircle2 className="size-5 text-primary" aria-hidden />
        <h2 id="finished-heading" className="font-semibold">
          Finished
        </h2>
      </div>
      {isMember && (
        <div className="mt-4">
          <div className="flex justify-between text-xs text-muted-foreground">
            <span>Your progress</span>
            <span>100%</span>
          </div>
          <ProgressBar value={100} label="Reading progress" className="mt-1.5" />
        </div>
      )}
      <p className="mt-4 text-sm text-muted-foreground">
        You finished <span className="font-medium text-foreground">{title}</span>.
        {isMember && ' It counts toward your books read and weekly goal.'}
      </p>
      {loading ? (
        <div className="mt-4 h-24 skeleton rounded-xl" aria-hidden />
      ) : next ? (
        <div className="mt-4">
          <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Read next
          </h3>
          <Link
            to={`/summary/${next.id}`}
            className="mt-2 flex items-center gap-4 rounded-xl border border-border p-3 transition-colors hover:bg-muted"
          >
            <div className="w-14 shrink-0 overflow-hidden rounded-md ring-1 ring-border">
              <CoverImage src={next.coverImageUrl} title={next.title} author={next.author} />
            </div>
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{next.title}</p>
              <p className="text-sm text-muted-foreground">by {next.author}</p>
              <p className="mt-1 inline-flex items-center gap-1 text-xs text-muted-foreground">
                <Clock className="size-3.5" aria-hidden />
                {next.readingTimeMinutes} min read
              </p>
            </div>
            <ArrowRight className="size-5 shrink-0 text-muted-foreground" aria-hidden />
          </Link>
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">Find your next read in the library.</p>
          <ButtonLink to="/library" size="sm" variant="secondary">
            Explore more
            <ArrowRight className="size-4" aria-hidden />
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
