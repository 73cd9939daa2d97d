import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api'

type QueryStateProps = {
  isPending: boolean
  error: unknown
  onRetry: () => void
  /** What is loading, for the spinner's announcement, e.g. 'Loading users'. */
  loadingLabel: string
}

/** The loading spinner or the load error (with Retry) a tab shows in place of its table; null once loaded. */
export function QueryState({ isPending, error, onRetry, loadingLabel }: QueryStateProps) {
  if (error) {
    return (
      <div
        role="alert"
        className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center"
      >
        <p className="text-sm text-destructive">{errorMessage(error, 'Something went wrong')}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    )
  }
  if (isPending) return <Spinner label={loadingLabel} className="py-12" />
  return null
}
