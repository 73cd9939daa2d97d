// Share links (decision 0083): the owner makes a link that shows anyone who has it a read-only snapshot of a
// conversation, taken when the link is made, and can revoke it. The token is 32 random bytes (256 bits) and is
// kept only as its SHA-256, so the link is shown once, when it is made; making a new one revokes the old.
import { and, desc, eq, isNull } from 'drizzle-orm'
import {
  type CreatedShare,
  SHARE_TOKEN_PATTERN,
  SHARED_PAGE,
  type SharedConversation,
  type ShareStatus,
} from '../../../contract/conversations'
import type { Db, DbOrTx } from '../../db/client'
import { conversationShares, conversations } from '../../db/schema'
import { AppError, notFound } from '../../lib/errors'
import { hashToken, newToken } from '../../lib/tokens'
import { getConversation } from './service'

const NOT_SHARED = 'This shared conversation does not exist.'
const REVOKED = 'This shared conversation is no longer shared: its owner stopped sharing it.'

/** What the shared page shows: the device and the questions and answers with their sources, nothing more. */
async function snapshotOf(db: DbOrTx, userId: number, id: number, at: Date): Promise<SharedConversation> {
  const conversation = await getConversation(db, userId, id)
  return {
    title: conversation.title,
    device: conversation.device.label,
    sharedAt: at.toISOString(),
    messages: conversation.messages.map((m) => ({
      role: m.role,
      content: m.content,
      ...(m.sources ? { sources: m.sources } : {}),
      ...(m.cutShort ? { cutShort: true } : {}),
    })),
  }
}

/** Whether the owner's conversation has a live link (404 for anyone else's conversation). */
export async function shareStatus(db: Db, userId: number, id: number): Promise<ShareStatus> {
  await getConversationOwned(db, userId, id)
  const [live] = await db
    .select({ createdAt: conversationShares.createdAt })
    .from(conversationShares)
    .where(and(eq(conversationShares.conversationId, id), isNull(conversationShares.revokedAt)))
    .orderBy(desc(conversationShares.id))
    .limit(1)
  return { shared: Boolean(live), sharedAt: live ? live.createdAt.toISOString() : null }
}

async function getConversationOwned(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
  if (!row) throw notFound('Conversation not found.')
}

/**
 * A new link to a snapshot of the conversation as it is now; a live link it had is revoked in the same
 * transaction. The conversation's row is locked first, so two requests at once make one live link each in turn.
 */
export async function createShare(db: Db, userId: number, id: number): Promise<CreatedShare> {
  const token = newToken()
  const sharedAt = new Date()
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
      .for('update')
    if (!row) throw notFound('Conversation not found.')
    const snapshot = await snapshotOf(tx, userId, id, sharedAt)
    await tx
      .update(conversationShares)
      .set({ revokedAt: sharedAt })
      .where(and(eq(conversationShares.conversationId, id), isNull(conversationShares.revokedAt)))
    await tx
      .insert(conversationShares)
      .values({ conversationId: id, userId, tokenHash: hashToken(token), snapshot, createdAt: sharedAt })
  })
  return { path: `${SHARED_PAGE}?token=${token}`, sharedAt: sharedAt.toISOString() }
}

/** Revokes the conversation's live link: it then answers 410. 404 when there is none (or not the owner's). */
export async function revokeShare(db: Db, userId: number, id: number): Promise<void> {
  const revoked = await db
    .update(conversationShares)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(conversationShares.conversationId, id),
        eq(conversationShares.userId, userId),
        isNull(conversationShares.revokedAt),
      ),
    )
    .returning({ id: conversationShares.id })
  if (!revoked.length) throw notFound('This conversation is not shared.')
}

/** The shared snapshot a token opens: 404 for a token that never was, 410 for a revoked link. */
export async function sharedConversation(db: Db, token: string): Promise<SharedConversation> {
  if (!SHARE_TOKEN_PATTERN.test(token)) throw notFound(NOT_SHARED)
  const [row] = await db
    .select({ snapshot: conversationShares.snapshot, revokedAt: conversationShares.revokedAt })
    .from(conversationShares)
    .where(eq(conversationShares.tokenHash, hashToken(token)))
  if (!row) throw notFound(NOT_SHARED)
  if (row.revokedAt) throw new AppError(410, REVOKED, 'SHARE_REVOKED')
  return row.snapshot as SharedConversation
}

/** The status the shared page answers with for a token: 200, 404 or 410. */
export async function sharedPageStatus(db: Db, token: string | undefined): Promise<200 | 404 | 410> {
  try {
    await sharedConversation(db, token ?? '')
    return 200
  } catch (error) {
    if (error instanceof AppError && (error.statusCode === 404 || error.statusCode === 410))
      return error.statusCode
    throw error
  }
}
