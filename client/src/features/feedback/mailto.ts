import type { FeedbackItem } from '@contract/feedback'

/** The reply an admin starts from: a greeting, thanks quoting the subject, a placeholder and a sign-off. */
export function feedbackReplyBody(item: Pick<FeedbackItem, 'name' | 'subject'>, product: string): string {
  return [
    `Hello ${item.name},`,
    '',
    `Thank you for your feedback regarding "${item.subject}".`,
    '',
    '[Your response here]',
    '',
    'Best regards,',
    `The ${product} Team`,
  ].join('\n')
}

/**
 * SPEC.md section 2 'Respond via Email': a mailto link to the submitter with the subject 'RE: <subject>'
 * and the reply body, each part encoded with encodeURIComponent (so '&', '?' and line breaks survive).
 */
export function feedbackReplyMailto(
  item: Pick<FeedbackItem, 'name' | 'email' | 'subject'>,
  product: string,
): string {
  // The address keeps its '@' readable; everything else in it is encoded like the other parts.
  const to = encodeURIComponent(item.email).replace('%40', '@')
  const subject = encodeURIComponent(`RE: ${item.subject}`)
  const body = encodeURIComponent(feedbackReplyBody(item, product))
  return `mailto:${to}?subject=${subject}&body=${body}`
}
