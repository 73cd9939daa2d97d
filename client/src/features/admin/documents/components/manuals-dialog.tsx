import type { Manual } from '@contract/devices'
import type { ManualDocument } from '@contract/documents'
import { FileText } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { QueryState } from '../../components/query-state'
import { useDeleteDocument, useDeviceDocuments, useReindexDocument } from '../api'
import { deviceDisplayName, sortDocuments, statusChanges } from '../documents'
import { DocumentItem } from './document-item'
import { DocumentUpload } from './document-upload'

type ManualsDialogProps = {
  /** The device whose manuals are shown; null closes the dialog. */
  device: Manual | null
  onOpenChange: (open: boolean) => void
}

/** 'Manuals for <brand model>': the device's uploaded manuals, an upload area, and each one's actions. */
export function ManualsDialog({ device, onOpenChange }: ManualsDialogProps) {
  return (
    <Dialog open={device !== null} onOpenChange={onOpenChange}>
      <DialogContent className="grid-cols-[minmax(0,1fr)] p-4 sm:max-w-2xl sm:p-6">
        {device && <ManualsDialogBody device={device} />}
      </DialogContent>
    </Dialog>
  )
}

function ManualsDialogBody({ device }: { device: Manual }) {
  const id = useId()
  const documents = useDeviceDocuments(device.id)
  const deleteDocument = useDeleteDocument()
  const reindexDocument = useReindexDocument()
  const [deleting, setDeleting] = useState<ManualDocument | null>(null)
  const announcement = useStatusAnnouncement(documents.data)
  const list = documents.data ? sortDocuments(documents.data) : null

  return (
    <>
      <DialogHeader>
        <DialogTitle>Manuals for {deviceDisplayName(device)}</DialogTitle>
        <DialogDescription>
          The assistant answers questions about this device from these manuals and cites their pages.
        </DialogDescription>
      </DialogHeader>

      <DocumentUpload manualId={device.id} />

      <section aria-labelledby={`${id}-heading`} className="grid gap-3 border-t pt-4">
        <h3 id={`${id}-heading`} className="text-sm font-semibold">
          Uploaded manuals{list && ` (${list.length})`}
        </h3>
        {list ? (
          list.length === 0 ? (
            <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
              <FileText className="size-6" aria-hidden />
              No manuals uploaded yet. Answers use the device's specifications and general guides.
            </div>
          ) : (
            <ul className="grid gap-3">
              {list.map((doc) => (
                <DocumentItem
                  key={doc.id}
                  doc={doc}
                  reindexing={reindexDocument.isPending && reindexDocument.variables?.id === doc.id}
                  onReindex={() => reindexDocument.mutate(doc)}
                  onDelete={() => setDeleting(doc)}
                />
              ))}
            </ul>
          )
        ) : (
          <QueryState
            isPending={documents.isPending}
            error={documents.error}
            onRetry={() => void documents.refetch()}
            loadingLabel="Loading manuals"
          />
        )}
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      </section>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        title={deleting ? `Delete "${deleting.title}"` : 'Delete Manual'}
        description="Delete this manual? Its passages will no longer be used in answers."
        onConfirm={() => {
          if (deleting) deleteDocument.mutate(deleting)
        }}
      />
    </>
  )
}

/** The latest status change (ready, failed, needs OCR...) of the list, for a polite live region. */
function useStatusAnnouncement(documents: ManualDocument[] | null | undefined): string {
  const previous = useRef(documents)
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => {
    const changes = statusChanges(previous.current, documents)
    previous.current = documents
    if (changes.length > 0) setAnnouncement(changes.join(' '))
  }, [documents])
  return announcement
}
