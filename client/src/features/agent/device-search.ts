import type { Device } from './devices'
import { isGeneralDevice } from './devices'

/** Words that say "this is a general question", which floats the 'General Device Question' entry up. */
export const GENERAL_QUESTION_WORDS: ReadonlySet<string> = new Set([
  'general',
  'question',
  'help',
  'common',
  'any',
  'all',
])

/** SPEC.md section 5 'Device search': lower-cased, hyphens read as spaces, split into words. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().replace(/-/g, ' ').split(/\s+/).filter(Boolean)
}

const normalise = (text: string) => searchWords(text).join(' ')

/**
 * How well a device answers a search, best first. The whole search is compared with the model, and with
 * brand and model together ('garmin echomap' starts 'Garmin ECHOMAP UHD2 93sv'), so that typing a model's
 * name finds that model before its relatives; then come devices that have every word somewhere (a brand:
 * 'garmin', a type: 'radar', words in any order: 'echomap garmin'), then those with only some of the words.
 */
const MATCH = {
  /** 'ECHOMAP UHD2 93sv', or 'Garmin ECHOMAP UHD2 93sv'. */
  exact: 0,
  /** 'ECHOMAP UHD2', 'garmin echomap', 'hds'. */
  startsWith: 1,
  /** The search starts a word inside the model: 'uhd2', 'live'. */
  containsWord: 2,
  /** The search is inside the model elsewhere: 'map' in 'ECHOMAP'. */
  contains: 3,
  /** Every word is in the brand, model or type, apart: 'garmin', 'radar', 'echomap garmin'. */
  allWords: 4,
  /** Some of the words: 'garmin lowrance' finds both brands' devices. */
  someWords: 5,
} as const

type Match = (typeof MATCH)[keyof typeof MATCH]

/** How the whole search compares with the model, or with brand and model when it reaches into the model. */
function phraseMatch(brand: string, model: string, phrase: string): Match | undefined {
  const brandAndModel = `${brand} ${model}`
  if (model === phrase || brandAndModel === phrase) return MATCH.exact
  // The brand alone ('garmin') is a brand match, below every model match.
  if (model.startsWith(phrase) || (phrase.length > brand.length && brandAndModel.startsWith(phrase)))
    return MATCH.startsWith
  if (model.includes(` ${phrase}`)) return MATCH.containsWord
  if (model.includes(phrase)) return MATCH.contains
  return undefined
}

/** How `device` answers the search (its words, and them joined), with the number of words it has. */
function rank(device: Device, words: string[], phrase: string): { match: Match; hits: number } | undefined {
  const brand = normalise(device.brand)
  const model = normalise(device.model)
  const haystack = `${brand} ${model} ${normalise(device.deviceType)}`
  const hits = words.filter((word) => haystack.includes(word)).length
  if (hits === 0) return undefined
  const match = phraseMatch(brand, model, phrase)
  if (match !== undefined) return { match, hits }
  return { match: hits === words.length ? MATCH.allWords : MATCH.someWords, hits }
}

/**
 * The devices a search shows (SPEC.md section 5 'Device search'). An empty search shows every device in the
 * order given (the server's). Otherwise a device matches when ANY word of the search appears in its brand,
 * model and type, and the best match comes first, so Enter takes it: the exact model, then models starting
 * with the search, then models containing it, then devices with all the words (a brand), then devices with
 * more of the words before fewer (MATCH). Ties keep the given order. A general-question word puts the
 * pseudo-device on top.
 */
export function searchDevices<T extends Device>(devices: readonly T[], text: string): T[] {
  const words = searchWords(text)
  if (words.length === 0) return [...devices]
  const phrase = words.join(' ')

  const scored = devices
    .flatMap((device, index) => {
      const found = rank(device, words, phrase)
      return found ? [{ device, index, ...found }] : []
    })
    .sort((a, b) => a.match - b.match || b.hits - a.hits || a.index - b.index)
    .map((entry) => entry.device)

  if (!words.some((word) => GENERAL_QUESTION_WORDS.has(word))) return scored
  const general = devices.find(isGeneralDevice)
  if (!general) return scored
  return [general, ...scored.filter((device) => device !== general)]
}
