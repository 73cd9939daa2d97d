// One idea of a word for the answer engine (issue 40, decision 0060): a text's words as one tokenizer splits
// them, one list of function words, and one stemmer, the Snowball English stemmer (Porter2) that PostgreSQL's
// 'english' text search configuration uses, so that the words the code compares are the words the index
// ranks. 'transducer', 'transmit' and 'transom' are three words here; cut to their first letters they were one.
import { stem } from 'porter2'

/**
 * Words that carry no subject: articles, pronouns, auxiliaries, conjunctions and their contracted forms as
 * owners type them ('dont', 'im'). Particles ('on', 'off', 'up', 'out') are not here: 'turn on', 'shuts off'
 * and 'north up' are phrases.
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  `a about after all also am an and any are as at be been before but by can cant could did do does doesnt doing
  dont for from get gets got had has have here how i if im in into is it its ive just me more most my no not of
  once only or other our own same should so some such than that the their them then there these they this
  those through to too very was we were what whats when where which while who why will with wont would yes you
  your`.split(/\s+/),
)

/** A text's words, lower case, apostrophes dropped ("don't" is 'dont'), split at anything not a letter or digit. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

/** A word's stem, as PostgreSQL's English configuration stems it ('routing' and 'route' are 'rout'). */
export function stemOf(word: string): string {
  return /^[a-z]+$/.test(word) ? stem(word) : word
}

/** The stems of a text's words of at least `minLength` letters that are not function words (nor `alsoLeftOut`). */
export function contentStems(
  text: string,
  { minLength = 1, alsoLeftOut }: { minLength?: number; alsoLeftOut?: ReadonlySet<string> } = {},
): string[] {
  return wordsOf(text)
    .filter((w) => w.length >= minLength && !FUNCTION_WORDS.has(w) && !alsoLeftOut?.has(w))
    .map(stemOf)
}
