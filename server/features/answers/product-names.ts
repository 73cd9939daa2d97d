// Product and feature names ('FishReveal', 'XTE', 'EV-100'): words that name marine electronics and nothing
// in everyday English, so a question that uses one is about electronics even when it names no device.
import { readCatalogue, readGuides } from '../knowledge'
import { wordsSpokenAtLeast } from './everyday-english'

/**
 * A word spoken at least this often in SUBTLEX-US (51 million words of film subtitles) is everyday English
 * ('map', 'mode', 'pro', 'check'), whatever the guides write in capitals.
 */
const EVERYDAY_COUNT = 100

/**
 * How the guides write a name: an internal capital ('FishReveal', 'iPad') or capitals ('XTE', 'HDOP', 'DRS4W'),
 * hyphenated capitals taken whole ('ACCU-FISH' -> 'accufish', which 'accu fish' is read as).
 */
const WRITTEN_AS_A_NAME = /\b[A-Za-z]*[a-z][A-Z][A-Za-z0-9]*\b|\b[A-Z]{2,}[A-Za-z0-9]*(?:-[A-Z0-9]+)*\b/g

/** A name as a question may write it: lower case, without the spaces or hyphens inside it ('ev-100' -> 'ev100'). */
export const nameKey = (word: string) => word.toLowerCase().replace(/[^a-z0-9]/g, '')

let names: Set<string> | undefined

/** Built once: the guides and the catalogue ship with the application and change only with a release. */
function productNames(): Set<string> {
  if (names) return names
  const everyday = wordsSpokenAtLeast(EVERYDAY_COUNT)
  const found = new Set<string>()
  const add = (word: string) => {
    const k = nameKey(word)
    if (k.length >= 3 && !/^[0-9]+$/.test(k) && !everyday.has(k)) found.add(k)
  }
  for (const section of readGuides())
    for (const m of `${section.title}\n${section.body}`.matchAll(WRITTEN_AS_A_NAME)) add(m[0])
  for (const device of readCatalogue()) {
    // 'Dragonfly 7 PRO': each word, and the model written whole ('dragonfly7pro'); 'EV-100' -> 'ev100'.
    for (const word of device.model.split(/\s+/)) add(word)
    add(device.model)
  }
  names = found
  return found
}

/**
 * The product and feature names in a question, each word and each pair of neighbouring words written as
 * one ('dragon fly' -> 'dragonfly', 'ev 100' -> 'ev100'), as the guides and the catalogue write them.
 */
export function productNamesIn(question: string): string[] {
  const known = productNames()
  const words = question
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  const candidates = [...words, ...words.slice(1).map((word, i) => `${words[i]}${word}`)]
  return [...new Set(candidates.filter((c) => known.has(c)))]
}
