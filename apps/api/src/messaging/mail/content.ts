/** What a message says, in one language; rendered as plain text and as simple HTML alike. */
export interface MailContent {
  subject: string;
  paragraphs: string[];
  /** Links listed after the paragraphs (the jobs of an alert, say). */
  links?: { label: string; url: string }[];
  /** The one thing the message asks to do, as a button. */
  action?: { label: string; url: string };
}
