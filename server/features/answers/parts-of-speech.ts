// Which of a question's words only describe, read in their sentence by compromise's part-of-speech tagger (a
// lexicon and rules, no model weights): 'actual' in 'whats the actual difference' and 'smart' in 'the smart
// way' are adjectives, 'telling' in 'what is that telling me' is not a thing either, while 'horn' in 'use the
// fog horn' is a noun. The gap check (coverage.ts) asks it before telling the owner that nothing covers a word:
// a word that names no thing and no action is not a subject.
import type nlpType from 'compromise/two'

interface TaggedTerm {
  normal?: string
  tags?: string[]
}

const DESCRIBING = ['Adjective', 'Adverb']

// Loaded on first use, not at start: its lexicon takes about 0.2 s and 10 MB of heap, and only a question
// about to be told 'not covered' needs it.
let tagger: Promise<typeof nlpType> | undefined
const loadTagger = () => {
  tagger ??= import('compromise/two').then((m) => m.default)
  return tagger
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
  const nlp = await loadTagger()
  const describing = new Set<string>()
  const sentences = nlp(text).json() as { terms?: TaggedTerm[] }[]
  for (const sentence of sentences) {
    const terms = sentence.terms ?? []
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
