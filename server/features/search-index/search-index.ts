// The search index (knowledge_chunks) as one service: the only holder of what is worked out from it and kept
// between questions (corpus statistics, the section classifier, the spelling lexicon's check), and the one place
// that drops it when the index changes (decision 0062).
//
// One SearchIndex per database handle: the answer engine's functions all take the handle, so they find the
// index's state through it (searchIndexOf(db)) without an instance threaded through every call, and each app or
// test database has its own. No other module keeps caches of the index.
import type { Db } from '../../db/client'

/**
 * How long a cached value may be used while this instance cannot hear the index's changes (its LISTEN
 * connection on PostgreSQL is down and reconnecting): the last safety net. While it hears them, a value is
 * kept until a change drops it.
 */
export const UNHEARD_MAX_AGE_MS = 5 * 60_000

interface Entry {
  value: Promise<unknown>
  loadedAt: number
}

export class SearchIndex {
  private readonly entries = new Map<string, Entry>()
  private readonly built = new Map<string, { signature: string; value: Promise<unknown> }>()
  /**
   * Whether every change to the index reaches this instance at once: always in one process (PGlite, or a
   * handle whose writes are all made here); on PostgreSQL with several instances, while its LISTEN connection
   * is up.
   */
  private hearing = true
  /** The index's version in the database, as this instance last heard or read it (PostgreSQL). */
  knownVersion: number | undefined
  /** How many times the caches were dropped. */
  invalidations = 0
  /** The backend pid of the LISTEN connection while it is up (tests end it to see a reconnect). */
  listenerPid: number | undefined
  /** Set by the plugin that runs this index's LISTEN connection, so a second app on the same handle runs none. */
  listening = false

  /**
   * `load()`'s value, kept until the index changes. A load that began before a change is not kept for the
   * questions after it; a failed load is not kept at all.
   */
  cached<T>(name: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(name)
    if (entry && (this.hearing || Date.now() - entry.loadedAt < UNHEARD_MAX_AGE_MS)) {
      return entry.value as Promise<T>
    }
    const fresh: Entry = { value: load(), loadedAt: Date.now() }
    this.entries.set(name, fresh)
    fresh.value.catch(() => {
      if (this.entries.get(name) === fresh) this.entries.delete(name)
    })
    return fresh.value as Promise<T>
  }

  /**
   * What `build()` makes of the index's content with this `signature`, kept across changes: built again only
   * when the signature differs (the section classifier, learned again only when the guides' text changed).
   */
  builtFrom<T>(name: string, signature: string, build: () => Promise<T>): Promise<T> {
    const kept = this.built.get(name)
    if (kept?.signature === signature) return kept.value as Promise<T>
    const value = build()
    const entry = { signature, value }
    this.built.set(name, entry)
    value.catch(() => {
      if (this.built.get(name) === entry) this.built.delete(name)
    })
    return value
  }

  /** Drops every cached value: the next question reads the index again. */
  invalidate(): void {
    this.entries.clear()
    this.invalidations++
  }

  /**
   * Writers call this once their transaction committed: this instance's next question sees the write at once.
   * Other instances hear of it from the database (the version trigger's notice), not from this call.
   */
  changed(): void {
    this.invalidate()
  }

  /** A notice from the database: the index reached `version`. */
  heard(version: number): void {
    this.invalidate()
    if (Number.isFinite(version)) this.knownVersion = Math.max(this.knownVersion ?? version, version)
  }

  /** The LISTEN connection is up and the index is at `version`: a change missed while it was down is dropped now. */
  connected(version: number, pid: number): void {
    if (this.knownVersion !== version) this.invalidate()
    this.knownVersion = version
    this.listenerPid = pid
    this.hearing = true
  }

  /** The LISTEN connection is down (or not yet up): cached values age out until it is back. */
  disconnected(): void {
    this.hearing = false
    this.listenerPid = undefined
  }

  get isHearing(): boolean {
    return this.hearing
  }
}

const indexes = new WeakMap<Db, SearchIndex>()

/** The search index of this database handle (made on first use). */
export function searchIndexOf(db: Db): SearchIndex {
  let index = indexes.get(db)
  if (!index) {
    index = new SearchIndex()
    indexes.set(db, index)
  }
  return index
}
