import { useQuery } from '@apollo/client/react';
import { Mail } from 'lucide-react';
import { AdminCard } from '../../admin/components/AdminCard';
import { QueryView } from '../../admin/components/QueryView';
import { EmailDeliveryReportQuery } from '../graphql/email-deliveries.graphql';

/** Two weeks: enough to see a bad day against its neighbours. */
const REPORT_DAYS = 14;

const STATUS_LABEL: Record<string, string> = {
  failed: 'Failed',
  bounced: 'Bounced',
  complained: 'Spam complaint',
};

/**
 * E-mails sent, failed and unsubscribed per day (UTC), and the last failures with their
 * reasons: what an admin checks when members say the review e-mail did not come.
 */
export function EmailDeliveriesPanel() {
  const { data, error } = useQuery(EmailDeliveryReportQuery, {
    variables: { days: REPORT_DAYS },
    fetchPolicy: 'cache-and-network',
  });
  return (
    // minmax(0, 1fr): the table scrolls inside its card on a phone instead of widening the page.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <AdminCard headingId="email-days-heading" icon={Mail} title="E-mails per day (UTC)">
        <QueryView data={data} error={error} noun="e-mail counts">
          {({ emailDeliveryReport, reviewEmailOptOuts }) => {
            const optOuts = new Map(reviewEmailOptOuts.map((day) => [day.day, day.unsubscribed]));
            return (
              // Focusable: on a phone the table scrolls sideways, and keyboards must reach it.
              <div
                className="overflow-x-auto"
                tabIndex={0}
                role="region"
                aria-labelledby="email-days-heading"
              >
                <table className="w-full text-sm">
                  <thead>
                    <tr className="border-b border-border text-left text-muted-foreground">
                      <th scope="col" className="py-2 pr-4 font-medium">
                        Day
                      </th>
                      <th scope="col" className="py-2 pr-4 text-right font-medium">
                        Sent
                      </th>
                      <th scope="col" className="py-2 pr-4 text-right font-medium">
                        Failed
                      </th>
                      <th scope="col" className="py-2 pr-4 text-right font-medium">
                        Bounced or complaint
                      </th>
                      <th scope="col" className="py-2 text-right font-medium">
                        Unsubscribed
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {emailDeliveryReport.days.map((day) => (
                      <tr key={day.day} className="border-b border-border last:border-0">
                        <th
                          scope="row"
                          className="py-2 pr-4 text-left font-normal whitespace-nowrap"
                        >
                          {day.day}
                        </th>
                        <td className="py-2 pr-4 text-right tabular-nums">{day.sent}</td>
                        <td className="py-2 pr-4 text-right tabular-nums">{day.failed}</td>
                        <td className="py-2 pr-4 text-right tabular-nums">{day.bounced}</td>
                        <td className="py-2 text-right tabular-nums">
                          {optOuts.get(day.day) ?? 0}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          }}
        </QueryView>
      </AdminCard>
      <AdminCard headingId="email-failures-heading" icon={Mail} title="Last failures">
        <QueryView
          data={data?.emailDeliveryReport.recentFailures}
          error={error}
          noun="failures"
          empty="No e-mail has failed."
        >
          {(failures) => (
            <ul className="grid gap-3">
              {failures.map((failure, index) => (
                <li key={index} className="rounded-lg border border-border p-3 text-sm">
                  <p className="font-medium">
                    {STATUS_LABEL[failure.status] ?? failure.status}: {failure.subject}
                  </p>
                  <p className="text-muted-foreground">
                    {new Date(failure.at as string).toLocaleString()}
                    {failure.recipient ? ` · ${failure.recipient}` : ''}
                  </p>
                  {failure.reason && <p className="mt-1 break-words">{failure.reason}</p>}
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </AdminCard>
    </div>
  );
}
