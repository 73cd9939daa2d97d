// The search index (knowledge_chunks) is written by several features (content at start, devices, uploaded
// manuals) and read by answers, whose caches (corpus statistics, the section classifier, the spelling
// lexicon) must be dropped when it changes. The readers register here; the writers call knowledgeChanged(),
// so a writer needs no import of answers (decision 0059).

const listeners = new Set<() => void>()

/** Runs `listener` after every write to the search index. */
export function onKnowledgeChanged(listener: () => void): void {
  listeners.add(listener)
}

/** Index writes call this so the next search sees the new document frequencies. */
export function knowledgeChanged(): void {
  for (const listener of listeners) listener()
}
