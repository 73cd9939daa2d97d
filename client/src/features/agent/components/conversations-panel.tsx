import { ConversationList, type ConversationListProps } from './conversation-list'

/** The conversation list beside the chat from 768 px up (under that, the drawer holds it). */
export function ConversationsPanel(props: Omit<ConversationListProps, 'heading'>) {
  return (
    <aside
      aria-label="Conversations"
      className="sticky top-16 hidden h-[calc(100dvh-4rem-var(--notice-height,0px))] min-h-80 w-72 shrink-0 flex-col self-start border-r border-border bg-card md:flex"
    >
      <ConversationList heading={<h2 className="text-sm font-semibold">Conversations</h2>} {...props} />
    </aside>
  )
}
