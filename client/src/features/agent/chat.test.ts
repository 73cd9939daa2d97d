import { describe, expect, it } from 'vitest'
import { type ChatMessage, HISTORY_LIMIT, HISTORY_MESSAGE_MAX_CHARS, historyFor } from './chat'

function message(index: number): ChatMessage {
  return { id: `m${index}`, type: index % 2 === 0 ? 'user' : 'assistant', content: `message ${index}` }
}

describe('historyFor', () => {
  it('turns message types into roles and keeps only content', () => {
    const messages: ChatMessage[] = [
      { id: 'a', type: 'user', content: 'How do I set the gain?' },
      { id: 'b', type: 'assistant', content: 'Open **Menu**.', sources: [], deviceLabel: 'Garmin X' },
    ]
    expect(historyFor(messages)).toEqual([
      { role: 'user', content: 'How do I set the gain?' },
      { role: 'assistant', content: 'Open **Menu**.' },
    ])
  })

  it('leaves out an answer stopped before any text arrived', () => {
    const messages: ChatMessage[] = [
      { id: 'a', type: 'user', content: 'How do I set the gain?' },
      { id: 'b', type: 'assistant', content: '', stopped: true },
      { id: 'c', type: 'user', content: 'And the range?' },
      { id: 'd', type: 'assistant', content: 'Press **Range**.', stopped: true },
    ]
    expect(historyFor(messages)).toEqual([
      { role: 'user', content: 'How do I set the gain?' },
      { role: 'user', content: 'And the range?' },
      { role: 'assistant', content: 'Press **Range**.' },
    ])
  })

  it(`sends at most the last ${HISTORY_LIMIT} messages`, () => {
    const messages = Array.from({ length: 25 }, (_, index) => message(index))
    const history = historyFor(messages)
    expect(history).toHaveLength(HISTORY_LIMIT)
    expect(history[0]?.content).toBe('message 5')
    expect(history.at(-1)?.content).toBe('message 24')
  })

  it('shortens messages the server would refuse as too long', () => {
    const long = 'x'.repeat(HISTORY_MESSAGE_MAX_CHARS + 10)
    expect(historyFor([{ id: 'a', type: 'assistant', content: long }])[0]?.content).toHaveLength(
      HISTORY_MESSAGE_MAX_CHARS,
    )
  })

  it('is empty before the first message', () => {
    expect(historyFor([])).toEqual([])
  })
})
