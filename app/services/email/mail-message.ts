/** One outgoing e-mail: always an HTML and a plain-text part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Sender when not the account sender (price alerts come from the alerts address). */
  from?: string;
  /** Where a reply goes instead of the sender (a contact message forwarded to support: the traveller). */
  replyTo?: string;
  /** Extra headers, e.g. RFC 8058 List-Unsubscribe and List-Unsubscribe-Post on alert e-mails. */
  headers?: Record<string, string>;
}
