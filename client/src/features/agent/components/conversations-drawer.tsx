import * as DialogPrimitive from '@radix-ui/react-dialog'
import { History, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { DialogPanel } from '@/components/ui/dialog'
import { ConversationList, type ConversationListProps } from './conversation-list'

type ConversationsDrawerProps = Omit<ConversationListProps, 'heading'> & {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes on closing, if not back to the Conversations button (the question box after a choice). */
  onCloseAutoFocus?: (event: Event) => void
}

/** The button that opens the drawer, shown under 768 px only (the panel is there from 768 px up). */
export function ConversationsButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      variant="outline"
      size="icon"
      className="size-11 md:hidden"
      aria-label="Conversations"
      aria-haspopup="dialog"
      onClick={onClick}
    >
      <History aria-hidden />
    </Button>
  )
}

/**
 * The conversation list as a drawer from the left under 768 px: a Radix dialog (focus kept inside, Escape
 * and the overlay close it), as the UI kit has no sheet.
 */
export function ConversationsDrawer({
  open,
  onOpenChange,
  onCloseAutoFocus,
  ...list
}: ConversationsDrawerProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy/60 data-[state=open]:animate-fade-in" />
        <DialogPanel
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col border-r border-border bg-card pb-[env(safe-area-inset-bottom)] shadow-xl focus-visible:outline-none"
        >
          <ConversationList
            heading={
              <DialogPrimitive.Title className="text-base font-semibold">Conversations</DialogPrimitive.Title>
            }
            {...list}
          />
          <DialogPrimitive.Close
            aria-label="Close conversations"
            className="absolute top-4 right-3 rounded-sm p-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" aria-hidden />
          </DialogPrimitive.Close>
        </DialogPanel>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
