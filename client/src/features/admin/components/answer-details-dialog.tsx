import type { ReactNode } from 'react'
import { DialogFrame } from '@/components/dialog-frame'
import { AnswerMarkdown } from '@/features/agent'
import { askerName, ratingLabel } from '../answers'
import { useAnswerDetails } from '../api'
import { formatTimestamp } from '../format'
import { OutcomeBadge, RatingIcon } from './answer-badges'
import { QueryState } from './query-state'

type AnswerDetailsDialogProps = {
  /** The question shown; null closes the dialog. */
  id: number | null
  onOpenChange: (open: boolean) => void
}

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words font-medium">{children}</dd>
    </div>
  )
}

/** One asked question in full: who asked about which device and when, the answer as the agent showed it, its sources and rating. */
export function AnswerDetailsDialog({ id, onOpenChange }: AnswerDetailsDialogProps) {
  const details = useAnswerDetails(id)
  const item = details.data

  return (
    <DialogFrame
      open={id !== null}
      onOpenChange={onOpenChange}
      title="Answer Details"
      description="The question, the answer it got, its sources and how the asker rated it."
      className="grid-cols-[minmax(0,1fr)] sm:max-w-3xl"
    >
      {item && item.id === id ? (
        <div className="grid max-h-[70vh] gap-4 overflow-y-auto pr-1">
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <Field label="Asked By">{askerName(item)}</Field>
            <Field label="Email">{item.user?.email ?? 'N/A'}</Field>
            <Field label="Device">{item.deviceLabel}</Field>
            <Field label="Time">{formatTimestamp(item.createdAt)}</Field>
            <Field label="Outcome">
              <OutcomeBadge outcome={item.outcome} />
            </Field>
            <Field label="Rating">
              <span className="inline-flex items-center gap-2">
                <RatingIcon rating={item.rating} />
                <span aria-hidden>{ratingLabel(item.rating)}</span>
              </span>
            </Field>
            <Field label="Question" wide>
              <span className="whitespace-pre-wrap">{item.question}</span>
            </Field>
            {item.ratingComment && (
              <Field label="Comment" wide>
                <span className="block rounded-md bg-muted p-3 text-sm font-normal whitespace-pre-wrap">
                  {item.ratingComment}
                </span>
              </Field>
            )}
          </dl>
          <section aria-label="Answer" className="grid gap-1">
            <h3 className="text-xs text-muted-foreground">Answer</h3>
            <div className="min-w-0 rounded-md border p-3 text-sm break-words">
              <AnswerMarkdown content={item.answer} />
            </div>
          </section>
          <section aria-label="Sources" className="grid gap-1">
            <h3 className="text-xs text-muted-foreground">Sources ({item.sources.length})</h3>
            {item.sources.length === 0 ? (
              <p className="text-sm text-muted-foreground">No sources.</p>
            ) : (
              <ol className="grid gap-2">
                {item.sources.map((source, index) => (
                  // Sources have no id and never reorder.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
                  <li key={index} className="rounded-md border bg-muted/50 px-3 py-2 text-xs">
                    <p className="font-medium break-words">
                      {source.title}
                      {source.page !== undefined && !/, p\. \S+$/.test(source.title) && `, p. ${source.page}`}
                    </p>
                    {source.heading && <p className="text-muted-foreground">{source.heading}</p>}
                    {source.excerpt && <p className="mt-1 break-words text-foreground">{source.excerpt}</p>}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      ) : (
        <QueryState
          isPending={details.isPending || details.isFetching}
          error={details.error}
          onRetry={() => void details.refetch()}
          loadingLabel="Loading answer"
        />
      )}
    </DialogFrame>
  )
}
