import { CONVERSATION_TITLE_MAX, type ConversationSummary } from '@contract/conversations'
import { type FormEvent, useId, useState } from 'react'
import { FormDialogFooter } from '@/components/form-dialog-footer'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { errorMessage } from '@/lib/api'
import { useRenameConversation } from '../conversations-api'

type RenameConversationDialogProps = {
  /** The conversation being renamed; null when the dialog is closed. */
  conversation: ConversationSummary | null
  onClose: () => void
}

/** Renames a conversation; the server checks the title, and its message shows under the field. */
export function RenameConversationDialog({ conversation, onClose }: RenameConversationDialogProps) {
  return (
    <Dialog open={conversation !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="grid-cols-[minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>Rename conversation</DialogTitle>
          <DialogDescription>The new title shows in your list of conversations.</DialogDescription>
        </DialogHeader>
        {/* Keyed, so each opening starts from that conversation's title and no earlier error. */}
        {conversation && <RenameForm key={conversation.id} conversation={conversation} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function RenameForm({ conversation, onDone }: { conversation: ConversationSummary; onDone: () => void }) {
  const id = useId()
  const [title, setTitle] = useState(conversation.title)
  const rename = useRenameConversation()
  const error = rename.error ? errorMessage(rename.error, 'Could not rename the conversation.') : null

  function submit(event: FormEvent) {
    event.preventDefault()
    rename.mutate({ id: conversation.id, title }, { onSuccess: onDone })
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <div className="grid gap-2">
        <Label htmlFor={id}>Title</Label>
        <Input
          id={id}
          value={title}
          maxLength={CONVERSATION_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <FormDialogFooter
        onCancel={onDone}
        submitLabel="Save"
        pendingLabel="Saving..."
        pending={rename.isPending}
      />
    </form>
  )
}
