// On PostgreSQL several instances share one index: each hears the version trigger's notices on its app's one
// listening connection (server/db/notices.ts) and drops its caches on each (decisions 0062, 0069).
import type { NoticeConnection, NoticeSubscriber } from '../../db/notices'
import type { SearchIndex } from './search-index'

export const CHANNEL = 'search_index_changed'

const readVersion = async (connection: NoticeConnection) => {
  const { rows } = await connection.query<{ version: string }>('select version from search_index_state')
  return Number(rows[0]?.version ?? 0)
}

/**
 * The index's part of the listening connection: each notice drops the caches; on every (re)connect, and at
 * every heartbeat, the version is read, and a version that moved unheard drops them too.
 */
export function indexSubscriber(index: SearchIndex): NoticeSubscriber {
  return {
    channel: CHANNEL,
    heard: (payload) => index.heard(Number(payload)),
    connected: async (connection) => index.connected(await readVersion(connection), connection.pid),
    check: async (connection) => {
      const version = await readVersion(connection)
      if (version !== index.knownVersion) index.heard(version)
    },
    disconnected: () => index.disconnected(),
  }
}
