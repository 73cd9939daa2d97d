// A question as the answers feature records it (a `queries` row), for the tests of what reads the records:
// the dashboard's charts, the Answers tab, the route permissions, the user's export.
import type { queries } from '../db/schema'

export type RecordedQuestion = typeof queries.$inferInsert

/** A recorded, answered question about a Garmin Striker 4, asked by nobody in particular, now. */
export function recordedQuestion(values: Partial<RecordedQuestion> = {}): RecordedQuestion {
  return {
    userId: null,
    deviceLabel: 'Garmin Striker 4',
    question: 'How do I set the depth alarm?',
    answer: 'Open the alarm menu.',
    sources: [],
    composer: 'extractive',
    latencyMs: 5,
    ...values,
  }
}
