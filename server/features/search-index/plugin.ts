import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../../db/client'
import { IndexListener } from './listener'
import { type SearchIndex, searchIndexOf } from './search-index'

declare module 'fastify' {
  interface FastifyInstance {
    /** The search index's state for this app's database (decision 0062). */
    searchIndex: SearchIndex
  }
}

export interface SearchIndexPluginOptions {
  database: Database
}

/**
 * Decorates the app with its database's search index. On PostgreSQL it holds one LISTEN connection that drops
 * the index's caches whenever any instance writes the index, reconnecting with backoff when it drops; it is
 * ended when the app closes. On the embedded database (one process) the writers' own calls are enough.
 */
async function searchIndexPlugin(app: FastifyInstance, opts: SearchIndexPluginOptions) {
  const index = searchIndexOf(opts.database.db)
  app.decorate('searchIndex', index)
  const newClient = opts.database.dedicatedClient
  if (!newClient || index.listening) return
  index.listening = true
  const listener = new IndexListener(index, () => newClient('sonar-search-index'), app.log)
  app.addHook('onReady', () => listener.start())
  app.addHook('onClose', async () => {
    await listener.close()
    index.listening = false
  })
}

export const searchIndex = fp(searchIndexPlugin, { name: 'search-index' })
