// A question's words read in their sentence by compromise's part-of-speech tagger (a lexicon and rules, no
// model weights). Which words only describe: 'actual' in 'whats the actual difference' and 'smart' in 'the smart
// way' are adjectives, 'telling' in 'what is that telling me' is not a thing either, while 'horn' in 'use the
// fog horn' is a noun; the gap check (coverage.ts) asks it before telling the owner that nothing covers a word.
// And whether a follow-up acts on 'it' (plan.ts): the thing the conversation named, not an off-topic subject.
import type nlpType from 'compromise/two'

interface TaggedTerm {
  normal?: string
  tags?: string[]
}

const DESCRIBING = ['Adjective', 'Adverb']

// Loaded on first use, not at start: its lexicon takes about 0.2 s and 10 MB of heap, and only a question
// about to be told 'not covered', or a follow-up about to be declined as off-topic, needs it.
// A load that fails is not kept: the next question tries again, and this one is read without the tagger (no word
// only describes, no pronoun is acted on), as before the tagger was used.
let tagger: Promise<typeof nlpType | null> | undefined
const loadTagger = () => {
  tagger ??= import('compromise/two').then(
    (m) => m.default,
    () => {
      tagger = undefined
      return null
    },
  )
  return tagger
}

/** The text's sentences, each as its tagged terms; none when the tagger cannot be loaded. */
async function taggedSentences(text: string): Promise<TaggedTerm[][]> {
  const nlp = await loadTagger()
  if (!nlp) return []
  return (nlp(text).json() as { terms?: TaggedTerm[] }[]).map((sentence) => sentence.terms ?? [])
}

const isDescribing = (tags: string[]) =>
  tags.some((t) => DESCRIBING.includes(t)) && !tags.includes('Noun') && !tags.includes('Verb')

/**
 * The question's words that describe what follows them, lower case: tagged only as describing (an adjective or
 * an adverb, never also a noun or a verb) and followed by a noun or a pronoun, which is what they describe ('the
 * actual difference', 'the smart way', 'that telling me'). A word the tagger calls an adjective where nothing
 * follows for it to describe is the thing itself ('can i turn that light off').
 */
export async function describingWordsIn(text: string): Promise<Set<string>> {
  const describing = new Set<string>()
  for (const terms of await taggedSentences(text)) {
    terms.forEach((term, i) => {
      let next = i + 1
      while (next < terms.length && isDescribing(terms[next]?.tags ?? [])) next++
      if (!isDescribing(term.tags ?? []) || !terms[next]?.tags?.includes('Noun')) return
      // 'flashes/colors' is one term to the tagger, two words to the subject.
      for (const word of (term.normal ?? '').split(/[^a-z0-9']+/)) if (word) describing.add(word)
    })
  }
  return describing
}

/**
 * The question's words that name no thing and no act asked of the device, read in their sentence, lower case: a
 * quantifier ('much' in 'can i pretty much trust it') and a verb said of something else, in the third person
 * ('gives' in 'what gives', 'feeds' in 'what feeds those things'). The owner asks about what the rest of the
 * question names; these alone are not what they are told nothing covers. A verb that may be asked to do
 * ('recalibrate', 'track') or one also read as a noun ('size') is kept.
 */
export async function wordsNamingNothingIn(text: string): Promise<Set<string>> {
  const words = new Set<string>()
  for (const terms of await taggedSentences(text))
    for (const term of terms) {
      const tags = term.tags ?? []
      if (tags.includes('Noun')) continue
      const quantifier = tags.includes('Determiner')
      const saidOfSomethingElse =
        tags.includes('Verb') && tags.includes('PresentTense') && !tags.includes('Infinitive')
      if (quantifier || saidOfSomethingElse)
        for (const word of (term.normal ?? '').split(/[^a-z0-9']+/)) if (word) words.add(word)
    }
  return words
}

/** The question's words the tagger reads as nouns in their sentence, lower case ('picture' in 'that picture laid'). */
export async function nounsIn(text: string): Promise<Set<string>> {
  const nouns = new Set<string>()
  for (const terms of await taggedSentences(text))
    for (const term of terms)
      if (term.tags?.includes('Noun') && !term.tags.includes('Pronoun'))
        for (const word of (term.normal ?? '').split(/[^a-z0-9']+/)) if (word) nouns.add(word)
  return nouns
}

// A verb's forms that do not act on what follows: 'is it gonna rain', 'does it rain there'.
const NOT_ACTING = /^(?:is|was|be|been|are|were|am|do|does|did|'s)$/

/**
 * Whether the question acts on 'it' or 'them' ('turned it on', 'pulling it out at the ramp', 'tow it behind the
 * kayak', 'can it do the horn signal'): a thing the conversation has named, done something to or asked to do
 * something. A dummy 'it' ('is it gonna rain', 'does it rain there') is not acted on.
 */
export async function actsOnAPronoun(text: string): Promise<boolean> {
  return (await taggedSentences(text)).some((terms) =>
    terms.some((term, i) => {
      if (term.normal !== 'it' && term.normal !== 'them') return false
      const before = terms[i - 1]
      const tags = before?.tags ?? []
      return (
        (tags.includes('Verb') || tags.includes('Modal')) &&
        !tags.includes('Copula') &&
        !NOT_ACTING.test(before?.normal ?? '')
      )
    }),
  )
}
