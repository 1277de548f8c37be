export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. RFC 8058's List-Unsubscribe pair on a recurring e-mail. */
  headers?: Record<string, string>;
  /** The member it is for, when it is for an account: their deliveries are counted by it. */
  userId?: string;
}
