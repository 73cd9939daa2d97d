import type { MailMessage } from './mailer'

export interface FeedbackReplyMailInput {
  to: string
  /** The feedback's subject; the mail's is 'RE: <subject>' (as the 'Respond via Email' link's). */
  subject: string
  /** What the admin wrote, sent as it is. */
  reply: string
  /** The sender's own message and when they sent it, quoted beneath the reply. */
  original: { name: string; message: string; createdAt: Date }
}

/** 'RE: <subject>': the subject of every reply to a feedback item (SPEC.md's 'Respond via Email'). */
export const feedbackReplySubject = (subject: string) => `RE: ${subject}`

const quoteDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

/**
 * The reply email: plain text only (nothing the admin or the sender typed is ever read as HTML), the
 * admin's words first, then the sender's message quoted as mail clients quote ('> ' on each line), so the
 * sender sees what is being answered.
 */
export function feedbackReplyMail(input: FeedbackReplyMailInput): MailMessage {
  const quoted = input.original.message
    .split(/\r\n|\r|\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n')
  const text = [
    input.reply,
    '',
    `On ${quoteDate.format(input.original.createdAt)}, ${input.original.name} wrote:`,
    quoted,
    '',
  ].join('\n')
  // A header is one line: a line break typed into the feedback's subject becomes a space.
  const subject = feedbackReplySubject(input.subject.replace(/\s*[\r\n]+\s*/g, ' '))
  return { to: input.to, subject, text }
}
