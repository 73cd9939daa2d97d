// What other features may use of the search index: its state per database handle, and the plugin that
// decorates the app with it and keeps it in step with other instances (decision 0062).
export { searchIndex } from './plugin'
export { SearchIndex, searchIndexOf, UNHEARD_MAX_AGE_MS } from './search-index'
