import type { ConversationSummary } from '@contract/conversations'
import { format } from 'date-fns'
import { Check, Copy, Link2 } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api'
import { shareLink, useCreateShare, useRevokeShare, useShareStatus } from '../conversations-api'

type ShareConversationDialogProps = {
  /** The conversation being shared; null when the dialog is closed. */
  conversation: ConversationSummary | null
  onClose: () => void
}

/**
 * Makes, shows and revokes a conversation's share link (decision 0083). The link opens a read-only copy of the
 * conversation as it is when the link is made; it is shown once, as only its hash is kept on the server.
 */
export function ShareConversationDialog({ conversation, onClose }: ShareConversationDialogProps) {
  return (
    <Dialog open={conversation !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="grid-cols-[minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>Share conversation</DialogTitle>
          <DialogDescription>
            Anyone with the link can read a copy of this conversation as it is now: the device, your
            questions, the answers and their sources. Your name and email are not shown. Later messages are
            not added.
          </DialogDescription>
        </DialogHeader>
        {conversation && <SharePanel key={conversation.id} conversation={conversation} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function SharePanel({ conversation, onClose }: { conversation: ConversationSummary; onClose: () => void }) {
  const linkId = useId()
  const status = useShareStatus(conversation.id)
  const create = useCreateShare()
  const revoke = useRevokeShare()
  const [link, setLink] = useState<string | null>(null)
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const error = create.error ?? revoke.error

  const makeLink = () => {
    setNotice(null)
    setCopied(null)
    create.mutate(conversation.id, { onSuccess: (created) => setLink(shareLink(created)) })
  }
  const stopSharing = () => {
    setNotice(null)
    revoke.mutate(conversation.id, {
      onSuccess: () => {
        setLink(null)
        setNotice('Sharing stopped. The link no longer opens the conversation.')
      },
    })
  }
  const copy = async () => {
    if (!link) return
    try {
      await navigator.clipboard.writeText(link)
      setCopied('copied')
    } catch {
      setCopied('failed')
    }
  }

  if (status.isPending) return <Spinner label="Loading sharing" className="py-4" />
  if (status.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(status.error, 'Sharing could not be loaded.')}
      </p>
    )
  }
  const shared = status.data.shared
  const busy = create.isPending || revoke.isPending

  return (
    <div className="grid gap-4">
      {link ? (
        <div className="grid gap-2">
          <Label htmlFor={linkId}>Share link</Label>
          <div className="flex gap-2">
            <Input
              id={linkId}
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 font-mono text-xs"
            />
            <Button type="button" variant="outline" onClick={() => void copy()}>
              {copied === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
              {copied === 'copied' ? 'Copied' : 'Copy link'}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {copied === 'copied'
              ? 'The link is on your clipboard.'
              : copied === 'failed'
                ? 'The link could not be copied here: select it and copy it yourself.'
                : 'Copy it now: for your security the link is shown only this once.'}
          </p>
        </div>
      ) : shared && status.data.sharedAt ? (
        <p className="text-sm">
          Shared on {format(new Date(status.data.sharedAt), 'MMMM d, yyyy')}. The link was shown when it was
          made; a new link replaces it (the old one stops working).
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">This conversation is not shared.</p>
      )}

      {notice && (
        <p role="status" className="text-sm">
          {notice}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(error, 'Sharing could not be changed. Please try again.')}
        </p>
      )}

      <DialogFooter className="gap-2">
        {shared && (
          <Button type="button" variant="destructive" onClick={stopSharing} disabled={busy}>
            {revoke.isPending ? 'Stopping...' : 'Stop sharing'}
          </Button>
        )}
        {!link && (
          <Button type="button" onClick={makeLink} disabled={busy}>
            <Link2 aria-hidden />
            {create.isPending ? 'Creating link...' : shared ? 'Create new link' : 'Create link'}
          </Button>
        )}
        <Button type="button" variant="outline" onClick={onClose}>
          Done
        </Button>
      </DialogFooter>
    </div>
  )
}
