import { ANSWER_GAPS_DAYS } from '@contract/answer-review'
import { useAnswerGaps } from '../api'
import { AdminCard, RefreshButton } from './admin-card'
import { QueryState } from './query-state'

/**
 * 'Questions nothing covers': what owners asked lately that neither the guides nor a manual covers (they were
 * told so, and no query was spent), by device and subject, most asked first, with the latest question.
 */
export function AnswerGapsCard() {
  const gaps = useAnswerGaps()
  const list = gaps.data

  return (
    <AdminCard
      title="Questions nothing covers"
      description={`Subjects owners asked about in the last ${ANSWER_GAPS_DAYS} days that no guide or manual covers, most asked first.`}
      action={<RefreshButton query={gaps} />}
    >
      {list ? (
        list.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            Every question of the last {ANSWER_GAPS_DAYS} days was covered.
          </p>
        ) : (
          <ol className="grid gap-2" aria-label="Questions nothing covers">
            {list.map((gap) => (
              <li
                key={`${gap.deviceLabel}\u0000${gap.subject.toLowerCase()}`}
                className="grid gap-1 rounded-md border px-3 py-2"
              >
                <p className="font-medium break-words">
                  {gap.subject}{' '}
                  <span className="font-normal text-muted-foreground">on the {gap.deviceLabel}</span>
                </p>
                <p className="text-xs text-muted-foreground">
                  {gap.questions} {gap.questions === 1 ? 'question' : 'questions'} in the last{' '}
                  {ANSWER_GAPS_DAYS} days; latest: <q className="break-words">{gap.lastQuestion}</q>
                </p>
              </li>
            ))}
          </ol>
        )
      ) : (
        <QueryState
          isPending={gaps.isPending}
          error={gaps.error}
          onRetry={() => void gaps.refetch()}
          loadingLabel="Loading questions nothing covers"
        />
      )}
    </AdminCard>
  )
}
