import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@contract/audit'
import { RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { SelectItem } from '@/components/ui/select'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useAuditLog } from '../api'
import { formatDateTime } from '../format'
import { pageCount, shownRange } from '../pagination'
import { FilterSelect, SearchInput } from '../table/table-toolbar'
import { AdminCard } from './admin-card'
import { QueryState } from './query-state'

export const AUDIT_PAGE_SIZE = 20

type ActionFilter = AuditAction | 'all'

/** A moment as the server stores it (ISO 8601), which the console writes as it writes every date. */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** One value of a change, as words: a moment in the console's date format, anything else as it is. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return 'none'
  if (typeof value === 'string') return ISO_MOMENT.test(value) ? formatDateTime(value, value) : value
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** One change of a detail, as words: 'role: user → admin', 'password set'. */
function detailText(key: string, value: unknown): string {
  if (value === true) return `${key} set`
  if (value && typeof value === 'object' && 'from' in value && 'to' in value) {
    const { from, to } = value as { from: unknown; to: unknown }
    return `${key}: ${valueText(from)} → ${valueText(to)}`
  }
  return `${key}: ${valueText(value)}`
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const label = AUDIT_ACTION_LABELS[entry.action as AuditAction] ?? entry.action
  const details = Object.entries(entry.details ?? {})
  return (
    <li className="grid gap-1 border-b py-3 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        <Badge tone={entry.action.endsWith('delete') || entry.action === 'user.suspend' ? 'danger' : 'info'}>
          {label}
        </Badge>
      </div>
      <p className="text-sm font-medium [overflow-wrap:anywhere]">{entry.summary}</p>
      <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
        By {entry.actorEmail || `admin ${entry.actorId}`}
        {entry.ip ? ` from ${entry.ip}` : ''}
      </p>
      {details.length > 0 && (
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {details.map(([key, value]) => (
            <li key={key} className="[overflow-wrap:anywhere]">
              {detailText(key, value)}
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

/**
 * The System tab's audit log (decision 0085): every admin action, newest first, searched by text and
 * narrowed by admin and action, a page at a time.
 */
export function AuditLogCard() {
  const [search, setSearch] = useState('')
  const [actor, setActor] = useState('all')
  const [action, setAction] = useState<ActionFilter>('all')
  const [page, setPage] = useState(1)
  const q = useDebouncedValue(search, 300)
  const audit = useAuditLog({
    page,
    pageSize: AUDIT_PAGE_SIZE,
    q: q || undefined,
    actorId: actor === 'all' ? undefined : Number(actor),
    action: action === 'all' ? undefined : action,
  })
  const data = audit.data
  const total = data?.total ?? 0
  const totalPages = pageCount(total, AUDIT_PAGE_SIZE)
  const { from, to } = shownRange(page, AUDIT_PAGE_SIZE, total)
  const narrow =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setPage(1)
    }

  return (
    <AdminCard
      title="Audit Log"
      description="What admins changed, by whom, when and from which address; newest first, kept as long as the API logs."
      action={
        <Button variant="outline" size="sm" onClick={() => void audit.refetch()}>
          <RefreshCw aria-hidden />
          Refresh
        </Button>
      }
      contentClassName="grid gap-4"
    >
      <div className="flex flex-wrap items-end gap-3">
        <SearchInput
          label="Search the audit log"
          placeholder="Search admin, action or change..."
          value={search}
          onChange={narrow(setSearch)}
        />
        <FilterSelect label="Filter by admin" value={actor} onValueChange={narrow(setActor)}>
          <SelectItem value="all">All admins</SelectItem>
          {(data?.actors ?? []).map((a) => (
            <SelectItem key={a.id} value={String(a.id)}>
              {a.email}
            </SelectItem>
          ))}
        </FilterSelect>
        <FilterSelect label="Filter by action" value={action} onValueChange={narrow(setAction)}>
          <SelectItem value="all">All actions</SelectItem>
          {AUDIT_ACTIONS.map((value) => (
            <SelectItem key={value} value={value}>
              {AUDIT_ACTION_LABELS[value]}
            </SelectItem>
          ))}
        </FilterSelect>
      </div>
      <QueryState
        isPending={audit.isPending}
        error={audit.error}
        onRetry={() => void audit.refetch()}
        loadingLabel="Loading the audit log"
      />
      {data &&
        (data.entries.length === 0 ? (
          <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">
            No admin actions match.
          </p>
        ) : (
          <ul aria-label="Audit log entries" className="rounded-md border px-3">
            {data.entries.map((entry) => (
              <AuditItem key={entry.id} entry={entry} />
            ))}
          </ul>
        ))}
      {total > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
          <p aria-live="polite">
            Showing {from} to {to} of {total} entries
          </p>
          <nav aria-label="Audit log pages" className="flex gap-2">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= totalPages}
              onClick={() => setPage(page + 1)}
            >
              Next
            </Button>
          </nav>
        </div>
      )}
    </AdminCard>
  )
}
