import { sql } from 'drizzle-orm'
import type { QuestionOutcome } from '../../../contract/admin'
import { queries } from '../../db/schema'
import { composeDecline } from './extractive'
import type { DeclineReason } from './plan'
import type { DeviceContext } from './retrieval'

// How a recorded question ended, read from its row: the dashboard's outcomes chart and the Answers tab
// (server/features/answer-review) both count and filter by it, so it is written once, here, beside the
// code that records the rows.

/**
 * How every 'nothing found' decline begins. A declined row does not store the gate's reason, only the
 * text composeDecline wrote, and that text opens the same way for every device, unlike the off-topic
 * decline; it is read from composeDecline itself so the two cannot drift apart. Null when the wording no
 * longer tells the two reasons apart: every decline is then counted as declined.
 */
function nothingFoundOpening(): string | null {
  const device: DeviceContext = {
    id: null,
    brand: 'Brand',
    model: 'Model',
    deviceType: '',
    specifications: '',
    custom: false,
    general: false,
  }
  const forDevice = composeDecline('no-match', device)
  const forGeneral = composeDecline('no-match', { ...device, general: true })
  let length = 0
  while (length < forDevice.length && forDevice[length] === forGeneral[length]) length++
  const opening = forDevice.slice(0, length)
  const offTopic = composeDecline('off-topic', device)
  return opening.trim().length >= 10 && !offTopic.startsWith(opening) ? opening : null
}
const NOTHING_FOUND_OPENING = nothingFoundOpening()
/** How every 'not covered' decline begins (composeDecline with a gap). */
const NOT_COVERED_OPENING = 'The guides and manuals I have'

/**
 * Which query rows are questions in the admins' figures (decision 0075): the ones the service answered,
 * wholly or cut short once text had reached the asker, or declined. A question still being answered, or one
 * that failed or was left before any text was sent, is recorded as aborted with no answer: it reached nobody
 * and is not counted, nor listed. The dashboard's cards and charts and the Answers tab all count these rows.
 */
export const isAnsweredOrDeclined = sql`(${queries.status} <> 'aborted' or ${queries.answer} <> '')`

/** A query row's outcome (QUESTION_OUTCOMES): a reader who left counts as aborted, whoever composed it. */
export const outcomeOfRow = sql`case
  when ${queries.status} = 'aborted' then 'aborted'
  ${
    NOTHING_FOUND_OPENING === null
      ? sql``
      : sql`when ${queries.status} = 'declined' and ${queries.composer} = 'gate'
          and starts_with(${queries.answer}, ${NOTHING_FOUND_OPENING}) then 'nothing-found'`
  }
  when ${queries.status} = 'declined' and ${queries.composer} = 'gate'
    and starts_with(${queries.answer}, ${NOT_COVERED_OPENING}) then 'nothing-found'
  when ${queries.status} = 'declined' then 'declined'
  when ${queries.composer} = 'extractive-fallback' then 'model-fallback'
  else 'answered'
end`

/**
 * The outcome of an answer as it is recorded, from what the code knows then (the gate's reason itself, not
 * the decline's text): the service's metrics count it. outcomeOfRow reads the same from a stored row.
 */
export function outcomeOf(answer: {
  status: 'answered' | 'aborted' | 'declined'
  composer: string
  decline: DeclineReason | null
}): QuestionOutcome {
  if (answer.status === 'aborted') return 'aborted'
  if (answer.status === 'declined')
    return answer.decline === 'no-match' || answer.decline === 'not-covered' ? 'nothing-found' : 'declined'
  return answer.composer === 'extractive-fallback' ? 'model-fallback' : 'answered'
}
