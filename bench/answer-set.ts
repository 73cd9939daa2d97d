// The answer benchmark's question sets (content/bench): their shapes, and loading them with every label checked.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { contentDir, readCatalogue, readGuides } from '../server/features/knowledge/content'

const deviceRef = z.object({ brand: z.string(), model: z.string() }).nullable()
/** A guide section id ('sonar-tuning/setting-gain'), or 'spec' for the device's own specification passage. */
const relevant = z.array(z.string()).min(1)

export const ownerQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  device: deviceRef,
  relevant,
  /** Feature words the device lacks: an answer that offers them to the owner is wrong. */
  absent: z.array(z.string()).optional(),
})
export const offTopicQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  device: deviceRef,
  kind: z.enum(['far', 'near']),
})
export const followUpPairSchema = z.object({
  id: z.string(),
  device: deviceRef,
  first: z.object({ question: z.string(), relevant }),
  followUp: z.object({ question: z.string(), relevant }),
})
/** The first question set (kept as the third part): device may be missing for general questions. */
export const originalQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  device: deviceRef,
  relevant,
})

export type OwnerQuestion = z.infer<typeof ownerQuestionSchema>
export type OffTopicQuestion = z.infer<typeof offTopicQuestionSchema>
export type FollowUpPair = z.infer<typeof followUpPairSchema>
export type DeviceRef = z.infer<typeof deviceRef>

export const PARTS = ['dev', 'held-out'] as const
export type Part = (typeof PARTS)[number]

export interface AnswerSet {
  owners: OwnerQuestion[]
  offTopic: OffTopicQuestion[]
  followUps: FollowUpPair[]
}

function readJson<T>(path: string, schema: z.ZodType<T>): T[] {
  return z.array(schema).parse(JSON.parse(readFileSync(path, 'utf8')))
}

/** Throws when a label names a section or device that does not exist, so a typo cannot pass as a miss. */
function checkLabels(name: string, refs: { id: string; device: DeviceRef; relevant: string[] }[]): void {
  const sections = new Set(readGuides().map((s) => s.id))
  const devices = new Set(readCatalogue().map((d) => `${d.brand}|${d.model}`))
  for (const ref of refs) {
    if (ref.device && !devices.has(`${ref.device.brand}|${ref.device.model}`))
      throw new Error(`${name} ${ref.id}: no device ${ref.device.brand} ${ref.device.model} in the catalogue`)
    for (const id of ref.relevant) {
      if (id !== 'spec' && !sections.has(id)) throw new Error(`${name} ${ref.id}: no section ${id}`)
      if (id === 'spec' && !ref.device) throw new Error(`${name} ${ref.id}: 'spec' needs a device`)
    }
  }
}

export function readAnswerSet(part: Part): AnswerSet {
  const dir = join(contentDir(), 'bench', part)
  const set = {
    owners: readJson(join(dir, 'owners.json'), ownerQuestionSchema),
    offTopic: readJson(join(dir, 'off-topic.json'), offTopicQuestionSchema),
    followUps: readJson(join(dir, 'follow-ups.json'), followUpPairSchema),
  }
  checkLabels(`${part}/owners`, set.owners)
  checkLabels(
    `${part}/off-topic`,
    set.offTopic.map((q) => ({ ...q, relevant: [] })),
  )
  checkLabels(
    `${part}/follow-ups`,
    set.followUps.flatMap((f) => [
      { id: `${f.id} first`, device: f.device, relevant: f.first.relevant },
      { id: `${f.id} follow-up`, device: f.device, relevant: f.followUp.relevant },
    ]),
  )
  return set
}

export function readOriginalSet(): z.infer<typeof originalQuestionSchema>[] {
  const questions = readJson(join(contentDir(), 'bench', 'questions.json'), originalQuestionSchema)
  checkLabels('original', questions)
  return questions
}
