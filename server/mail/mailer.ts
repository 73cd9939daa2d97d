import nodemailer from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** Files sent with the mail (a receipt's PDF). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>
}

export interface Mailer {
  /** 'smtp' delivers through SMTP_URL; 'none' means no mail can be sent (development without SMTP). */
  readonly mode: 'smtp' | 'none'
  send(message: MailMessage): Promise<void>
  close(): void
}

export function createMailer(options: { smtpUrl: string | undefined; from: string }): Mailer {
  if (!options.smtpUrl) {
    return {
      mode: 'none',
      send: async () => {
        throw new Error('Mail is not configured (SMTP_URL is unset)')
      },
      close: () => {},
    }
  }
  // Time limits shorter than nodemailer's (2 minutes to connect, 10 of silence): an admin waits on a reply's
  // sending, so a mail server that is down is reported in seconds. Values in SMTP_URL's query take precedence.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return {
    mode: 'smtp',
    send: async (message) => {
      await transport.sendMail({ from: options.from, ...message })
    },
    close: () => transport.close(),
  }
}
