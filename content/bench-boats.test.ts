// The My boat benchmark (content/bench/boats, issue 43) stays true to the content it was written from: every
// device is in the catalogue and on networks its specifications name, every fact is quoted from the guide
// section or specification it cites, a 'not covered' question really is absent from the guides, and the
// held-out part shares no setup with the dev part.
import { describe, expect, it } from 'vitest'
import { BOAT_PARTS, type BoatFact, type BoatSetup, readBoatQuestions } from '../bench/boat-questions'
import { containsWords, readerWords } from '../bench/content-measures'
import { type BoatNetwork, boatInputSchema } from '../contract/boats'
import { readCatalogue, readGuides } from '../server/features/knowledge/content'

const parts = readBoatQuestions()
const guides = readGuides()
const sections = new Map(guides.map((s) => [s.id, `${s.title}\n${s.body}`]))
const guideWords = guides.map((s) => readerWords(`${s.title}\n${s.body}`))
const specifications = new Map(readCatalogue().map((d) => [`${d.brand}|${d.model}`, d.specifications]))

const all = BOAT_PARTS.flatMap((part) => parts[part].questions.map((q) => ({ part, q })))
const allSetups = BOAT_PARTS.flatMap((part) => parts[part].setups.map((s) => ({ part, s })))

/** How each network is named in specifications and guides (SeaTalkng and SimNet are NMEA 2000 networks). */
const networkNames: Record<BoatNetwork, RegExp> = {
  nmea2000: /NMEA 2000|SeaTalkng|SimNet/i,
  nmea0183: /NMEA 0183/i,
  ethernet: /Ethernet|RayNet|NavNet|Marine Network/i,
  wifi: /Wi-Fi/i,
}

/** The text a fact or setting cites, or undefined when the citation names nothing that exists. */
function source(from: string, setup: BoatSetup): string | undefined {
  if (from === 'setup') return setup.devices.map((d) => `${d.brand} ${d.model}`).join('\n')
  if (from.startsWith('spec:')) {
    const key = from.slice('spec:'.length)
    // A specification is cited only for a device on the boat: the answer draws on what is fitted.
    return setup.devices.some((d) => d.key === key) ? specifications.get(key) : undefined
  }
  return sections.get(from)
}

const quoted = (phrase: string, text: string | undefined) =>
  text !== undefined && containsWords(readerWords(text), readerWords(phrase))

describe('the My boat benchmark (content/bench/boats/boat-questions.json)', () => {
  it('has at least 12 setups and 48 questions, 3 to 5 a setup', () => {
    expect(allSetups.length).toBeGreaterThanOrEqual(12)
    expect(all.length).toBeGreaterThanOrEqual(48)
    const perSetup = allSetups
      .map(({ s }) => [s.id, all.filter(({ q }) => q.setupId === s.id).length] as const)
      .filter(([, n]) => n < 3 || n > 5)
    expect(perSetup).toEqual([])
  })

  it('holds out about 40% of the questions and setups', () => {
    const heldQuestions = parts['held-out'].questions.length / all.length
    const heldSetups = parts['held-out'].setups.length / allSetups.length
    expect(heldQuestions).toBeGreaterThanOrEqual(0.35)
    expect(heldQuestions).toBeLessThanOrEqual(0.45)
    expect(heldSetups).toBeGreaterThanOrEqual(0.35)
    expect(heldSetups).toBeLessThanOrEqual(0.45)
  })

  it('puts no setup in both parts, and asks each question on a setup of its own part', () => {
    const ids = allSetups.map(({ s }) => s.id)
    expect(new Set(ids).size).toBe(ids.length)
    const devSets = new Set(
      parts.dev.setups.map((s) =>
        s.devices
          .map((d) => d.key)
          .sort()
          .join(','),
      ),
    )
    const copies = parts['held-out'].setups.filter((s) =>
      devSets.has(
        s.devices
          .map((d) => d.key)
          .sort()
          .join(','),
      ),
    )
    expect(copies.map((s) => s.id)).toEqual([])
    const stray = BOAT_PARTS.flatMap((part) =>
      parts[part].questions
        .filter((q) => !parts[part].setups.some((s) => s.id === q.setupId))
        .map((q) => `${part} ${q.id}: ${q.setupId}`),
    )
    expect(stray).toEqual([])
    const qids = all.map(({ q }) => q.id)
    expect(new Set(qids).size).toBe(qids.length)
  })

  it('describes boats as POST /api/boats takes them', () => {
    const wrong = allSetups.filter(({ s }) => !boatInputSchema.safeParse(s.boat).success).map(({ s }) => s.id)
    expect(wrong).toEqual([])
  })

  it('uses catalogue devices by their brand and model, or marks the owner’s own as custom', () => {
    const wrong = allSetups.flatMap(({ s }) =>
      s.devices
        .filter((d) =>
          'custom' in d
            ? specifications.has(d.key) || d.key !== `${d.brand}|${d.model}`
            : !specifications.has(d.key) || d.key !== `${d.brand}|${d.model}`,
        )
        .map((d) => `${s.id}: ${d.key}`),
    )
    expect(wrong).toEqual([])
  })

  it('connects catalogue devices only over networks their specifications (or a cited guide) name', () => {
    const wrong = allSetups.flatMap(({ s }) =>
      s.devices.flatMap((d) => {
        if ('custom' in d) return []
        const text = `${specifications.get(d.key) ?? ''}\n${d.networksFrom ? (sections.get(d.networksFrom) ?? '') : ''}`
        if (d.networksFrom && !sections.has(d.networksFrom))
          return [`${s.id} ${d.key}: no section ${d.networksFrom}`]
        return d.networks.filter((n) => !networkNames[n].test(text)).map((n) => `${s.id} ${d.key}: ${n}`)
      }),
    )
    expect(wrong).toEqual([])
  })

  it('asks about the boat or a device on it', () => {
    const wrong = all
      .filter(({ q, part }) => {
        const setup = parts[part].setups.find((s) => s.id === q.setupId)
        return q.about !== 'boat' && !setup?.devices.some((d) => d.key === q.about)
      })
      .map(({ q }) => `${q.id}: ${q.about}`)
    expect(wrong).toEqual([])
  })

  it('quotes the first phrase of every fact from the guide section, specification or setup it cites', () => {
    const wrong = all.flatMap(({ q, part }) => {
      const setup = parts[part].setups.find((s) => s.id === q.setupId)
      if (!setup) return [`${q.id}: no setup`]
      return q.mustShow
        .filter((f) => f.kind !== 'notCovered')
        .filter((f) => f.from === null || !quoted(f.phrases[0] ?? '', source(f.from, setup)))
        .map((f) => `${q.id}: [${f.from}] ${f.phrases[0]}`)
    })
    expect(wrong).toEqual([])
  })

  it('shows 2 to 5 facts for a covered question, and only the honest statement for one the guides lack', () => {
    const covered = (f: BoatFact) => f.kind !== 'notCovered'
    const wrong = all
      .filter(({ q }) =>
        q.notCovered
          ? q.mustShow.length !== 1 || covered(q.mustShow[0] as BoatFact) || q.mustShow[0]?.from !== null
          : q.mustShow.length < 2 || !q.mustShow.every(covered) || q.absentFromGuides !== undefined,
      )
      .map(({ q }) => q.id)
    expect(wrong).toEqual([])
  })

  it('marks as not covered only what no guide mentions, about 10% of the questions', () => {
    const notCovered = all.filter(({ q }) => q.notCovered)
    expect(notCovered.length / all.length).toBeGreaterThanOrEqual(0.07)
    expect(notCovered.length / all.length).toBeLessThanOrEqual(0.15)
    expect(BOAT_PARTS.every((part) => parts[part].questions.some((q) => q.notCovered))).toBe(true)
    const mentioned = notCovered.flatMap(({ q }) =>
      (q.absentFromGuides ?? [])
        .filter((word) => guideWords.some((g) => containsWords(g, readerWords(word))))
        .map((word) => `${q.id}: ${word}`),
    )
    expect(notCovered.every(({ q }) => q.absentFromGuides?.length)).toBe(true)
    expect(mentioned).toEqual([])
  })

  it('names what is missing on the boat in at least ten questions, in both parts', () => {
    const missing = all.filter(({ q }) => q.mustShow.some((f) => f.kind === 'missing'))
    expect(missing.length).toBeGreaterThanOrEqual(10)
    expect(new Set(missing.map(({ part }) => part)).size).toBe(2)
  })

  it('suggests settings of a catalogue device on the boat, each quoted from its source', () => {
    const wrong = allSetups.flatMap(({ s }) => {
      const device = s.devices.find((d) => d.key === s.suggestedSettings.device)
      if (!device || 'custom' in device)
        return [`${s.id}: ${s.suggestedSettings.device} is not a catalogue device on the boat`]
      return s.suggestedSettings.settings
        .filter((x) => !quoted(x.phrases[0] ?? '', source(x.from, s)))
        .map((x) => `${s.id} ${x.setting}: [${x.from}] ${x.phrases[0]}`)
    })
    expect(wrong).toEqual([])
  })
})
