import { describe, expect, it } from 'vitest'
import { excerptOf } from './sources'

describe('excerptOf', () => {
  it('drops markdown markers but keeps the > of menu paths', () => {
    expect(excerptOf('### Heading\n> Open **Settings > Sonar > Noise** and set `Low`.')).toBe(
      'Heading Open Settings > Sonar > Noise and set Low.',
    )
  })

  it('cuts long text at a word, with an ellipsis', () => {
    const excerpt = excerptOf('word '.repeat(100), 40)
    expect(excerpt).toBe(`${'word '.repeat(8).trim()}…`)
  })
})
