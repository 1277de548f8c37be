export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. RFC 8058's List-Unsubscribe pair on a recurring e-mail. */
  headers?: Record<string, string>;
}
