import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
  /** The raw message with quoted-printable soft breaks and =XX escapes undone, for reading links. */
  text: string
}

const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

/** A real SMTP server on a loopback port that keeps what it receives, for mail tests. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeQuotedPrintable(raw),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first mail to `to` whose text matches `pattern`, once it has arrived. */
    async waitForMail(to: string, pattern: RegExp, timeoutMs = 5000): Promise<ReceivedMail> {
      const started = Date.now()
      for (;;) {
        const mail = received.find((m) => m.to.includes(to) && pattern.test(m.text))
        if (mail) return mail
        if (Date.now() - started > timeoutMs) throw new Error(`no mail to ${to} matching ${pattern}`)
        await new Promise((r) => setTimeout(r, 25))
      }
    },
    /** How many mails so far match `pattern`. */
    count: (pattern: RegExp) => received.filter((m) => pattern.test(m.text)).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
