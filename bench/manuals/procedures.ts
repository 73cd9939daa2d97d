// 'Procedures whole' of bench:manuals: for a question a numbered procedure of the manual answers and whose answer
// shows a step of it, whether the answer shows every step of it, in its order, numbered as the manual numbers it (bench/content-measures.ts's
// check, the one bench:content uses for the guides), with the warning that goes with it when the question's
// label names one. A question answers by a procedure when it names one (`procedure`) or when its phrase is
// words of a numbered step.
import { answerBody, proceduresShown, readerWords, type SourceProcedure } from '../content-measures'
import type { ManualSource } from './content'
import { parseChapters } from './generate'
import type { ManualQuestion } from './questions'

/** A manual's numbered procedures, by the section they are in (a list is consecutive steps; 1 starts one). */
export function manualProcedures(source: ManualSource): SourceProcedure[] {
  const procedures: SourceProcedure[] = []
  for (const chapter of parseChapters(source.text)) {
    let section = chapter.title
    let current: SourceProcedure | undefined
    for (const block of chapter.blocks) {
      if (block.kind === 'section') section = block.text
      if (block.kind === 'step') {
        if (!current || block.number === '1') {
          current = { section, steps: [] }
          procedures.push(current)
        }
        current.steps.push({ number: Number(block.number), words: readerWords(block.text) })
      } else if (block.kind !== 'index' && block.kind !== 'page' && block.kind !== 'columns')
        current = undefined
    }
  }
  return procedures.filter((p) => p.steps.length >= 2)
}

const spaced = (words: string[]) => ` ${words.join(' ')} `

/** The procedure that answers a question, if one does. */
export function procedureOf(q: ManualQuestion, procedures: SourceProcedure[]): SourceProcedure | undefined {
  if (q.procedure) {
    const named = procedures.find((p) => p.section === q.procedure)
    if (!named) throw new Error(`${q.id}: no numbered procedure under '${q.procedure}' in ${q.manual}`)
    return named
  }
  const phrase = spaced(readerWords(q.phrase))
  return procedures.find((p) => p.steps.some((s) => spaced(s.words).includes(phrase)))
}

export type ProcedureShown = 'whole' | 'cut' | 'absent'

/**
 * 'whole': every step shown in order with the manual's numbers, and the named warning, in the answer proper;
 * 'cut': a step of it shown, but not all of them so, or without the warning; 'absent': no step of it shown (the
 * answer is about something else: a retrieval miss, counted apart).
 */
export function procedureShown(answer: string, procedure: SourceProcedure, warning?: string): ProcedureShown {
  // A manual's words are quoted ('> 1. Lift the cover'): the quote marks are not part of a step.
  const body = answerBody(answer).replace(/^>\s?/gm, '')
  const check = proceduresShown(body, [procedure])[0]
  if (!check) return 'absent'
  const whole = check.whole && check.found === procedure.steps.length
  const warned = !warning || spaced(readerWords(body)).includes(spaced(readerWords(warning)))
  return whole && warned ? 'whole' : 'cut'
}
