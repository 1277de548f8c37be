import { AuthPlaceholder } from './AuthPlaceholder';

/** /simple-auth: sign in or sign up with e-mail and password. */
export default function SimpleAuthPage() {
  return (
    <AuthPlaceholder
      title="Sign In with Email"
      description="Sign in or sign up with your e-mail address and password. This page opens very soon."
    />
  );
}
