// The content labels of the answer benchmark (content/bench/content): for each owner question and follow-up,
// what must be on screen for the answer to be useful (verbatim excerpts of guide sections or the device's
// specifications), the numbered procedure that answers where there is one, or that nothing covers it.
// Written blind (the authors saw no answer and no code); content/bench-content-labels.test.ts keeps every
// excerpt verbatim in its source.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { contentDir, readCatalogue } from '../server/features/knowledge/content'
import { type DeviceRef, type Part, readAnswerSet } from './answer-set'

const excerptSchema = z.object({
  /** A guide section id, or 'spec' for the device's own specifications. */
  section: z.string(),
  text: z.string().min(1),
  kind: z.enum(['step', 'value', 'warning', 'fact']),
})

const labelFields = {
  mustShow: z.array(excerptSchema),
  /** The numbered procedure that answers, and how many steps it has: all of them must show, in order. */
  procedure: z.object({ section: z.string(), steps: z.number().int().positive() }).nullable().optional(),
  notCovered: z.boolean(),
  subject: z.string().optional(),
  note: z.string().optional(),
}
export const contentLabelSchema = z.object(labelFields)
export type ContentLabel = z.infer<typeof contentLabelSchema>
export type Excerpt = z.infer<typeof excerptSchema>

const partLabelSchema = z.object({
  id: z.string(),
  part: z.enum(['question', 'first', 'followUp']),
  ...labelFields,
})
const deviceRef = z.object({ brand: z.string(), model: z.string() })
const notCoveredSchema = z.object({
  id: z.string(),
  question: z.string(),
  device: deviceRef,
  part: z.literal('question'),
  ...labelFields,
})
const freshSchema = z.union([
  z.object({ id: z.string(), question: z.string(), device: deviceRef, ...labelFields }),
  z.object({
    id: z.string(),
    device: deviceRef,
    first: z.object({ question: z.string(), ...labelFields }),
    followUp: z.object({ question: z.string(), ...labelFields }),
  }),
])

export interface LabelledQuestion {
  id: string
  question: string
  device: DeviceRef
  label: ContentLabel
  /** Words the device lacks (the answer set's `absent`): an answer offering them does not fit the device. */
  absent?: string[]
}
export interface LabelledFollowUp {
  id: string
  device: DeviceRef
  first: { question: string; label?: ContentLabel }
  followUp: { question: string; label: ContentLabel }
}
export interface ContentSet {
  owners: LabelledQuestion[]
  followUps: LabelledFollowUp[]
  /** Questions nothing in the guides or specifications covers. */
  notCovered: LabelledQuestion[]
  offTopic: { id: string; question: string; device: DeviceRef }[]
}

const dir = () => join(contentDir(), 'bench', 'content')
const readArray = <T>(file: string, schema: z.ZodType<T>): T[] =>
  z.array(schema).parse(JSON.parse(readFileSync(join(dir(), file), 'utf8')))

/**
 * The not-covered questions are split by their number, odd ones for development and even ones held out, so
 * the wording of the 'not covered' answer is never tuned on the part that is reported.
 */
const notCoveredPart = (id: string): Part => (Number(id.replace(/\D/g, '')) % 2 === 1 ? 'dev' : 'held-out')

export function readContentSet(part: Part): ContentSet {
  const answers = readAnswerSet(part)
  const owners = new Map(readArray(`${part}-owners.json`, partLabelSchema).map((l) => [l.id, l]))
  const followUps = new Map(readArray(`${part}-follow-ups.json`, partLabelSchema).map((l) => [l.id, l]))
  const set: ContentSet = {
    owners: answers.owners.map((q) => {
      const label = owners.get(q.id)
      if (!label) throw new Error(`content/bench/content/${part}-owners.json: no label for ${q.id}`)
      return { id: q.id, question: q.question, device: q.device, label, absent: q.absent }
    }),
    followUps: answers.followUps.map((f) => {
      const label = followUps.get(f.id)
      if (!label) throw new Error(`content/bench/content/${part}-follow-ups.json: no label for ${f.id}`)
      return {
        id: f.id,
        device: f.device,
        first: { question: f.first.question },
        followUp: { question: f.followUp.question, label },
      }
    }),
    notCovered: readArray('not-covered.json', notCoveredSchema)
      .filter((q) => notCoveredPart(q.id) === part)
      .map((q) => ({ id: q.id, question: q.question, device: q.device, label: q })),
    offTopic: answers.offTopic,
  }
  return set
}

/**
 * The fresh blind sets already read, once, at the end of their round: development data since (`--misses` prints
 * their misses). A set joins this list only after its reading.
 */
export const READ_FRESH_SETS = [
  '2026-11-28',
  '2026-11-28-2',
  '2026-11-28-3',
  '2026-11-28-4',
  '2026-11-28-5',
  '2026-11-29',
  '2026-11-29-2',
  '2026-11-29-3',
  '2026-11-30',
  '2026-11-30-2',
  '2026-11-30-3',
  '2026-11-30-4',
  '2026-11-30-5',
  '2026-11-30-6',
  '2026-12-01',
  '2026-12-01-2',
  '2026-12-01-3',
  '2026-12-01-4',
  '2026-12-01-5',
  '2026-12-01-6',
  '2026-12-01-7',
  '2026-12-01-8',
  '2026-12-01-9',
]

/**
 * A fresh blind set (content/bench/content/fresh-<date>.json, or fresh-<date>-<n>.json for a second round on
 * one day): read once, at the end of a round of work.
 */
export function readFreshSet(date: string): ContentSet {
  const file = `fresh-${date}.json`
  if (!/^\d{4}-\d{2}-\d{2}(-\d+)?$/.test(date) || !existsSync(join(dir(), file)))
    throw new Error(`no fresh set ${file}`)
  const items = readArray(file, freshSchema)
  const set: ContentSet = { owners: [], followUps: [], notCovered: [], offTopic: [] }
  for (const item of items) {
    if ('question' in item) {
      const q = { id: item.id, question: item.question, device: item.device, label: item }
      ;(item.notCovered ? set.notCovered : set.owners).push(q)
    } else {
      set.followUps.push({
        id: item.id,
        device: item.device,
        first: { question: item.first.question, label: item.first },
        followUp: { question: item.followUp.question, label: item.followUp },
      })
    }
  }
  return set
}

/** Every label file, for the test that keeps excerpts verbatim. */
export function readAllLabels(): { file: string; id: string; device: DeviceRef; label: ContentLabel }[] {
  const out: { file: string; id: string; device: DeviceRef; label: ContentLabel }[] = []
  for (const part of ['dev', 'held-out'] as const) {
    const set = readContentSet(part)
    for (const q of [...set.owners, ...set.notCovered])
      out.push({ file: part, id: q.id, device: q.device, label: q.label })
    for (const f of set.followUps)
      out.push({ file: part, id: f.id, device: f.device, label: f.followUp.label })
  }
  return out
}

const deviceFitSchema = z.object({
  brand: z.string(),
  model: z.string(),
  /** What the device is, from its specifications ('handheld: batteries, no network port'). */
  form: z.string(),
  /** Words naming parts a device of that form cannot have: an answer about the device that offers them misfits. */
  lacks: z.array(z.string().min(1)).min(1),
})
export type DeviceFit = z.infer<typeof deviceFitSchema>

/**
 * The catalogue devices whose form rules parts out (content/bench/device-fit.json), keyed 'brand|model': the
 * measure of device fit over every question about them, not only the ones labelled with `absent` words.
 */
export function readDeviceFit(): Map<string, DeviceFit> {
  const entries = z
    .array(deviceFitSchema)
    .parse(JSON.parse(readFileSync(join(contentDir(), 'bench', 'device-fit.json'), 'utf8')))
  const devices = new Set(readCatalogue().map((d) => `${d.brand}|${d.model}`))
  for (const e of entries)
    if (!devices.has(`${e.brand}|${e.model}`))
      throw new Error(`content/bench/device-fit.json: no device ${e.brand} ${e.model} in the catalogue`)
  return new Map(entries.map((e) => [`${e.brand}|${e.model}`, e]))
}
