/**
 * The refusals of an operation a viewer may not use, one code per meaning for every service (the
 * GraphQL error's `extensions.reason`; `extensions.code` is UNAUTHENTICATED or FORBIDDEN).
 */
export enum AccessErrorCode {
  /** A visitor (or a partner key) asked for a member's operation: 401. */
  SignInRequired = 'SIGN_IN_REQUIRED',
  /** A member without the admin role asked for an admin's operation: 403. */
  AdminOnly = 'ADMIN_ONLY',
}

/**
 * What the refusals say. Spec section 8: the web client treats a subscription start refused with
 * '401:' and 'Unauthorized' as signed out, so every sign-in refusal says exactly that.
 */
export const ACCESS_ERROR_MESSAGES: Readonly<Record<AccessErrorCode, string>> = {
  [AccessErrorCode.SignInRequired]: 'Unauthorized',
  [AccessErrorCode.AdminOnly]: 'Admin access required',
};
