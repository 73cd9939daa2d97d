// The My boat benchmark (content/bench/boats/boat-questions.json, issue 43): boat setups of catalogue devices and
// the networks between them, the owners' questions about each boat, and what an answer must show. Written blind,
// before the feature, from the guides and the catalogue only; content/bench-boats.test.ts keeps every fact true
// to its source. Tune on the dev part only: the held-out part is measured, never tuned on. A fresh set
// (FRESH_BOAT_SETS) is written blind at the start of a session and read once at its end, never split; it is not
// tuned on before that reading, and once read (READ_FRESH_BOAT_SETS) it is development data.
import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { z } from 'zod'
import { boatInputSchema, boatNetworks } from '../contract/boats'
import { deviceTypes } from '../contract/devices'
import { contentDir } from '../server/features/knowledge/content'

export const BOAT_PARTS = ['dev', 'held-out'] as const
export type BoatPart = (typeof BOAT_PARTS)[number]

const network = z.enum(boatNetworks)

/** A catalogue device, keyed 'Brand|Model' as the other benchmark files key devices. */
const catalogueDeviceSchema = z
  .object({
    key: z.string(),
    brand: z.string(),
    model: z.string(),
    networks: z.array(network),
    /** A guide section that names a network the device's specifications do not (i-Pilot Link over Ethernet). */
    networksFrom: z.string().optional(),
  })
  .strict()
/** The owner's own device, not in the catalogue (saved with the boat as a custom device). */
const customDeviceSchema = z
  .object({
    key: z.string(),
    brand: z.string(),
    model: z.string(),
    custom: z.literal(true),
    deviceType: z.enum(deviceTypes),
    networks: z.array(network),
  })
  .strict()

const factSchema = z
  .object({
    /** Alternatives, any one of which (case-insensitive) counts as shown; the first is quoted from `from`. */
    phrases: z.array(z.string().min(1)).min(1),
    /** A guide section id, 'spec:Brand|Model' for a catalogue specification, 'setup' for a device of the setup
     * the answer must name, or null for the honest 'not covered' statement. */
    from: z.string().nullable(),
    /** 'missing' names a part the boat lacks; 'notCovered' says the guides do not cover the question. */
    kind: z.enum(['fact', 'missing', 'notCovered']),
  })
  .strict()
export type BoatFact = z.infer<typeof factSchema>

const suggestedSettingSchema = z
  .object({
    setting: z.string().min(1),
    phrases: z.array(z.string().min(1)).min(1),
    from: z.string(),
    /** What in the boat's profile justifies it. */
    why: z.string().min(1),
  })
  .strict()

const setupSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** The boat as POST /api/boats takes it. */
    boat: boatInputSchema,
    devices: z.array(z.union([catalogueDeviceSchema, customDeviceSchema])).min(1),
    /** What the setup deliberately lacks, for the reader; the questions name it as 'missing' facts. */
    missing: z.array(z.string()),
    note: z.string().optional(),
    /** One device's 'Suggested settings' card: what it must show for this boat. */
    suggestedSettings: z
      .object({ device: z.string(), settings: z.array(suggestedSettingSchema).min(2).max(4) })
      .strict(),
  })
  .strict()
export type BoatSetup = z.infer<typeof setupSchema>

const questionSchema = z
  .object({
    id: z.string().regex(/^bq-\d{3}$/),
    setupId: z.string(),
    /** As an owner would type it. */
    question: z.string().min(1),
    /** 'boat', or the key of the setup's device the question is about. */
    about: z.string(),
    mustShow: z.array(factSchema).min(1).max(5),
    notCovered: z.literal(true).optional(),
    /** Words no guide contains, checked, for a question the guides do not cover. */
    absentFromGuides: z.array(z.string().min(1)).min(1).optional(),
    note: z.string().optional(),
  })
  .strict()
export type BoatQuestion = z.infer<typeof questionSchema>

const partSchema = z.object({ setups: z.array(setupSchema), questions: z.array(questionSchema) }).strict()
export type BoatQuestionPart = z.infer<typeof partSchema>

const fileSchema = z
  .object({ about: z.string(), phrases: z.string(), dev: partSchema, 'held-out': partSchema })
  .strict()

export const boatQuestionsFile = () => join(contentDir(), 'bench', 'boats', 'boat-questions.json')

/** Both parts; a harness that tunes reads `dev` only. */
export function readBoatQuestions(): Record<BoatPart, BoatQuestionPart> {
  const file = fileSchema.parse(JSON.parse(readFileSync(boatQuestionsFile(), 'utf8')))
  return { dev: file.dev, 'held-out': file['held-out'] }
}

/**
 * The fresh sets: written blind at the start of a session, from the guides and the catalogue only, in the same
 * schema as one part, and read once at the session's end (npm run bench:boats -- --fresh <file>). Not split.
 */
export const FRESH_BOAT_SETS = ['fresh-2026-11-30.json', 'fresh-2026-11-30-2.json'] as const

/**
 * The fresh sets already read, once, at the end of their session: development data since (`--misses` prints their
 * misses). A set joins this list only after its reading.
 */
export const READ_FRESH_BOAT_SETS = ['fresh-2026-11-30.json', 'fresh-2026-11-30-2.json'] as const

const freshSetSchema = z
  .object({ about: z.string(), setups: z.array(setupSchema), questions: z.array(questionSchema) })
  .strict()

/** A fresh set's path, by its file name in content/bench/boats (a bare name, no folders). */
export function freshBoatSetFile(file: string): string {
  if (basename(file) !== file || !file.endsWith('.json'))
    throw new Error(`${file}: a fresh set is a .json file name`)
  return join(contentDir(), 'bench', 'boats', file)
}

/** One fresh set's setups and questions, checked by the same schemas as a part. */
export function readFreshBoatSet(file: string): BoatQuestionPart {
  const set = freshSetSchema.parse(JSON.parse(readFileSync(freshBoatSetFile(file), 'utf8')))
  return { setups: set.setups, questions: set.questions }
}
