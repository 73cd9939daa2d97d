// What the first question would otherwise wait for, done before an instance says it is ready: the section
// classifier learned from the guides (about a second on an idle core, several under load), the spelling
// lexicon and its common words, the corpus statistics, and one question planned end to end (the database's
// first full-text queries, the engine's code compiled). Behind a load balancer an instance that has just
// started would otherwise answer its first questions seconds late (bench:load, decision 0070).
import { eq } from 'drizzle-orm'
import { GENERAL_DEVICE_BRAND } from '../../../contract/devices'
import type { Db } from '../../db/client'
import { manuals } from '../../db/schema'
import { searchIndexOf } from '../search-index'
import { planAnswer } from './plan'
import { sectionClassifierFor } from './section-classifier'

/** A question that reaches every stage of planning: corrected, searched, ranked, gated, composed from. */
const WARM_UP_QUESTION = 'how do i ajust the gain when the screen is full of clutter'

export async function warmUpAnswers(db: Db): Promise<void> {
  await Promise.all([sectionClassifierFor(db), searchIndexOf(db).stats(), searchIndexOf(db).lexicon()])
  const [general] = await db.select().from(manuals).where(eq(manuals.brand, GENERAL_DEVICE_BRAND)).limit(1)
  if (!general) return
  await planAnswer(db, {
    question: WARM_UP_QUESTION,
    history: [],
    device: { ...general, custom: false, general: true },
  })
}
