/** Spec section 2: cancel anytime; trial content; 10-15 new summaries monthly; 30-day money-back. */
const FAQ = [
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. Cancel from your dashboard with "Manage subscription"; you keep Premium until the end of the period you paid for.',
  },
  {
    question: 'What do I get during the free trial?',
    answer:
      'Everything in Premium for 7 days: every summary in full. Nothing is charged until the trial ends.',
  },
  {
    question: 'How often are new summaries added?',
    answer: 'We publish 10-15 new summaries every month.',
  },
  {
    question: 'Is there a money-back guarantee?',
    answer: 'Yes. If Premium is not for you, ask for a refund within 30 days.',
  },
] as const;

export function SubscriptionFaq() {
  return (
    <section aria-labelledby="faq-heading" className="mt-16">
      <h2 id="faq-heading" className="text-2xl font-bold">
        Frequently Asked Questions
      </h2>
      <dl className="mt-6 grid gap-6 sm:grid-cols-2">
        {FAQ.map(({ question, answer }) => (
          <div key={question} className="rounded-2xl border border-border bg-card p-5">
            <dt className="font-semibold">{question}</dt>
            <dd className="mt-2 text-sm text-muted-foreground">{answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
