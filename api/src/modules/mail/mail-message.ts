export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * The Message-ID header (`<uuid@domain>`). Logs name a message by it, never by its
   * recipients; queued mail gets it when enqueued, so every retry sends the same id.
   */
  messageId?: string;
}
