import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../../db/client'
import type { Notices } from '../../db/notices'
import { indexSubscriber } from './listener'
import { type SearchIndex, searchIndexOf } from './search-index'

declare module 'fastify' {
  interface FastifyInstance {
    /** The search index's state for this app's database (decision 0062). */
    searchIndex: SearchIndex
  }
}

export interface SearchIndexPluginOptions {
  database: Database
  /** The app's listening connection on PostgreSQL (decision 0069); null on the embedded database. */
  notices: Notices | null
}

/**
 * Decorates the app with its database's search index. On PostgreSQL it hears, on the app's listening
 * connection, every instance's writes to the index and drops the index's caches on each. On the embedded
 * database (one process) the writers' own calls are enough.
 */
async function searchIndexPlugin(app: FastifyInstance, opts: SearchIndexPluginOptions) {
  const index = searchIndexOf(opts.database.db)
  app.decorate('searchIndex', index)
  // A second app on the same handle shares the index and leaves the hearing to the first.
  if (!opts.notices || index.listening) return
  index.listening = true
  opts.notices.subscribe(indexSubscriber(index))
  app.addHook('onClose', () => {
    index.listening = false
  })
}

export const searchIndex = fp(searchIndexPlugin, { name: 'search-index' })
