// Crude word stems (the first five letters of words that are not stop words), for finding the sentences of a
// passage most about a question; the ranking itself is BM25 over the database's English stems.
const STOP = new Set(
  'the a an and or but if of to in on at for with my our your is are was were be been it its this that these those how what why when where which who do does did can could should would will i me we you they there here not no yes from by as about into than then so very just get got have has had any all some more most im ive dont doesnt cant wont want need use using'.split(
    ' ',
  ),
)

/** Crude stems for finding the part of a section most about the question (ranking is done in SQL). */
export function stems(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 3 && !STOP.has(w))
      .map((w) => w.slice(0, 5)),
  )
}

export function overlap(a: Set<string>, text: string): number {
  let n = 0
  for (const s of stems(text)) if (a.has(s)) n++
  return n
}

/**
 * The largest share of the question's stems that one sentence (or line) of a text holds: 1 when a single
 * sentence says everything the question asks about.
 */
export function bestSentenceShare(question: Set<string>, text: string): number {
  if (question.size === 0) return 0
  let best = 0
  for (const sentence of text.split(/(?<=[.!?:;])\s+|\n+/)) best = Math.max(best, overlap(question, sentence))
  return best / question.size
}
