// The My boat benchmark (content/bench/boats, issue 43) stays true to the content it was written from: every
// device is in the catalogue and on networks its specifications name, every fact is quoted from the guide
// section or specification it cites, a 'not covered' question really is absent from the guides, and the
// held-out part shares no setup with the dev part. Each fresh set (written blind at the start of a session, read
// once at its end) passes the same content checks, whole, and shares no setup (by id or by its devices) and no
// question id with either part or with any other fresh set.
import { describe, expect, it } from 'vitest'
import {
  BOAT_PARTS,
  type BoatFact,
  type BoatQuestion,
  type BoatSetup,
  FRESH_BOAT_SETS,
  readBoatQuestions,
  readFreshBoatSet,
} from '../bench/boat-questions'
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

// The content checks, each returning what is wrong, shared by the parts of boat-questions.json and the fresh sets.

const perSetupOutside = (setups: BoatSetup[], questions: BoatQuestion[]) =>
  setups
    .map((s) => [s.id, questions.filter((q) => q.setupId === s.id).length] as const)
    .filter(([, n]) => n < 3 || n > 5)

const boatsNotTaken = (setups: BoatSetup[]) =>
  setups.filter((s) => !boatInputSchema.safeParse(s.boat).success).map((s) => s.id)

const devicesNotInCatalogue = (setups: BoatSetup[]) =>
  setups.flatMap((s) =>
    s.devices
      .filter((d) =>
        'custom' in d
          ? specifications.has(d.key) || d.key !== `${d.brand}|${d.model}`
          : !specifications.has(d.key) || d.key !== `${d.brand}|${d.model}`,
      )
      .map((d) => `${s.id}: ${d.key}`),
  )

const networksUnnamed = (setups: BoatSetup[]) =>
  setups.flatMap((s) =>
    s.devices.flatMap((d) => {
      if ('custom' in d) return []
      const text = `${specifications.get(d.key) ?? ''}\n${d.networksFrom ? (sections.get(d.networksFrom) ?? '') : ''}`
      if (d.networksFrom && !sections.has(d.networksFrom))
        return [`${s.id} ${d.key}: no section ${d.networksFrom}`]
      return d.networks.filter((n) => !networkNames[n].test(text)).map((n) => `${s.id} ${d.key}: ${n}`)
    }),
  )

const aboutNothingAboard = (setups: BoatSetup[], questions: BoatQuestion[]) =>
  questions
    .filter((q) => {
      const setup = setups.find((s) => s.id === q.setupId)
      return q.about !== 'boat' && !setup?.devices.some((d) => d.key === q.about)
    })
    .map((q) => `${q.id}: ${q.about}`)

const unquotedFacts = (setups: BoatSetup[], questions: BoatQuestion[]) =>
  questions.flatMap((q) => {
    const setup = setups.find((s) => s.id === q.setupId)
    if (!setup) return [`${q.id}: no setup`]
    return q.mustShow
      .filter((f) => f.kind !== 'notCovered')
      .filter((f) => f.from === null || !quoted(f.phrases[0] ?? '', source(f.from, setup)))
      .map((f) => `${q.id}: [${f.from}] ${f.phrases[0]}`)
  })

const covered = (f: BoatFact) => f.kind !== 'notCovered'
const wrongFactCounts = (questions: BoatQuestion[]) =>
  questions
    .filter((q) =>
      q.notCovered
        ? q.mustShow.length !== 1 || covered(q.mustShow[0] as BoatFact) || q.mustShow[0]?.from !== null
        : q.mustShow.length < 2 || !q.mustShow.every(covered) || q.absentFromGuides !== undefined,
    )
    .map((q) => q.id)

const notCoveredWordsInGuides = (questions: BoatQuestion[]) =>
  questions
    .filter((q) => q.notCovered)
    .flatMap((q) =>
      (q.absentFromGuides ?? [])
        .filter((word) => guideWords.some((g) => containsWords(g, readerWords(word))))
        .map((word) => `${q.id}: ${word}`),
    )

const settingsUnquoted = (setups: BoatSetup[]) =>
  setups.flatMap((s) => {
    const device = s.devices.find((d) => d.key === s.suggestedSettings.device)
    if (!device || 'custom' in device)
      return [`${s.id}: ${s.suggestedSettings.device} is not a catalogue device on the boat`]
    return s.suggestedSettings.settings
      .filter((x) => !quoted(x.phrases[0] ?? '', source(x.from, s)))
      .map((x) => `${s.id} ${x.setting}: [${x.from}] ${x.phrases[0]}`)
  })

const deviceSet = (s: BoatSetup) =>
  s.devices
    .map((d) => d.key)
    .sort()
    .join(',')

describe('the My boat benchmark (content/bench/boats/boat-questions.json)', () => {
  const setups = allSetups.map(({ s }) => s)
  const questions = all.map(({ q }) => q)

  it('has at least 12 setups and 48 questions, 3 to 5 a setup', () => {
    expect(allSetups.length).toBeGreaterThanOrEqual(12)
    expect(all.length).toBeGreaterThanOrEqual(48)
    expect(perSetupOutside(setups, questions)).toEqual([])
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
    const devSets = new Set(parts.dev.setups.map(deviceSet))
    const copies = parts['held-out'].setups.filter((s) => devSets.has(deviceSet(s)))
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
    expect(boatsNotTaken(setups)).toEqual([])
  })

  it('uses catalogue devices by their brand and model, or marks the owner’s own as custom', () => {
    expect(devicesNotInCatalogue(setups)).toEqual([])
  })

  it('connects catalogue devices only over networks their specifications (or a cited guide) name', () => {
    expect(networksUnnamed(setups)).toEqual([])
  })

  it('asks about the boat or a device on it', () => {
    const wrong = BOAT_PARTS.flatMap((part) => aboutNothingAboard(parts[part].setups, parts[part].questions))
    expect(wrong).toEqual([])
  })

  it('quotes the first phrase of every fact from the guide section, specification or setup it cites', () => {
    const wrong = BOAT_PARTS.flatMap((part) => unquotedFacts(parts[part].setups, parts[part].questions))
    expect(wrong).toEqual([])
  })

  it('shows 2 to 5 facts for a covered question, and only the honest statement for one the guides lack', () => {
    expect(wrongFactCounts(questions)).toEqual([])
  })

  it('marks as not covered only what no guide mentions, about 10% of the questions', () => {
    const notCovered = all.filter(({ q }) => q.notCovered)
    expect(notCovered.length / all.length).toBeGreaterThanOrEqual(0.07)
    expect(notCovered.length / all.length).toBeLessThanOrEqual(0.15)
    expect(BOAT_PARTS.every((part) => parts[part].questions.some((q) => q.notCovered))).toBe(true)
    expect(notCovered.every(({ q }) => q.absentFromGuides?.length)).toBe(true)
    expect(notCoveredWordsInGuides(questions)).toEqual([])
  })

  it('names what is missing on the boat in at least ten questions, in both parts', () => {
    const missing = all.filter(({ q }) => q.mustShow.some((f) => f.kind === 'missing'))
    expect(missing.length).toBeGreaterThanOrEqual(10)
    expect(new Set(missing.map(({ part }) => part)).size).toBe(2)
  })

  it('suggests settings of a catalogue device on the boat, each quoted from its source', () => {
    expect(settingsUnquoted(setups)).toEqual([])
  })
})

describe.each(FRESH_BOAT_SETS)('the fresh boat set content/bench/boats/%s', (file) => {
  const { setups, questions } = readFreshBoatSet(file)

  it('has at least 6 setups and 24 questions, 3 to 5 a setup', () => {
    expect(setups.length).toBeGreaterThanOrEqual(6)
    expect(questions.length).toBeGreaterThanOrEqual(24)
    expect(perSetupOutside(setups, questions)).toEqual([])
  })

  it('shares no setup (by id or by its devices) and no question id with the dev and held-out parts', () => {
    const ids = setups.map((s) => s.id)
    expect(new Set(ids).size).toBe(ids.length)
    const partIds = new Set(allSetups.map(({ s }) => s.id))
    expect(ids.filter((id) => partIds.has(id))).toEqual([])
    const partSets = new Set(allSetups.map(({ s }) => deviceSet(s)))
    expect(setups.filter((s) => partSets.has(deviceSet(s))).map((s) => s.id)).toEqual([])
    const qids = questions.map((q) => q.id)
    expect(new Set(qids).size).toBe(qids.length)
    const partQids = new Set(all.map(({ q }) => q.id))
    expect(qids.filter((id) => partQids.has(id))).toEqual([])
  })

  it('asks each question on one of its own setups, about the boat or a device on it', () => {
    expect(questions.filter((q) => !setups.some((s) => s.id === q.setupId)).map((q) => q.id)).toEqual([])
    expect(aboutNothingAboard(setups, questions)).toEqual([])
  })

  it('describes boats as POST /api/boats takes them, with catalogue devices on networks their sources name', () => {
    expect(boatsNotTaken(setups)).toEqual([])
    expect(devicesNotInCatalogue(setups)).toEqual([])
    expect(networksUnnamed(setups)).toEqual([])
  })

  it('quotes the first phrase of every fact from the guide section, specification or setup it cites', () => {
    expect(unquotedFacts(setups, questions)).toEqual([])
  })

  it('shows 2 to 5 facts for a covered question, and only the honest statement for one the guides lack', () => {
    expect(wrongFactCounts(questions)).toEqual([])
  })

  it('marks as not covered only what no guide mentions, about 10% of the questions', () => {
    const notCovered = questions.filter((q) => q.notCovered)
    expect(notCovered.length / questions.length).toBeGreaterThanOrEqual(0.07)
    expect(notCovered.length / questions.length).toBeLessThanOrEqual(0.15)
    expect(notCovered.every((q) => q.absentFromGuides?.length)).toBe(true)
    expect(notCoveredWordsInGuides(questions)).toEqual([])
  })

  it('names what is missing on the boat in at least three questions', () => {
    expect(
      questions.filter((q) => q.mustShow.some((f) => f.kind === 'missing')).length,
    ).toBeGreaterThanOrEqual(3)
  })

  it('suggests settings of a catalogue device on the boat, each quoted from its source', () => {
    expect(settingsUnquoted(setups)).toEqual([])
  })
})

describe('the fresh boat sets together', () => {
  const sets = FRESH_BOAT_SETS.map((file) => ({ file, ...readFreshBoatSet(file) }))
  /** Every setup and question of the parts and the fresh sets, with where it comes from. */
  const setups = [
    ...allSetups.map(({ part, s }) => ({ from: part, s })),
    ...sets.flatMap(({ file, setups }) => setups.map((s) => ({ from: file, s }))),
  ]
  const questions = [
    ...all.map(({ part, q }) => ({ from: part, q })),
    ...sets.flatMap(({ file, questions }) => questions.map((q) => ({ from: file, q }))),
  ]
  const repeated = (keys: { from: string; key: string }[]) => {
    const first = new Map<string, string>()
    return keys.flatMap(({ from, key }) => {
      const seen = first.get(key)
      if (seen === undefined) first.set(key, from)
      return seen === undefined ? [] : [`${from} repeats ${seen}: ${key}`]
    })
  }

  it('repeats no setup id across the parts and all fresh sets', () => {
    expect(repeated(setups.map(({ from, s }) => ({ from, key: s.id })))).toEqual([])
  })

  it('repeats no device combination across the parts and all fresh sets', () => {
    expect(repeated(setups.map(({ from, s }) => ({ from, key: deviceSet(s) })))).toEqual([])
  })

  it('repeats no question id across the parts and all fresh sets', () => {
    expect(repeated(questions.map(({ from, q }) => ({ from, key: q.id })))).toEqual([])
  })
})
