import { Activity, Clock, Users } from 'lucide-react'
import { type ComponentType, lazy, Suspense } from 'react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { TableHead } from '@/components/ui/table'
import { cn } from '@/lib/utils'
import { useAdminStats } from '../api'
import { formatDuration, formatTimestamp } from '../format'
import { emptyLogMessage, isErrorStatus } from '../system'
import { Cell, DataRow, StackedTable } from '../table/cells'
import { ApiLogsCard } from './api-logs-card'
import { QueryState } from './query-state'

/** SPEC.md section 9: the dashboard shows the latest 5 log entries. */
const RECENT_LOG_COUNT = 5

// The charts' library is the console's largest dependency: it loads with the dashboard, after the stat cards.
const DashboardCharts = lazy(async () => ({ default: (await import('./dashboard-charts')).DashboardCharts }))

function StatCard({
  title,
  value,
  hint,
  icon: Icon,
}: {
  title: string
  value: string
  hint: string
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
          {title}
        </CardTitle>
        <Icon className="size-5 text-primary" aria-hidden />
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold tabular-nums">{value}</p>
        <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
      </CardContent>
    </Card>
  )
}

export function DashboardTab() {
  const stats = useAdminStats()
  const dash = stats.isPending ? '…' : '—'

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          title="Total Queries"
          value={stats.data ? stats.data.totalQueries.toLocaleString() : dash}
          // The one definition of a question, which the charts count too (decision 0075).
          hint="Questions answered or declined, since the start"
          icon={Activity}
        />
        <StatCard
          title="Active Users"
          value={stats.data ? stats.data.activeUsers.toLocaleString() : dash}
          hint="Active in the last 30 days"
          icon={Users}
        />
        <StatCard
          title="Avg Response Time"
          value={stats.data ? `${stats.data.averageResponseTime.toLocaleString()} ms` : dash}
          hint="Mean time to answer a question"
          icon={Clock}
        />
      </div>
      {stats.isError && (
        <QueryState
          isPending={false}
          error={stats.error}
          onRetry={() => void stats.refetch()}
          loadingLabel=""
        />
      )}

      <Suspense fallback={<Spinner label="Loading charts" className="py-12" />}>
        <DashboardCharts />
      </Suspense>

      <ApiLogsCard
        title="Recent API Logs"
        titleAs="h2"
        description={`The latest ${RECENT_LOG_COUNT} requests to the API; the Admin Console's own reads are hidden unless you show them.`}
      >
        {(entries, shownFilters) => {
          const recent = entries.slice(0, RECENT_LOG_COUNT)
          return recent.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">{emptyLogMessage(shownFilters)}</p>
          ) : (
            <StackedTable
              head={
                <>
                  <TableHead>Timestamp</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Duration</TableHead>
                  <TableHead>Method</TableHead>
                  <TableHead>Path</TableHead>
                </>
              }
            >
              {recent.map((entry) => (
                <DataRow key={entry.id}>
                  <Cell label="Timestamp" className="whitespace-nowrap">
                    {formatTimestamp(entry.timestamp)}
                  </Cell>
                  <Cell
                    label="Status"
                    className={cn(
                      'font-semibold tabular-nums',
                      isErrorStatus(entry.statusCode) ? 'text-destructive' : 'text-success',
                    )}
                  >
                    {entry.statusCode}
                  </Cell>
                  <Cell label="Duration" className="whitespace-nowrap tabular-nums">
                    {formatDuration(entry.duration)}
                  </Cell>
                  <Cell label="Method" className="font-mono text-xs">
                    {entry.method}
                  </Cell>
                  <Cell label="Path" lead className="font-mono text-xs md:max-w-[28rem]" title={entry.path}>
                    <span className="md:block md:truncate">{entry.path}</span>
                  </Cell>
                </DataRow>
              ))}
            </StackedTable>
          )
        }}
      </ApiLogsCard>
    </div>
  )
}
