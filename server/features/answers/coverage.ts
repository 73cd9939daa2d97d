// Whether the passages found speak of what the question names: the second half of the relevance gate. A
// passage that shares the question's everyday words ('fog', 'button', 'set') but not its subject ('fog
// horn') answers another question, and is not offered as the answer.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { lackingCapabilities, lackingFeaturesIn } from './capabilities'
import type { DeviceContext, Passage } from './retrieval'
import { isCommonEnglishWord } from './spelling'

/**
 * Where a question names what it asks about: after the asking words and their verb ('how do i set', 'can i
 * do') or after 'what is' and 'how does' (no verb), an optional particle ('up', 'on') and a determiner, up to
 * three words.
 */
const ASKED_ABOUT =
  /\b(?:(?:how (?:do|can|should|would) (?:i|you|we) |how to |can (?:i|you|we) )[a-z0-9']+ |what(?:'s| is| are) |how does )(?:(?:up|on|off|in|out) )?(?:(?:the|a|an|my|our|your) )?((?:[a-z0-9']+ ?){1,3})/g

/**
 * Whether the device has or shows something: 'can the is42 show barometric pressure', 'does the app have a
 * fishing calendar'.
 */
const ASKED_WHETHER_IT_HAS =
  /^(?:can|does|do|will|is there) .*?\b(?:have|has|show|display|support|remember) (?:(?:a|an|the|any|my) )?((?:[a-z0-9']+ ?){1,3})/g

/** Words that end the subject's phrase: the sentence goes on to something else ('fog horn on the gx2400'). */
const ENDS_THE_SUBJECT = new Set(
  "the a an and or but if of to in on at for with from by as about into than then so it its is are was were be off up down over under all when where which who what how why do does did can could should would will i me we you they there here not no just work between whats what's anyway though actually exactly again too really please now manually properly".split(
    ' ',
  ),
)

/** Words that name no subject of their own ('make it stay', 'the alignment part', 'the difference'). */
const GENERIC = new Set(
  'set turn get make work show like new right way long time want find know keep keeps going look looks see say put add stop thing things anything every something able tell mean normal okay go goes come coming still just also really even back better best good bad little lot big one two first second use used help happen happens doing done try tried sure need day today other same whole last next few it that this them part parts stay difference rid easy easiest quick quickest fastest simple simplest proper correct safe safest'.split(
    ' ',
  ),
)

/** How many of the best passages may speak of the subject. */
const PASSAGES_CHECKED = 3

/** The phrases a question names as what it asks about ('fog horn'), without the device's own name. */
export function askedSubjects(question: string, device: DeviceContext): string[][] {
  const deviceWords = new Set(
    `${device.brand} ${device.model} ${device.deviceType}`.toLowerCase().split(/[^a-z0-9]+/),
  )
  const subjects: string[][] = []
  const asked = question.toLowerCase()
  for (const m of [...asked.matchAll(ASKED_ABOUT), ...asked.matchAll(ASKED_WHETHER_IT_HAS)]) {
    const phrase: string[] = []
    for (const word of (m[1] ?? '').split(/\s+/).filter(Boolean)) {
      if (ENDS_THE_SUBJECT.has(word)) break
      phrase.push(word)
    }
    const named = phrase.filter((w) => w.length >= 3 && !deviceWords.has(w) && !GENERIC.has(w))
    if (named.length > 0) subjects.push(named)
  }
  return subjects
}

/**
 * The subject the question names that none of the best passages (the device's specifications aside: they
 * list features, they do not explain them) speaks of, word for word by stem, or null when they do. A word
 * the index has never seen and no one says in everyday English ('presicion', 'lakevu') is a slip or a name,
 * not a subject, and is not looked for.
 */
export async function uncoveredSubject(
  db: Db,
  question: string,
  device: DeviceContext,
  passages: Passage[],
): Promise<string | null> {
  const subjects = askedSubjects(question, device)
  // A feature the device lacks is answered by its specifications ('does not have side imaging').
  if (subjects.length === 0 || lackingFeaturesIn(question, lackingCapabilities(device)).length > 0)
    return null
  const checked = passages
    .slice(0, PASSAGES_CHECKED)
    .filter((p) => p.kind !== 'device')
    .map((p) => p.id)
  // Two words the passages write as one ('motion scope', 'MotionScope') are looked for that way too.
  const spellings = (subject: string[]) => [
    subject,
    ...subject
      .slice(1)
      .map((word, i) => [...subject.slice(0, i), `${subject[i]}${word}`, ...subject.slice(i + 2)]),
  ]
  const words = [...new Set(subjects.flatMap(spellings).flat())]
  const rows = rowsOf<{ word: string; lexeme: string | null; known: boolean; inPassages: string[] | null }>(
    await db.execute(sql`
      with w as (
        select word, (select min(lexeme) from unnest(to_tsvector('english', word))) as lexeme
        from unnest(string_to_array(${words.join(' ')}, ' ')) word
      )
      select w.word, w.lexeme,
        exists (select 1 from knowledge_chunks k
                where w.lexeme is not null and k.tsv @@ to_tsquery('simple', quote_literal(w.lexeme))) as known,
        (select array_agg(k.id) from knowledge_chunks k
          where k.id = any(string_to_array(${checked.join('|')}, '|'))
            and w.lexeme is not null and k.tsv @@ to_tsquery('simple', quote_literal(w.lexeme))) as "inPassages"
      from w`),
  )
  const byWord = new Map(rows.map((r) => [r.word, r]))
  for (const subject of subjects) {
    const spoken = spellings(subject).some((spelling, n) => {
      const rows = spelling.map((w) => byWord.get(w))
      // Written as one, the words count only where the index knows them so.
      if (n > 0 && !rows.every((r) => r?.known)) return false
      const looked = rows.filter(
        (r): r is NonNullable<typeof r> =>
          Boolean(r?.lexeme) && (r?.known || isCommonEnglishWord(r?.word ?? '')),
      )
      return (
        looked.length === 0 || checked.some((id) => looked.every((r) => (r.inPassages ?? []).includes(id)))
      )
    })
    if (!spoken) return subject.join(' ')
  }
  return null
}
