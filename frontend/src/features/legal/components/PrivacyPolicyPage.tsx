import { InfoPage } from './InfoPage';

/** /privacy: what Distill stores, why, and for how long. */
export default function PrivacyPolicyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      intro={
        <p>
          Distill stores the little it needs to run your account, remember your reading and take
          payments. We do not sell personal data and we do not show advertising.
        </p>
      }
      sections={[
        {
          heading: 'Your account',
          body: (
            <>
              <p>
                Your e-mail address identifies your account and is where we send password reset
                links. If you choose a password, we keep only a one-way hash of it (Argon2), never
                the password itself. If you sign in with Google through Firebase, we keep the
                account identifier Firebase gives us, and your name and profile picture when Google
                shares them. We also record your role (member or admin), your plan and when the
                account was created.
              </p>
              <p>A password reset link is stored only as a hash and expires after an hour.</p>
            </>
          ),
        },
        {
          heading: 'Sessions',
          body: (
            <p>
              When you sign in, your browser receives a session cookie. We keep a hash of it, when
              it was created and when it was last used, so we can recognise you and let you sign
              out. A session unused for 30 days expires. If you sign in through Firebase, the
              browser also keeps its sign-in token in local storage until you sign out.
            </p>
          ),
        },
        {
          heading: 'Reading progress and favourites',
          body: (
            <p>
              The summaries you mark as read, how far you got, and the ones you favourite are saved
              with your account, to build your dashboard and your reading statistics. Your theme
              choice stays in your browser only.
            </p>
          ),
        },
        {
          heading: 'Payments',
          body: (
            <p>
              Payments are handled by Stripe. Your card details go straight to Stripe and never
              reach Distill. We store the customer and subscription identifiers Stripe gives us and
              the state of your subscription, so we know whether your account has Premium access.
            </p>
          ),
        },
        {
          heading: 'Security records',
          body: (
            <p>
              To stop password guessing and mail flooding we count failed sign-ins, registrations
              and reset requests per e-mail address and per network address. These counters expire
              with their time window (an hour at most by default). Our servers log requests with a
              request identifier to find faults; passwords, cookies, tokens and API keys are never
              written to the logs.
            </p>
          ),
        },
        {
          heading: 'Who else sees it',
          body: (
            <p>
              Only the services that do the work: Stripe for payments and, if you use Google
              sign-in, Google&apos;s Firebase. Partners who read our catalogue through the API see
              summaries, never member data.
            </p>
          ),
        },
      ]}
    />
  );
}
