import type { LogEntry } from '@contract/admin'
import { Bot, ChevronRight, CircleCheck, Gauge, Plug, ShieldCheck, User } from 'lucide-react'
import type * as React from 'react'
import { useId } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible'
import { ScrollArea } from '@/components/ui/scroll-area'
import { useAppConfig } from '@/features/config'
import { formatDuration, formatTimestamp } from '../format'
import {
  aiProviderLabel,
  assistantModelLabel,
  emptyLogMessage,
  formatLogRequest,
  isErrorStatus,
} from '../system'
import { ApiLogsCard } from './api-logs-card'
import { AuditLogCard } from './audit-log-card'
import { ComingSoonBadge } from './coming-soon'
import { LogFiltersBar, useLogFilters } from './log-filters'

/** SPEC.md section 2 'System tab': what each role may do. */
const rolePermissions = [
  {
    role: 'Admin',
    icon: ShieldCheck,
    tone: 'warning' as const,
    permissions: [
      'View the admin dashboard',
      'Manage users (reset queries, view details)',
      'View logs',
      'Manage manuals',
    ],
  },
  {
    role: 'User',
    icon: User,
    tone: 'neutral' as const,
    permissions: ['Use the agent interface', 'View own statistics', 'Submit queries', 'Manage profile'],
  },
]

function SettingRow({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>
  title: string
  children: React.ReactNode
  action: string
}) {
  const badgeId = useId()
  return (
    <div className="flex flex-col gap-3 border-b py-4 last:border-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-accent text-primary">
          <Icon className="size-4" aria-hidden />
        </span>
        <div className="grid min-w-0 gap-0.5">
          <h3 className="font-medium">{title}</h3>
          <div className="text-sm text-muted-foreground">{children}</div>
        </div>
      </div>
      {/*
       * SPEC.md: these buttons are placeholders that do nothing visible yet. They say so (decision 0080): a
       * 'Coming soon' badge, which is also the button's description, and aria-disabled, so they stay in the Tab
       * order and a screen reader hears 'Change, unavailable, Coming soon' instead of a button that does nothing.
       */}
      <div className="flex shrink-0 items-center gap-2 self-start sm:self-center">
        <Button
          variant="outline"
          size="sm"
          aria-disabled="true"
          aria-describedby={badgeId}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
        >
          {action}
        </Button>
        <ComingSoonBadge id={badgeId} />
      </div>
    </div>
  )
}

function LogItem({ entry }: { entry: LogEntry }) {
  const request = formatLogRequest(entry.request)
  const failed = isErrorStatus(entry.statusCode)
  return (
    <li className="grid gap-2 border-b px-1 py-3 last:border-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <time dateTime={entry.timestamp} className="text-muted-foreground tabular-nums">
          {formatTimestamp(entry.timestamp)}
        </time>
        <Badge tone={failed ? 'danger' : 'success'} className="tabular-nums">
          {entry.statusCode}
        </Badge>
        <span className="text-muted-foreground tabular-nums">{formatDuration(entry.duration)}</span>
        <span className="font-mono text-xs font-semibold">{entry.method}</span>
        <span className="min-w-0 font-mono text-xs break-all">{entry.path}</span>
      </div>
      {request && (
        <Collapsible>
          <CollapsibleTrigger className="group inline-flex items-center gap-1 rounded-sm text-xs font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <ChevronRight
              className="size-3.5 transition-transform group-data-[state=open]:rotate-90"
              aria-hidden
            />
            Request Details
          </CollapsibleTrigger>
          <CollapsibleContent>
            <pre className="mt-2 max-w-full overflow-x-auto rounded-md bg-navy p-3 font-mono text-xs text-navy-foreground">
              {request}
            </pre>
          </CollapsibleContent>
        </Collapsible>
      )}
    </li>
  )
}

export function SystemTab() {
  const config = useAppConfig()
  const features = config.data?.features
  const modelLabel = features ? assistantModelLabel(features) : 'Loading...'
  const logFilters = useLogFilters()

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Role Permissions Overview</CardTitle>
          <CardDescription>What each role can do in {config.data?.appName ?? 'the app'}.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 md:grid-cols-2">
          {rolePermissions.map(({ role, icon: Icon, tone, permissions }) => (
            <Card key={role} className="shadow-none">
              <CardHeader className="flex-row items-center gap-2 pb-3">
                <Icon className="size-5 text-primary" aria-hidden />
                <CardTitle as="h3" className="text-base">
                  {role}
                </CardTitle>
                <Badge tone={tone}>{role.toLowerCase()}</Badge>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-2 text-sm">
                  {permissions.map((permission) => (
                    <li key={permission} className="flex items-start gap-2">
                      <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                      {permission}
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">System Settings</CardTitle>
          <CardDescription>How the assistant is set up in this deployment.</CardDescription>
        </CardHeader>
        <CardContent>
          <SettingRow icon={Bot} title="AI Assistant Settings" action="Change">
            Assistant model: <span className="font-medium text-foreground">{modelLabel}</span>
          </SettingRow>
          <SettingRow icon={Gauge} title="Free Tier Limits" action="Update">
            {features?.freeQueryLimit ?? 20} free queries per user
          </SettingRow>
          <SettingRow icon={Plug} title="API Connections" action="Test Connection">
            <span className="block">
              AI provider:{' '}
              <span className="font-medium text-foreground">
                {features ? aiProviderLabel(features.composer) : 'Loading...'}
              </span>
            </span>
            <span className="inline-flex items-center gap-1.5 font-medium text-success">
              <span className="size-2 rounded-full bg-success" aria-hidden />
              Connected and working properly
            </span>
          </SettingRow>
        </CardContent>
      </Card>

      <ApiLogsCard
        title="API Logs"
        titleAs="h2"
        description="The latest requests, newest first, in your local time. Errors are statuses of 400 and above. The Admin Console's own reads are hidden unless you show them."
        filters={logFilters.filters}
        toolbar={<LogFiltersBar controls={logFilters.controls} />}
      >
        {(entries, shownFilters) => (
          <ScrollArea className="h-[400px] rounded-md border" label="API logs">
            {entries.length === 0 ? (
              <p className="p-6 text-center text-sm text-muted-foreground">{emptyLogMessage(shownFilters)}</p>
            ) : (
              <ul className="px-3">
                {entries.map((entry) => (
                  <LogItem key={entry.id} entry={entry} />
                ))}
              </ul>
            )}
          </ScrollArea>
        )}
      </ApiLogsCard>

      <AuditLogCard />
    </div>
  )
}
