import { describe, expect, it } from 'vitest'
import { feedbackReplyBody, feedbackReplyMailto } from './mailto'

const item = { name: 'Ada Hull', email: 'ada+boat@example.com', subject: 'Radar & AIS overlay?' }

describe('feedbackReplyBody', () => {
  it('greets, thanks quoting the subject, leaves a placeholder and signs off from the team', () => {
    expect(feedbackReplyBody(item, 'Sonar Assistant')).toBe(
      [
        'Hello Ada Hull,',
        '',
        'Thank you for your feedback regarding "Radar & AIS overlay?".',
        '',
        '[Your response here]',
        '',
        'Best regards,',
        'The Sonar Assistant Team',
      ].join('\n'),
    )
  })
})

describe('feedbackReplyMailto', () => {
  it('addresses the submitter with an encoded subject and body', () => {
    const link = feedbackReplyMailto(item, 'Sonar Assistant')
    expect(link.startsWith('mailto:ada%2Bboat@example.com?subject=')).toBe(true)
    const url = new URL(link)
    expect(url.searchParams.get('subject')).toBe('RE: Radar & AIS overlay?')
    expect(url.searchParams.get('body')).toBe(feedbackReplyBody(item, 'Sonar Assistant'))
  })

  it('uses encodeURIComponent, so spaces are %20 and line breaks %0A', () => {
    const link = feedbackReplyMailto(item, 'Sonar Assistant')
    expect(link).toContain('subject=RE%3A%20Radar%20%26%20AIS%20overlay%3F')
    expect(link).toContain('&body=Hello%20Ada%20Hull%2C%0A%0AThank%20you')
    expect(link).not.toContain('+')
  })
})
