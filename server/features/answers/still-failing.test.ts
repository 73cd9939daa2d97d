// 'That didn't work' after any troubleshooting section of the guides: the answer goes to the next check in the
// guides' flow (content/guides/next-steps.json), never the same advice again, and then to the maker's support.
import { describe, expect, it } from 'vitest'
import { guidePassage } from '../../test/guide-passage'
import { type GuideSection, readGuides, readNextSteps } from '../knowledge/content'
import { composeExtractive } from './extractive'
import { followUpContext } from './follow-up'
import type { DeviceContext } from './retrieval'

const sections = readGuides()
const flow = readNextSteps(undefined, sections)
const byId = new Map(sections.map((s) => [s.id, s]))

const device: DeviceContext = {
  id: null,
  brand: 'General',
  model: 'marine electronics',
  deviceType: '',
  specifications: '',
  custom: false,
  general: true,
}

/** The sections with a troubleshooting flow: the checks that come after them when they did not help. */
const troubleshooting = [...flow].filter(([, steps]) => steps.stillFailing.length > 0)

/** The answer before the sources, without Markdown. */
const body = (text: string) => (text.split(/^---$/m)[0] ?? '').replace(/[*_>#]/g, '')

describe("'that didn't work' after a troubleshooting section", () => {
  it('covers every troubleshooting list of the guides', () => {
    expect(troubleshooting.length).toBeGreaterThan(150)
  })

  it.each(troubleshooting.map(([id, steps]) => [id, steps.stillFailing] as const))(
    '%s: the next check, then support',
    (id, next) => {
      const section = byId.get(id) as GuideSection
      const question = `${section.title}, what do i check`
      const first = composeExtractive({ question, device, passages: [guidePassage(section, 20)] })
      const history = [
        { role: 'user' as const, content: question },
        { role: 'assistant' as const, content: first.text },
      ]
      const followUp = followUpContext("that didn't work", history)
      expect(followUp?.stillFailing).toBe(true)
      if (!followUp) return
      followUp.previousSection = guidePassage(section, 0)
      // The plan's search after 'still fails' (retrieval, 0048): the section shown ranked down, the next checks
      // ranked up in the guides' order.
      const passages = [
        ...next.map((n, i) => guidePassage(byId.get(n) as GuideSection, 15 - i)),
        guidePassage(section, 5),
      ]
      // Even when the search finds the section shown first again, it says nothing it has not said.
      for (const found of [passages, [guidePassage(section, 30), ...passages]]) {
        const answer = composeExtractive({ question: "that didn't work", device, passages: found, followUp })
        const text = body(answer.text)
        expect(text).toContain('Since that did not fix it, this is the next thing to check:')
        // Led by the first next check of the flow, not by the section already shown.
        expect(answer.used[0]?.title).toBe(byId.get(next[0] as string)?.title)
        // Ending with the maker's support.
        expect(text.trim().split('\n').at(-1)).toMatch(/contact the maker's support or your dealer/)
      }
    },
  )
})
