/** Where the review e-mails' links lead, built from PUBLIC_URL. */
export interface ReviewEmailLinks {
  /** A card's grade link: a page that asks to confirm, so a link scanner's GET grades nothing. */
  grade(token: string, grade: 'again' | 'good'): string;
  /** A summary's page, `/summary/<id>`. */
  summary(summaryId: string): string;
  /** The full review, `/review`. */
  review: string;
  /** The member's review e-mail preferences page. */
  preferences: string;
  /**
   * RFC 8058: a POST here turns the e-mails off without signing in. Only in the headers: a GET
   * must change nothing, so the visible link is the preferences page.
   */
  unsubscribe: string;
}
