import { desc, eq } from 'drizzle-orm'
import type { FeedbackItem, FeedbackRequest, FeedbackUpdate } from '../../../contract/feedback'
import type { Db } from '../../db/client'
import { type FeedbackRow, feedback } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { type AuditActor, actorIdOf, changedFields, recordAdminAction } from '../audit'
import { asAdmin } from '../auth'

export function toFeedbackItem(row: FeedbackRow): FeedbackItem {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    type: row.type,
    status: row.status,
    priority: row.priority,
  }
}

export async function submitFeedback(
  db: Db,
  input: Required<FeedbackRequest>,
  userId: number | null,
): Promise<FeedbackRow> {
  const [row] = await db
    .insert(feedback)
    .values({ ...input, userId })
    .returning()
  return row as FeedbackRow
}

export async function listFeedback(db: Db): Promise<FeedbackRow[]> {
  return db.select().from(feedback).orderBy(desc(feedback.createdAt), desc(feedback.id))
}

export async function updateFeedback(
  db: Db,
  actor: AuditActor,
  id: number,
  input: FeedbackUpdate,
): Promise<FeedbackRow> {
  return asAdmin(db, actorIdOf(actor), async (tx) => {
    const [before] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update')
    const [row] = await tx
      .update(feedback)
      .set({
        ...(input.status ? { status: input.status } : {}),
        ...(input.priority ? { priority: input.priority } : {}),
        updatedAt: new Date(),
      })
      .where(eq(feedback.id, id))
      .returning()
    if (!row || !before) throw notFound('Feedback not found')
    const changes = changedFields(before, row, ['status', 'priority'])
    const fields = Object.keys(changes)
    await recordAdminAction(tx, actor, {
      action: 'feedback.update',
      targetType: 'feedback',
      targetId: id,
      summary: `Updated feedback "${row.subject}" from ${row.email}: ${
        fields.length > 0
          ? fields.map((f) => `${f} ${changes[f]?.from} to ${changes[f]?.to}`).join(', ')
          : 'nothing changed'
      }`,
      details: changes,
    })
    return row
  })
}
