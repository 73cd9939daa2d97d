import type { ConversationSummary } from '@contract/conversations'
import { Plus, Search } from 'lucide-react'
import { type ReactNode, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api'
import { errorToast } from '@/lib/error-toast'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useConversations, useDownloadConversation } from '../conversations-api'
import { ConversationItem } from './conversation-item'
import { DeleteConversationDialog } from './delete-conversation-dialog'
import { RenameConversationDialog } from './rename-conversation-dialog'
import { ShareConversationDialog } from './share-conversation-dialog'

/** The search asks the server once typing pauses this long. */
export const CONVERSATION_SEARCH_DEBOUNCE_MS = 300

export type ConversationListProps = {
  /** The list's heading: an h2, or the drawer's dialog title. */
  heading: ReactNode
  activeId: number | null
  onOpen: (id: number) => void
  onNewChat: () => void
  /** A conversation was deleted (the open one returns the chat to a new chat). */
  onDeleted: (id: number) => void
}

/**
 * 'New chat', a search over titles, questions and answers (with where each matched), and the user's
 * conversations, newest first, a page at a time; each can be renamed, deleted, downloaded or shared.
 */
export function ConversationList({ heading, activeId, onOpen, onNewChat, onDeleted }: ConversationListProps) {
  const searchId = useId()
  const [search, setSearch] = useState('')
  const query = useDebouncedValue(search, CONVERSATION_SEARCH_DEBOUNCE_MS)
  const conversations = useConversations(query)
  const [renaming, setRenaming] = useState<ConversationSummary | null>(null)
  const [deleting, setDeleting] = useState<ConversationSummary | null>(null)
  const [sharing, setSharing] = useState<ConversationSummary | null>(null)
  const download = useDownloadConversation()
  const list = conversations.data?.pages.flatMap((page) => page.conversations) ?? []
  const newChatRef = useRef<HTMLButtonElement>(null)
  const deleted = useRef(false)

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="grid shrink-0 gap-3 border-b border-border p-3">
        <div className="flex items-center justify-between gap-2 pr-8 md:pr-0">
          {heading}
          <Button ref={newChatRef} size="sm" variant="outline" onClick={onNewChat}>
            <Plus aria-hidden />
            New chat
          </Button>
        </div>
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            Search conversations
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id={searchId}
            type="search"
            placeholder="Search conversations..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2">
        {conversations.isPending ? (
          <Spinner label="Loading conversations" className="py-6" />
        ) : conversations.isError ? (
          <div className="grid justify-items-center gap-2 px-3 py-6 text-center text-sm text-muted-foreground">
            <p>Your conversations could not be loaded.</p>
            <Button size="sm" variant="outline" onClick={() => void conversations.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.length ? (
          <>
            <ul aria-label="Your conversations" className="grid grid-cols-[minmax(0,1fr)] gap-0.5">
              {list.map((conversation) => (
                <ConversationItem
                  key={conversation.id}
                  conversation={conversation}
                  active={conversation.id === activeId}
                  onOpen={() => onOpen(conversation.id)}
                  onRename={() => setRenaming(conversation)}
                  onDelete={() => setDeleting(conversation)}
                  onShare={() => setSharing(conversation)}
                  onExport={(format) =>
                    download.mutate(
                      { id: conversation.id, format },
                      {
                        onError: (error) =>
                          errorToast(errorMessage(error, 'The conversation could not be downloaded.')),
                      },
                    )
                  }
                />
              ))}
            </ul>
            {conversations.hasNextPage && (
              <div className="flex justify-center py-2">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={conversations.isFetchingNextPage}
                  onClick={() => void conversations.fetchNextPage()}
                >
                  {conversations.isFetchingNextPage ? 'Loading...' : 'Show more'}
                </Button>
              </div>
            )}
          </>
        ) : (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">
            {query.trim() ? `No conversations match "${query.trim()}"` : 'No conversations yet'}
          </p>
        )}
      </div>

      <RenameConversationDialog conversation={renaming} onClose={() => setRenaming(null)} />
      <ShareConversationDialog conversation={sharing} onClose={() => setSharing(null)} />
      <DeleteConversationDialog
        conversation={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => {
          deleted.current = true
          onDeleted(id)
        }}
        onCloseAutoFocus={(event) => {
          // The deleted item's button is gone: focus goes to 'New chat' rather than being lost.
          if (!deleted.current) return
          deleted.current = false
          event.preventDefault()
          newChatRef.current?.focus()
        }}
      />
    </div>
  )
}
