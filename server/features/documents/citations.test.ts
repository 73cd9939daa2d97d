import { describe, expect, it } from 'vitest'
import { composeExtractive } from '../answers/extractive'
import { buildPrompt } from '../answers/prompt'
import type { DeviceContext, Passage } from '../answers/retrieval'
import { sourceTitle, toSources } from '../answers/sources'

const device: DeviceContext = {
  id: 7,
  brand: 'Seawolf',
  model: '7',
  deviceType: 'fishfinder',
  specifications: '',
  custom: false,
  general: false,
}

const manual = (fields: Partial<Passage> = {}): Passage => ({
  id: 'doc:3:4',
  kind: 'manual',
  sourceId: 'doc:3',
  sourceTitle: 'Seawolf 7 Handbook',
  title: 'Surface clutter',
  headings: 'Seawolf 7 Handbook',
  body: 'Surface clutter shows as dots near the top.\nLower the Noise Rejection to Low, then raise it a step at a time.',
  deviceId: 7,
  page: 14,
  pageLabel: '12',
  url: '/api/manuals/7/documents/3/file#page=14',
  score: 7,
  ...fields,
})

const guide: Passage = {
  id: 'guide:sonar-clutter',
  kind: 'guide',
  sourceId: 'sonar-basics',
  sourceTitle: 'Sonar basics',
  title: 'Reducing surface clutter',
  headings: '',
  body: 'Turn the surface clutter setting up until the noise fades.',
  deviceId: null,
  page: null,
  pageLabel: null,
  url: null,
  score: 10,
}

describe('manual passages in answers', () => {
  it('are cited by the printed page number, falling back to the PDF page, with their heading and link', () => {
    expect(sourceTitle(manual())).toBe('Seawolf 7 Handbook, p. 12')
    expect(sourceTitle(manual({ pageLabel: null }))).toBe('Seawolf 7 Handbook, p. 14')
    expect(sourceTitle(manual({ page: null, pageLabel: null }))).toBe('Seawolf 7 Handbook')
    expect(toSources([manual()])).toEqual([
      {
        title: 'Seawolf 7 Handbook, p. 12',
        heading: 'Surface clutter',
        deviceId: 7,
        documentId: 3,
        page: 14,
        url: '/api/manuals/7/documents/3/file#page=14',
        excerpt:
          'Surface clutter shows as dots near the top. Lower the Noise Rejection to Low, then raise it a step at a time.',
      },
    ])
    // The page viewer opens an uploaded PDF's page (decision 0090): a text manual's passages and guides have none.
    expect(toSources([manual({ page: null, pageLabel: null })])[0]?.documentId).toBeUndefined()
    expect(toSources([guide])[0]?.documentId).toBeUndefined()
    // A passage before any heading carries the document title only once.
    expect(toSources([manual({ title: 'Seawolf 7 Handbook' })])[0]?.heading).toBeUndefined()
    // The chapter and section above a passage show where it sits in the manual.
    expect(
      toSources([manual({ headings: 'Seawolf 7 Handbook · Sonar · Noise', title: 'Surface clutter' })])[0]
        ?.heading,
    ).toBe('Sonar > Noise > Surface clutter')
  })

  it('lead the offline answer over a higher-ranked general guide when both answer, quoted word for word', () => {
    const answer = composeExtractive({
      question: 'how do I get rid of surface clutter',
      device,
      passages: [guide, manual()],
    })
    expect(answer.used.map((p) => p.id)).toEqual(['doc:3:4'])
    expect(answer.text).toContain(
      [
        '### Surface clutter',
        '',
        'From _Seawolf 7 Handbook, p. 12_:',
        '',
        '> Surface clutter shows as dots near the top.',
        '> Lower the Noise Rejection to Low, then raise it a step at a time.',
      ].join('\n'),
    )
    // The general guide follows as a related section to expand, not pasted into the answer.
    expect(answer.related.map((r) => r.source)).toEqual(['Sonar basics: Reducing surface clutter'])
    expect(answer.text).not.toContain('Reducing surface clutter')
    expect(answer.text).toMatch(/\*\*Sources\*\*\n1\. Seawolf 7 Handbook, p\. 12$/)
  })

  it('do not lead when they hardly answer, nor when they are another device’s', () => {
    const weak = composeExtractive({
      question: 'surface clutter',
      device,
      passages: [guide, manual({ score: 3.5 })],
    })
    expect(weak.used[0]?.id).toBe('guide:sonar-clutter')
    const foreign = composeExtractive({
      question: 'surface clutter',
      device,
      passages: [guide, manual({ deviceId: 8 })],
    })
    expect(foreign.used[0]?.id).toBe('guide:sonar-clutter')
  })

  it('keep their page and heading in the numbered headers of the model prompt', () => {
    const prompt = buildPrompt({
      appName: 'Sonar Assistant',
      question: 'surface clutter?',
      history: [],
      device,
      passages: [manual(), guide],
    })
    expect(prompt.system).toContain(
      '[1] Seawolf 7 Handbook, p. 12 — Surface clutter\nSurface clutter shows as dots near the top.',
    )
    expect(prompt.system).toContain('[2] Sonar basics: Reducing surface clutter\n')
    expect(prompt.system).toContain('Quote manual passages faithfully')
  })
})
