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

function searchableText(device: Device): string {
  return `${device.brand} ${device.model} ${device.deviceType}`.toLowerCase().replace(/-/g, ' ')
}

/**
 * The devices a search shows (SPEC.md section 5 'Device search'). An empty search shows every device in the
 * order given (the server's). Otherwise a device matches when ANY word of the search appears in its brand,
 * model and type; devices matching more of the words come first (so 'garmin echomap' puts the ECHOMAPs ahead
 * of other Garmins), ties keep the given order. A general-question word puts the pseudo-device on top.
 */
export function searchDevices<T extends Device>(devices: readonly T[], text: string): T[] {
  const words = searchWords(text)
  if (words.length === 0) return [...devices]

  const scored = devices
    .map((device, index) => {
      const haystack = searchableText(device)
      return { device, index, hits: words.filter((word) => haystack.includes(word)).length }
    })
    .filter((entry) => entry.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.index - b.index)
    .map((entry) => entry.device)

  if (!words.some((word) => GENERAL_QUESTION_WORDS.has(word))) return scored
  const general = devices.find(isGeneralDevice)
  if (!general) return scored
  return [general, ...scored.filter((device) => device !== general)]
}
