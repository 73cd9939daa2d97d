// Answers a benchmark question as the product does (planning, then the offline composer or, with --model, the
// configured model), on an embedded database loaded with the catalogue and the guides. Shared by
// bench:answers and bench:content.
import { and, eq } from 'drizzle-orm'
import { GENERAL_DEVICE_BRAND } from '../contract/devices'
import { type Database, openDatabase } from '../server/db/client'
import { manuals } from '../server/db/schema'
import { composeDecline, composeExtractive } from '../server/features/answers/extractive'
import { gapOf, PASSAGES_PER_ANSWER, planAnswer } from '../server/features/answers/plan'
import type { DeviceContext, HistoryTurn, Passage } from '../server/features/answers/retrieval'
import { loadContent } from '../server/features/knowledge/load'
import type { DeviceRef } from './answer-set'
import type { ModelAnswerer } from './model-answer'

export interface ProductAnswer {
  ms: number
  /** Declined by the plan (off-topic or nothing found), or, from a model, an answer citing nothing. */
  declined: boolean
  text: string
  /** Words in the related sections' excerpts (shown collapsed under the answer). */
  relatedWords: number
  /** The section the answer leads with. */
  lead: string | null
  /** The retrieved sections, best first. */
  ranked: string[]
}

/** How the sets name a passage: a guide section's id, or 'spec' for the device's own specifications. */
function labelOf(p: Passage, device: DeviceContext): string {
  if (p.kind === 'guide') return p.id.replace(/^guide:/, '')
  if (p.kind === 'device') return p.deviceId === device.id ? 'spec' : p.id
  return p.id
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length

export interface Answerer {
  database: Database
  answer(question: string, ref: DeviceRef, history?: HistoryTurn[], limit?: number): Promise<ProductAnswer>
  close(): Promise<void>
}

export async function openAnswerer(model: ModelAnswerer | null = null): Promise<Answerer> {
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' })
  await loadContent(database.db)
  const { db } = database
  const devices = new Map<string, DeviceContext>()

  async function deviceFor(ref: DeviceRef): Promise<DeviceContext> {
    const key = ref ? `${ref.brand}|${ref.model}` : GENERAL_DEVICE_BRAND
    const cached = devices.get(key)
    if (cached) return cached
    const where = ref
      ? and(eq(manuals.brand, ref.brand), eq(manuals.model, ref.model))
      : eq(manuals.brand, GENERAL_DEVICE_BRAND)
    const [row] = await db.select().from(manuals).where(where).limit(1)
    if (!row) throw new Error(`device ${key} is not in the catalogue`)
    const device = { ...row, custom: false, general: row.brand === GENERAL_DEVICE_BRAND }
    devices.set(key, device)
    return device
  }

  return {
    database,
    async answer(question, ref, history = [], limit = PASSAGES_PER_ANSWER) {
      const device = await deviceFor(ref)
      const started = performance.now()
      const plan = await planAnswer(db, { question, history, device, limit })
      const composed = plan.decline
        ? { text: composeDecline(plan.decline, device, gapOf(plan)), used: [], related: [] }
        : model
          ? await model.answer(plan, device, history)
          : composeExtractive({
              question: plan.question,
              device,
              passages: plan.passages,
              followUp: plan.followUp,
              ownSpecifications: plan.ownSpecifications,
            })
      const lead = composed.used[0]
      return {
        ms: performance.now() - started,
        declined: plan.decline !== null || (model !== null && composed.used.length === 0),
        text: composed.text,
        relatedWords: composed.related.reduce((n, r) => n + words(`${r.title} ${r.body}`), 0),
        lead: lead ? labelOf(lead, device) : null,
        ranked: plan.passages.map((p) => labelOf(p, device)),
      }
    },
    close: () => database.close(),
  }
}
