import { useSearchParams } from 'react-router-dom';
import { AuthPlaceholder } from './AuthPlaceholder';

/** /reset-password?token=...: choose a new password. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const backTo = { to: '/simple-auth', label: 'Back to Login' };
  if (!token) {
    return (
      <AuthPlaceholder
        title="Reset Password"
        description="Invalid or missing reset token"
        backTo={backTo}
      />
    );
  }
  return (
    <AuthPlaceholder
      title="Reset Password"
      description="Choose a new password for your account. This page opens very soon."
      backTo={backTo}
    />
  );
}
