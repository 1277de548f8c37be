import { AuthPlaceholder } from './AuthPlaceholder';

/** /auth, /login and /firebase-auth: the identity-provider sign-in and sign-up page. */
export default function SignInPage() {
  return (
    <AuthPlaceholder
      title="Sign In"
      description="Sign in or create your Distill account to start your 7-day free trial. Account sign-in opens very soon; meanwhile the library and free summaries are open to everyone."
    />
  );
}
