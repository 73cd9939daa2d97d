import type { LogEntry, LogFilters } from '@contract/admin'
import { type ReactNode, useId, useState } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
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
  /** More filter controls, before 'Show Admin Console reads' (the System tab's). */
  toolbar?: ReactNode
  /** Shows the loaded entries, newest first, and says what an empty list means under `filters`. */
  children: (entries: LogEntry[], filters: LogFilters) => ReactNode
}

/**
 * The API logs with their Refresh button, as the dashboard and system tabs show them. Every view of the log
 * leaves out the Admin Console's own reads (decision 0074), the console's polling included, and offers one
 * box that shows them.
 */
export function ApiLogsCard({ title, titleAs, description, filters, toolbar, children }: ApiLogsCardProps) {
  const [includeConsoleReads, setIncludeConsoleReads] = useState(false)
  const shown: LogFilters = { ...filters, includeConsoleReads }
  const logs = useAdminLogs(shown)
  const consoleReadsId = useId()
  return (
    <AdminCard
      title={title}
      titleAs={titleAs}
      description={description}
      action={<RefreshButton query={logs} size="sm" />}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset's border and legend do not fit this toolbar */}
      <div role="group" aria-label={`Filter ${title}`} className="mb-4 flex flex-wrap items-center gap-3">
        {toolbar}
        <div className="flex items-center gap-2">
          <Checkbox
            id={consoleReadsId}
            checked={includeConsoleReads}
            onCheckedChange={(checked) => setIncludeConsoleReads(checked === true)}
          />
          <Label htmlFor={consoleReadsId}>Show Admin Console reads</Label>
        </div>
      </div>
      {logs.data ? (
        // The previous filters' entries, dimmed, while the new ones load.
        <div aria-busy={logs.isPlaceholderData} className={cn(logs.isPlaceholderData && 'opacity-60')}>
          {children(logs.data, shown)}
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
