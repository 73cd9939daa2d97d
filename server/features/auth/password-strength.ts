import { badRequest } from '../../lib/errors'

export const COMMON_PASSWORD = 'Password is too common. Choose a less predictable password.'

/**
 * zxcvbn's score from 0 to 4; 3 means about 10^8 guesses or more ('safely unguessable' against an online
 * attack, the usual bar). Below it are the common and breached passwords and their obvious variants
 * (Password1, Qwerty123, Summer2024!), which the SPEC.md rules alone let through.
 */
export const MIN_PASSWORD_SCORE = 3

type Check = (password: string, userInputs: string[]) => number

let checker: Promise<Check> | undefined

/**
 * zxcvbn-ts with its common-password and name dictionaries (~1 MB), loaded on the first check only and
 * kept. Server-side only: the client keeps to the SPEC.md rules and shows the server's message.
 */
function loadChecker(): Promise<Check> {
  if (checker) return checker
  checker = (async () => {
    const [{ ZxcvbnFactory }, common] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
    ])
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary },
      graphs: common.adjacencyGraphs,
    })
    return (password, userInputs) => zxcvbn.check(password, userInputs).score
  })()
  // A failed load is retried by the next check rather than remembered.
  checker.catch(() => {
    checker = undefined
  })
  return checker
}

/** The words of the account itself (its email and names), which make a password easier to guess. */
export function accountWords(account: {
  email?: string | null
  firstName?: string | null
  lastName?: string | null
}): string[] {
  const email = account.email?.trim().toLowerCase() ?? ''
  return [email, email.split('@')[0] ?? '', account.firstName ?? '', account.lastName ?? '']
    .map((word) => word.trim())
    .filter((word) => word.length >= 3)
}

/** Whether zxcvbn rates the password as guessable (a common or breached one, or a variant of one). */
export async function isCommonPassword(password: string, userInputs: string[] = []): Promise<boolean> {
  const score = (await loadChecker())(password, userInputs)
  return score < MIN_PASSWORD_SCORE
}

/**
 * Every place that sets a password calls this (register, change, reset, admin create and edit, the
 * ADMIN_PASSWORD bootstrap): a 400 naming the field when the password is too common.
 */
export async function assertUncommonPassword(
  password: string,
  field: string,
  userInputs: string[] = [],
): Promise<void> {
  if (await isCommonPassword(password, userInputs)) throw badRequest(COMMON_PASSWORD, field)
}
