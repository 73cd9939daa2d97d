import type { ConversationSummary } from '@contract/conversations'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api'
import { errorToast } from '@/lib/error-toast'
import { useDeleteConversation } from '../conversations-api'

type DeleteConversationDialogProps = {
  /** The conversation to delete; null when the dialog is closed. */
  conversation: ConversationSummary | null
  onClose: () => void
  onDeleted: (id: number) => void
  /** Where focus goes once the conversation (and its Delete button) is gone. */
  onCloseAutoFocus?: (event: Event) => void
}

/** Asks before deleting a conversation; a failure toasts and leaves it in the list. */
export function DeleteConversationDialog({
  conversation,
  onClose,
  onDeleted,
  onCloseAutoFocus,
}: DeleteConversationDialogProps) {
  const remove = useDeleteConversation()

  function confirm() {
    if (!conversation) return
    const { id } = conversation
    remove.mutate(id, {
      onSuccess: () => {
        onDeleted(id)
        onClose()
      },
      onError: (error) => {
        errorToast(errorMessage(error, 'Could not delete the conversation.'))
        onClose()
      },
    })
  }

  return (
    <AlertDialog open={conversation !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete conversation?</AlertDialogTitle>
          <AlertDialogDescription>
            "{conversation?.title}" and all its messages will be deleted. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
