import type { ConversationSummary } from '@contract/conversations'
import { Pencil, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { conversationDate } from '../conversation-dates'

type ConversationItemProps = {
  conversation: ConversationSummary
  active: boolean
  onOpen: () => void
  onRename: () => void
  onDelete: () => void
}

const actionButton = 'size-8 shrink-0 text-muted-foreground hover:text-foreground'

/** One conversation in the list: its title, device and last activity; opened, renamed or deleted. */
export function ConversationItem({
  conversation,
  active,
  onOpen,
  onRename,
  onDelete,
}: ConversationItemProps) {
  const { title, device, updatedAt } = conversation
  return (
    <li
      className={cn(
        'flex items-center gap-0.5 rounded-md pr-1 transition-colors hover:bg-accent',
        active && 'bg-accent',
      )}
    >
      <button
        type="button"
        onClick={onOpen}
        aria-current={active ? 'true' : undefined}
        className="min-w-0 flex-1 rounded-md px-3 py-2 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className={cn('block truncate text-sm', active ? 'font-semibold' : 'font-medium')}>
          {title}
        </span>
        <span className="flex min-w-0 gap-1 text-xs text-muted-foreground">
          <span className="truncate">{device}</span>
          <span aria-hidden>·</span>
          <time dateTime={updatedAt} className="shrink-0">
            {conversationDate(updatedAt)}
          </time>
        </span>
      </button>
      <Button
        variant="ghost"
        size="icon"
        className={actionButton}
        aria-label={`Rename "${title}"`}
        onClick={onRename}
      >
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={actionButton}
        aria-label={`Delete "${title}"`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  )
}
