import type { LogEntry, LogFilters } from '@contract/admin'
import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { useAdminLogs } from '../api'
import { AdminCard, RefreshButton } from './admin-card'
import { QueryState } from './query-state'

type ApiLogsCardProps = {
  title: string
  /** The title's heading level on its tab. */
  titleAs: 'h2' | 'h3'
  description: ReactNode
  /** Narrows the list on the server; none by default. */
  filters?: LogFilters
  /** Shown above the entries (the filters' controls). */
  toolbar?: ReactNode
  /** Shows the loaded entries, newest first. */
  children: (entries: LogEntry[]) => ReactNode
}

/** The API logs with their Refresh button, as the dashboard and system tabs show them. */
export function ApiLogsCard({ title, titleAs, description, filters, toolbar, children }: ApiLogsCardProps) {
  const logs = useAdminLogs(filters)
  return (
    <AdminCard
      title={title}
      titleAs={titleAs}
      description={description}
      action={<RefreshButton query={logs} size="sm" />}
    >
      {toolbar}
      {logs.data ? (
        // The previous filters' entries, dimmed, while the new ones load.
        <div aria-busy={logs.isPlaceholderData} className={cn(logs.isPlaceholderData && 'opacity-60')}>
          {children(logs.data)}
        </div>
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
