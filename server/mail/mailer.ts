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
  const transport = nodemailer.createTransport(options.smtpUrl)
  return {
    mode: 'smtp',
    send: async (message) => {
      await transport.sendMail({ from: options.from, ...message })
    },
    close: () => transport.close(),
  }
}
