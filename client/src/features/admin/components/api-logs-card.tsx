import type { LogEntry } from '@contract/admin'
import type { ReactNode } from 'react'
import { useAdminLogs } from '../api'
import { AdminCard, RefreshButton } from './admin-card'
import { QueryState } from './query-state'

type ApiLogsCardProps = {
  title: string
  /** The title's heading level on its tab. */
  titleAs: 'h2' | 'h3'
  description: ReactNode
  /** Shows the loaded entries, newest first. */
  children: (entries: LogEntry[]) => ReactNode
}

/** The API logs with their Refresh button, as the dashboard and system tabs show them. */
export function ApiLogsCard({ title, titleAs, description, children }: ApiLogsCardProps) {
  const logs = useAdminLogs()
  return (
    <AdminCard
      title={title}
      titleAs={titleAs}
      description={description}
      action={<RefreshButton query={logs} size="sm" />}
    >
      {logs.data ? (
        children(logs.data)
      ) : (
        <QueryState
          isPending={logs.isPending}
          error={logs.error}
          onRetry={() => void logs.refetch()}
          loadingLabel="Loading API logs"
        />
      )}
    </AdminCard>
  )
}
