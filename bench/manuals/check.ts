// The questions checked against the manuals' ground truth, before anything is read or answered: each phrase
// on the printed page the question names, and on no other chapter page of its manual. Run directly
// (`npx tsx bench/manuals/check.ts`) while writing a manual: it reads nothing and answers nothing, so it shows
// no result of the reader.

import { ALSO_ANSWERED_AT } from './also-answered'
import { type GeneratedManual, generateManuals, type PageTruth } from './generate'
import { answeringPages, type ManualQuestion, QUESTIONS } from './questions'

const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim()
const pageText = (page: PageTruth) => normalize(page.text.map((line) => line.replace(/^# /, '')).join(' '))

/** Throws on the first question whose phrase is not on its page alone. */
export function checkQuestions(generated: GeneratedManual[], questions: ManualQuestion[] = QUESTIONS): void {
  const ids = new Set<string>()
  for (const q of questions) {
    if (ids.has(q.id)) throw new Error(`${q.id}: the id is used twice`)
    ids.add(q.id)
    const manual = generated.find((m) => m.id === q.manual)
    if (!manual) throw new Error(`${q.id}: no manual ${q.manual}`)
    for (const { page, phrase: written } of answeringPages(q)) {
      const phrase = normalize(written)
      const on = manual.pages.filter((p) => (p.kind === 'chapter' ? pageText(p).includes(phrase) : false))
      if (on.length !== 1 || on[0]?.printed !== page)
        throw new Error(
          `${q.id}: '${written}' is on printed page(s) ${on.map((p) => p.printed).join(', ') || 'none'} of ${q.manual}, not ${page} alone`,
        )
    }
  }
  for (const id of Object.keys(ALSO_ANSWERED_AT))
    if (!ids.has(id)) throw new Error(`also-answered.ts: no question ${id}`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const generated = await generateManuals()
  checkQuestions(generated)
  for (const m of generated)
    console.log(
      `${m.id}: ${m.pages.length} pages, ${QUESTIONS.filter((q) => q.manual === m.id).length} questions`,
    )
  console.log(`all ${QUESTIONS.length} questions' phrases are on their pages alone`)
}
