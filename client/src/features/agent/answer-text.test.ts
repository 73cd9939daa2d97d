import { describe, expect, it } from 'vitest'
import { answerBody } from './answer-text'

const body = 'For your **Garmin GPSMAP 8610**:\n\n1. Open the menu.\n2. Select **Gain**.'

describe('answerBody', () => {
  it('drops a closing sources list when the screen shows the sources itself', () => {
    const answer = `${body}\n\n---\n**Sources**\n1. GPS position and accuracy: Fixing no GPS fix\n2. Charts: Updating`
    expect(answerBody(answer, true)).toBe(body)
  })

  it('recognises a heading, bullets and a list still being written', () => {
    expect(answerBody(`${body}\n\n***\n\n## Sources\n- Manual p. 4\n- Guide`, true)).toBe(body)
    expect(answerBody(`${body}\n\n---\n**Sources**\n1. GPS posi`, true)).toBe(body)
    expect(answerBody(`${body}\n\n---\n**Sources**\n`, true)).toBe(body)
  })

  it('keeps the text when there is no separate list, or the sources are not at the end', () => {
    const answer = `${body}\n\n---\n**Sources**\n1. Manual`
    expect(answerBody(answer, false)).toBe(answer)
    const middle = `Intro\n\n---\n**Sources**\n1. Manual\n\nMore advice after the list.`
    expect(answerBody(middle, true)).toBe(middle)
  })

  it('leaves an ordinary horizontal rule and list alone', () => {
    const answer = `${body}\n\n---\n\n1. Another step`
    expect(answerBody(answer, true)).toBe(answer)
  })
})
