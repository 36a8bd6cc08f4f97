/** One message as the server sends it: plain text (a code, a link), to one address. */
export interface MailMessage {
  to: string
  subject: string
  text: string
}

/**
 * A mail provider (PROTOCOL.md section 13; CONVENTIONS.md item 18, like the payment providers): the server sends
 * every message through it. The built-in `outbox` keeps them in the database for the development page
 * `/sandbox/mail`; `smtp` sends them through a real mail server. An operator plugs in another by implementing this.
 */
export interface MailProvider {
  readonly name: string
  send(message: MailMessage): Promise<void>
  /** Lets go of what it holds (an SMTP connection pool) when the server closes. */
  close?(): void
}
