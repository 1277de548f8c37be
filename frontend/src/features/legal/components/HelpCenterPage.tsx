import { Link } from 'react-router-dom';
import { InfoPage } from './InfoPage';

const link = 'font-medium text-primary hover:underline';

/** /help: answers to the questions members ask most. */
export default function HelpCenterPage() {
  return (
    <InfoPage
      title="Help Center"
      intro={<p>Quick answers about your account, your reading and your subscription.</p>}
      sections={[
        {
          heading: 'Signing in',
          body: (
            <p>
              Use the{' '}
              <Link to="/auth" className={link}>
                sign-in page
              </Link>{' '}
              with your e-mail address and password, or with Google where it is offered. Accounts
              created with a Distill password can also use the{' '}
              <Link to="/simple-auth" className={link}>
                email and password page
              </Link>
              .
            </p>
          ),
        },
        {
          heading: 'I forgot my password',
          body: (
            <p>
              Choose &lsquo;Forgot password?&rsquo; on the sign-in page and enter your e-mail
              address. If an account exists, we send a link that lets you choose a new password; it
              works once and expires after an hour. Setting a new password signs you out on every
              device.
            </p>
          ),
        },
        {
          heading: 'Free trial and billing',
          body: (
            <p>
              Premium starts with a 7-day free trial. You are charged only when the trial ends, and
              you can cancel at any time before that. Within 30 days of a payment you can ask for
              your money back. The{' '}
              <Link to="/terms" className={link}>
                Terms of Service
              </Link>{' '}
              give the details.
            </p>
          ),
        },
        {
          heading: 'Reading progress and favourites',
          body: (
            <p>
              Mark a summary as read from its page to count it on your dashboard, and use the heart
              to keep it among your favourites. Both are saved to your account, so they follow you
              from one device to another.
            </p>
          ),
        },
        {
          heading: 'Light and dark mode',
          body: (
            <p>
              The switch in the header changes the theme. Your choice is remembered in this browser.
            </p>
          ),
        },
      ]}
    />
  );
}
