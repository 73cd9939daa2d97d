import type { DocumentStatus, ManualDocument } from '@contract/documents'
import { AlertTriangle, ExternalLink, LoaderCircle, RefreshCw, Trash2 } from 'lucide-react'
import { Fragment } from 'react'
import { Badge, type BadgeProps } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'
import { cn } from '@/lib/utils'
import { formatDate } from '../../format'
import {
  documentFacts,
  documentStatusLabels,
  documentStatusMessage,
  ocrPagesNote,
  readingProgress,
} from '../documents'

const statusTones: Record<DocumentStatus, NonNullable<BadgeProps['tone']>> = {
  processing: 'info',
  ready: 'success',
  failed: 'danger',
  needs_ocr: 'warning',
}

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return (
    <Badge tone={statusTones[status]}>
      {status === 'processing' && <LoaderCircle className="size-3 animate-spin" aria-hidden />}
      {documentStatusLabels[status]}
    </Badge>
  )
}

/** Narrower buttons below 640 px, so open, re-index and delete fit on one line at 375 px. */
const actionClass = 'h-8 gap-1.5 px-2 sm:px-3'

type DocumentItemProps = {
  doc: ManualDocument
  reindexing: boolean
  onReindex: () => void
  onDelete: () => void
}

/** One uploaded manual: what it is, where its reading stands, and open, re-index and delete. */
export function DocumentItem({ doc, reindexing, onReindex, onDelete }: DocumentItemProps) {
  const processing = doc.status === 'processing'
  const message = documentStatusMessage(doc)
  const problem = doc.status === 'failed' || doc.status === 'needs_ocr'
  const facts = [...documentFacts(doc), `Uploaded ${formatDate(doc.uploadedAt)}`]
  const ocr = ocrPagesNote(doc)
  return (
    <li className="grid gap-2.5 rounded-lg border bg-card p-3 sm:p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-medium break-words">{doc.title}</p>
          <p className="truncate text-xs text-muted-foreground" title={doc.fileName}>
            {doc.fileName}
          </p>
          <p className="text-xs text-muted-foreground">
            {facts.map((fact, index) => (
              // Each fact stays on one line ('10 passages'); the line wraps between them.
              <Fragment key={fact}>
                {index > 0 && ' '}
                <span className="whitespace-nowrap">
                  {fact}
                  {index < facts.length - 1 && ' ·'}
                </span>
              </Fragment>
            ))}
          </p>
          {ocr && <p className="text-xs text-muted-foreground">{ocr}</p>}
        </div>
        <DocumentStatusBadge status={doc.status} />
      </div>

      {processing && (
        <div className="flex items-center gap-3">
          <Progress value={doc.progress} className="h-2" aria-label={`Processing ${doc.title}`} />
          <span className="shrink-0 text-right text-xs whitespace-nowrap tabular-nums text-muted-foreground">
            {readingProgress(doc)}
          </span>
        </div>
      )}

      {message && (
        <p
          className={cn(
            'flex items-start gap-1.5 text-xs break-words',
            doc.status === 'failed' ? 'text-destructive' : 'text-warning',
          )}
        >
          {(problem || doc.status === 'ready') && (
            <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden />
          )}
          <span>{message}</span>
        </p>
      )}

      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="outline" size="sm" className={actionClass}>
          <a
            href={doc.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open ${doc.title} (new tab)`}
          >
            <ExternalLink aria-hidden />
            Open
          </a>
        </Button>
        <Button
          variant="outline"
          size="sm"
          className={actionClass}
          aria-label={`Re-index ${doc.title}`}
          disabled={processing || reindexing}
          onClick={onReindex}
        >
          <RefreshCw className={reindexing ? 'animate-spin' : undefined} aria-hidden />
          Re-index
        </Button>
        <Button
          variant="outline"
          size="sm"
          className={cn(actionClass, 'text-destructive hover:text-destructive')}
          aria-label={`Delete ${doc.title}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
    </li>
  )
}
