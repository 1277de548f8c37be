import { graphql } from '../../../gql';

/** Identity's sent/failed/bounced and reading's opt-outs, per UTC day: one request. */
export const EmailDeliveryReportQuery = graphql(`
  query EmailDeliveryReport($days: Int!) {
    emailDeliveryReport(days: $days) {
      days {
        day
        sent
        failed
        bounced
      }
      recentFailures {
        at
        status
        subject
        recipient
        reason
      }
    }
    reviewEmailOptOuts(days: $days) {
      day
      unsubscribed
    }
  }
`);
