import type { ConversationSnippet, ConversationSummary, ExportFormat } from '@contract/conversations'
import { Download, FileText, MoreHorizontal, Pencil, Share2, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { cn } from '@/lib/utils'
import { conversationDate } from '../conversation-dates'

type ConversationItemProps = {
  conversation: ConversationSummary
  active: boolean
  onOpen: () => void
  onRename: () => void
  onDelete: () => void
  onExport: (format: ExportFormat) => void
  onShare: () => void
}

const actionButton = 'size-8 shrink-0 text-muted-foreground hover:text-foreground'

/** Where a search matched inside the conversation: the words around it, the match marked. */
function Snippet({ snippet }: { snippet: ConversationSnippet }) {
  return (
    <span className="mt-0.5 line-clamp-2 text-xs break-words text-muted-foreground">
      <span className="sr-only">{snippet.in === 'question' ? 'In a question: ' : 'In an answer: '}</span>
      {snippet.before}
      <mark className="rounded-sm bg-primary/15 px-0.5 font-medium text-foreground">{snippet.match}</mark>
      {snippet.after}
    </span>
  )
}

/**
 * One conversation in the list: its title, device and last activity (and, found by a search, where it
 * matched); opened, renamed, deleted, or through its menu downloaded (Markdown, PDF) and shared.
 */
export function ConversationItem({
  conversation,
  active,
  onOpen,
  onRename,
  onDelete,
  onExport,
  onShare,
}: ConversationItemProps) {
  const { title, device, updatedAt, snippet } = conversation
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
        {snippet && <Snippet snippet={snippet} />}
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
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className={actionButton} aria-label={`More for "${title}"`}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => onExport('markdown')}>
            <FileText aria-hidden />
            Download as Markdown
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onExport('pdf')}>
            <Download aria-hidden />
            Download as PDF
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onShare}>
            <Share2 aria-hidden />
            Share link...
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  )
}
