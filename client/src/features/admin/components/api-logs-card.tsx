import type { LogEntry } from '@contract/admin'
import { RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/utils'
import { useAdminLogs } from '../api'
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
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle as={titleAs}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void logs.refetch()} disabled={logs.isFetching}>
          <RefreshCw className={cn(logs.isFetching && 'animate-spin')} aria-hidden />
          Refresh
        </Button>
      </CardHeader>
      <CardContent>
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
      </CardContent>
    </Card>
  )
}
