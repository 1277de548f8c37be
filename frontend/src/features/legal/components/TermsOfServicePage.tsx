import { InfoPage } from './InfoPage';

/** /terms: the agreement for using Distill and paying for Premium. */
export default function TermsOfServicePage() {
  return (
    <InfoPage
      title="Terms of Service"
      intro={
        <p>
          These terms apply when you use Distill. By creating an account you accept them; if you do
          not agree, please do not use the service.
        </p>
      }
      sections={[
        {
          heading: 'Your account',
          body: (
            <p>
              Keep your password to yourself and tell us if you think someone else has used your
              account. One account is for one person: sharing it or reselling access is not allowed.
            </p>
          ),
        },
        {
          heading: 'Plans and the free trial',
          body: (
            <p>
              The free plan lets you read free summaries and the opening of every premium one.
              Premium costs $12 per month, or $99 per year, and opens every summary in full. Your
              first Premium starts with a 7-day free trial, once per member: nothing is charged
              until the trial ends, and if you cancel before then you pay nothing. You can switch
              between the monthly and the annual plan at any time: during the trial the new price
              applies when it ends; otherwise the new plan starts at once, and the unused part of
              your current period is credited against what the new plan costs.
            </p>
          ),
        },
        {
          heading: 'Renewal and cancellation',
          body: (
            <p>
              A subscription renews automatically at the end of each month or year until you cancel
              it. You can cancel at any time; Premium access then continues until the end of the
              period you have paid for, and no further payment is taken.
            </p>
          ),
        },
        {
          heading: '30-day money-back guarantee',
          body: (
            <p>
              If Distill is not for you, ask for a refund within 30 days of a payment and we will
              return that payment in full.
            </p>
          ),
        },
        {
          heading: 'Our content',
          body: (
            <p>
              Summaries are written for Distill and protected by copyright. You may read them for
              yourself; copying them in bulk, republishing them or collecting them with automated
              tools is not allowed. Partners may use the API only within the scopes and limits of
              the key we issue to them.
            </p>
          ),
        },
        {
          heading: 'Changes and availability',
          body: (
            <p>
              We work to keep Distill available but cannot promise it will never be interrupted. If
              we change these terms in a way that matters to you, we will tell you before the change
              applies to your subscription.
            </p>
          ),
        },
      ]}
    />
  );
}
