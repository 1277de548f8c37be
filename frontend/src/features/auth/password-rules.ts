/** Spec sections 5 and 9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

export interface ValidationProblem {
  title: string;
  description: string;
}

/** The reset page's checks, in the spec's order: the two must match, then the minimum length. */
export function validateNewPassword(
  password: string,
  confirmation: string,
): ValidationProblem | null {
  if (password !== confirmation) {
    return {
      title: "Passwords don't match",
      description: 'Please make sure both passwords are identical.',
    };
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return {
      title: 'Password too short',
      description: 'Password must be at least 6 characters long.',
    };
  }
  return null;
}

/** The identity-provider page's checks (spec section 5). */
export function validateProviderForm(
  mode: 'signIn' | 'signUp',
  {
    email,
    password,
    confirmPassword,
  }: { email: string; password: string; confirmPassword: string },
): string | null {
  if (!email.trim() || !password) return 'Please fill in all fields';
  if (mode === 'signUp' && password !== confirmPassword) return "Passwords don't match";
  return null;
}
