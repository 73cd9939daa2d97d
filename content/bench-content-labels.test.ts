// The content labels (content/bench/content, bench/content-labels.ts) stay true to their sources: every
// excerpt is in its guide section or its device's specifications word for word, every labelled procedure is a
// numbered list of that many steps in its section, and every owner question and follow-up has its label.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readAllLabels, readDeviceFit, readFreshSet } from '../bench/content-labels'
import { containsWords, guideProcedures, readerWords } from '../bench/content-measures'
import { contentDir, readCatalogue, readGuides } from '../server/features/knowledge/content'

const guides = readGuides()
const sections = new Map(guides.map((s) => [s.id, readerWords(`${s.title}\n${s.body}`)]))
const specifications = new Map(
  readCatalogue().map((d) => [`${d.brand}|${d.model}`, readerWords(d.specifications)]),
)
const procedures = guideProcedures(guides)
const freshDates = readdirSync(join(contentDir(), 'bench', 'content'))
  .map((f) => /^fresh-(\d{4}-\d{2}-\d{2}(?:-\d+)?)\.json$/.exec(f)?.[1])
  .filter((d): d is string => Boolean(d))

type Labelled = ReturnType<typeof readAllLabels>[number]
function labelsOfFresh(date: string): Labelled[] {
  const set = readFreshSet(date)
  return [
    ...[...set.owners, ...set.notCovered].map((q) => ({
      file: date,
      id: q.id,
      device: q.device,
      label: q.label,
    })),
    ...set.followUps.flatMap((f) => [
      ...(f.first.label ? [{ file: date, id: `${f.id} first`, device: f.device, label: f.first.label }] : []),
      { file: date, id: `${f.id} follow-up`, device: f.device, label: f.followUp.label },
    ]),
  ]
}

describe.each([
  ['dev and held-out', () => readAllLabels()],
  ...freshDates.map((d) => [`fresh ${d}`, () => labelsOfFresh(d)] as const),
])('the content labels of %s', (_name, read) => {
  const labels = read()
  it('quote their sources word for word', () => {
    const wrong = labels.flatMap(({ file, id, device, label }) =>
      label.mustShow
        .filter((e) => {
          const source =
            e.section === 'spec'
              ? specifications.get(`${device?.brand}|${device?.model}`)
              : sections.get(e.section)
          return !source || !containsWords(source, readerWords(e.text))
        })
        .map((e) => `${file} ${id}: [${e.section}] ${e.text}`),
    )
    expect(wrong).toEqual([])
  })
  it('name numbered procedures of their sections, with their number of steps', () => {
    const wrong = labels
      .filter(({ label }) => label.procedure)
      .filter(({ label }) => {
        const p = label.procedure
        return !procedures.some((q) => q.section === p?.section && q.steps.length === p.steps)
      })
      .map(
        ({ file, id, label }) =>
          `${file} ${id}: ${label.procedure?.section} (${label.procedure?.steps} steps)`,
      )
    expect(wrong).toEqual([])
  })
  it('label content, or say that nothing covers the question', () => {
    const wrong = labels.filter(({ label }) =>
      label.notCovered ? label.mustShow.length > 0 : label.mustShow.length === 0,
    )
    expect(wrong.map((l) => `${l.file} ${l.id}`)).toEqual([])
  })
})

describe('the device-fit list (content/bench/device-fit.json)', () => {
  const catalogue = new Map(readCatalogue().map((d) => [`${d.brand}|${d.model}`, d.specifications]))
  it('names catalogue devices, and no part their specifications give them', () => {
    const wrong: string[] = []
    for (const [key, fit] of readDeviceFit()) {
      // Sentences that deny ('no GPS', 'does not create a sonar picture') are not what the device has.
      const has = (catalogue.get(key) ?? '')
        .toLowerCase()
        .replace(/[^.\n]*\b(not|no|without|only)\b[^.\n]*/g, '')
      for (const word of fit.lacks) if (has.includes(word)) wrong.push(`${key}: ${word}`)
    }
    expect(wrong).toEqual([])
  })
})
