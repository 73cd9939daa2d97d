import type { ZxcvbnResult } from '@zxcvbn-ts/core'
import { deviceTypes } from '../../../contract/devices'
import { DEFAULT_APP_NAME } from '../../config'
import { badRequest } from '../../lib/errors'
import { readCatalogue } from '../knowledge'

export const COMMON_PASSWORD = 'Password is too common. Choose a less predictable password.'
export const PERSONAL_PASSWORD =
  'Password is built from your name or email. Choose a less predictable password.'
export const PRODUCT_PASSWORD =
  "Password is built from this app's name or boating words (such as sonar, fishfinder or a maker's name). Choose a less predictable password."

/**
 * zxcvbn's score from 0 to 4; 3 means about 10^8 guesses or more ('safely unguessable' against an online
 * attack, the usual bar). Below it are the common and breached passwords and their obvious variants
 * (Password1, Qwerty123, Summer2024!), which the SPEC.md rules alone let through.
 */
export const MIN_PASSWORD_SCORE = 3

/**
 * Words of this product's field that an attacker tries first against its users (decision 0043): the kinds
 * of equipment and what is done with it. The makers, models and device types come from the catalogue.
 */
export const MARINE_WORDS = [
  'sonar',
  'fishfinder',
  'fishing',
  'fish',
  'finder',
  'chartplotter',
  'plotter',
  'chart',
  'transducer',
  'radar',
  'autopilot',
  'boat',
  'boating',
  'marine',
  'angler',
  'sounder',
  'echosounder',
  'depthfinder',
  'navigation',
  'nautical',
  'trolling',
  'kayak',
  'chirp',
  'downscan',
  'sidescan',
  'livescope',
  'nmea',
]

/** The zxcvbn dictionary of the product's words, so a match says which kind of word it was. */
const PRODUCT_DICTIONARY = 'product'

/** The account a password is for: its own words make a password easier to guess. */
export interface PasswordOwner {
  email?: string | null
  firstName?: string | null
  lastName?: string | null
}

type Check = (password: string, userInputs: string[]) => ZxcvbnResult

/** One checker per product name (there is one in a running app), each loaded on its first check. */
const checkers = new Map<string, Promise<Check>>()

/** Lower-case words of at least 3 letters, and the words run together ('Minn Kota' gives minnkota too). */
function wordsOf(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return [words.join(''), ...words].filter((word) => word.length >= 3)
}

/**
 * The product's words: its name, the marine words, and the catalogue's makers and device types. (Not its
 * model names: their words are mostly plain English, Smart, Link, Quest, already in zxcvbn's dictionaries.)
 */
export function productWords(appName: string): string[] {
  // The catalogue's 'other' entry is the general question, not a maker.
  const makers = readCatalogue().filter((device) => device.deviceType !== 'other')
  const words = [
    ...wordsOf(appName),
    ...MARINE_WORDS,
    ...makers.flatMap((device) => wordsOf(device.brand)),
    ...deviceTypes.filter((type) => type !== 'other'),
  ]
  return [...new Set(words)]
}

/**
 * zxcvbn-ts with its common-password and name dictionaries (~1 MB) and the product's words, loaded on the
 * first check only and kept. Server-side only: the client asks POST /api/auth/password-check.
 */
function loadChecker(appName: string): Promise<Check> {
  const loaded = checkers.get(appName)
  if (loaded) return loaded
  const checker = (async () => {
    const [{ ZxcvbnFactory }, common] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
    ])
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, [PRODUCT_DICTIONARY]: productWords(appName) },
      graphs: common.adjacencyGraphs,
    })
    return (password: string, userInputs: string[]) => zxcvbn.check(password, userInputs)
  })()
  checkers.set(appName, checker)
  // A failed load is retried by the next check rather than remembered.
  checker.catch(() => checkers.delete(appName))
  return checker
}

/**
 * The words of the account itself: its email whole, its local part and the words of both parts, the first
 * and last names, and the names together.
 */
export function accountWords(account: PasswordOwner): string[] {
  const email = account.email?.trim().toLowerCase() ?? ''
  const [local = '', domain = ''] = email.split('@')
  // The domain without its last label (the .com), which every address shares.
  const domainWords = domain.split('.').slice(0, -1).join('.')
  const words = [
    email,
    ...wordsOf(local),
    ...wordsOf(domainWords),
    ...wordsOf(`${account.firstName ?? ''} ${account.lastName ?? ''}`),
  ]
  return [...new Set(words.filter((word) => word.length >= 3))]
}

/**
 * Why the password may not be used, or null when it may (decision 0043): too common, or built from the
 * account's own words, or from the product's. The same rule wherever a password is set: register, reset,
 * change, the admin's create and edit, the ADMIN_PASSWORD bootstrap, and the password pages' as-you-type
 * check.
 */
export async function passwordProblem(
  password: string,
  owner: PasswordOwner,
  appName: string = DEFAULT_APP_NAME,
): Promise<string | null> {
  return problemOf((await loadChecker(appName))(password, accountWords(owner)))
}

/** What a zxcvbn result says is wrong: the kind of word it found the password built from. */
function problemOf(result: ZxcvbnResult): string | null {
  if (result.score >= MIN_PASSWORD_SCORE) return null
  const dictionaries = new Set(
    result.sequence.flatMap((match) => ('dictionaryName' in match ? [match.dictionaryName] : [])),
  )
  if (dictionaries.has('userInputs')) return PERSONAL_PASSWORD
  if (dictionaries.has(PRODUCT_DICTIONARY)) return PRODUCT_PASSWORD
  return COMMON_PASSWORD
}

/** passwordProblem as a 400 naming the field, for the services that set a password. */
export async function assertPasswordAllowed(
  password: string,
  field: string,
  owner: PasswordOwner,
  appName?: string,
): Promise<void> {
  const problem = await passwordProblem(password, owner, appName)
  if (problem) throw badRequest(problem, field)
}

/**
 * Whether zxcvbn rates the password as guessable, the extra words given as they are (kept for the admin
 * paths and the bootstrap: prefer passwordProblem, which takes the account and the product's name).
 */
export async function isCommonPassword(password: string, userInputs: string[] = []): Promise<boolean> {
  const result = (await loadChecker(DEFAULT_APP_NAME))(password, userInputs)
  return problemOf(result) !== null
}

/** isCommonPassword as a 400 naming the field (kept for the admin paths: prefer assertPasswordAllowed). */
export async function assertUncommonPassword(
  password: string,
  field: string,
  userInputs: string[] = [],
): Promise<void> {
  const problem = problemOf((await loadChecker(DEFAULT_APP_NAME))(password, userInputs))
  if (problem) throw badRequest(problem, field)
}
