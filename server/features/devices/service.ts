import { asc, eq, sql } from 'drizzle-orm'
import type { Manual } from '../../../contract/devices'
import { GENERAL_DEVICE_BRAND } from '../../../contract/devices'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { rowsOf } from '../../db/rows'
import { type ManualRow, manuals } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import { type AuditActor, actorIdOf, changedFields, recordAdminAction } from '../audit'
import { asAdmin } from '../auth'
import { devicePassage } from '../knowledge'
import { searchIndexOf } from '../search-index'

export function toManual(row: ManualRow): Manual {
  return {
    id: row.id,
    brand: row.brand,
    model: row.model,
    deviceType: row.deviceType,
    specifications: row.specifications,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The catalogue, 'General Device Question' first, then by brand and model. */
export async function listManuals(db: Db): Promise<ManualRow[]> {
  return db
    .select()
    .from(manuals)
    .orderBy(
      sql`(${manuals.brand} = ${GENERAL_DEVICE_BRAND}) desc`,
      asc(sql`lower(${manuals.brand})`),
      asc(sql`lower(${manuals.model})`),
    )
}

export async function findManual(db: Db, id: number): Promise<ManualRow | undefined> {
  const [row] = await db.select().from(manuals).where(eq(manuals.id, id)).limit(1)
  return row
}

export const DEVICE_EXISTS = 'A device with this brand and model already exists'

type DeviceFields = { brand: string; model: string; deviceType: string; specifications: string }

const deviceName = (row: Pick<ManualRow, 'brand' | 'model'>) =>
  [row.brand, row.model].filter(Boolean).join(' ')

/** Adds a device, as an admin (`actor`), and makes its specifications searchable at once. */
export async function createManual(db: Db, actor: AuditActor, input: DeviceFields): Promise<ManualRow> {
  try {
    return await searchIndexOf(db).write((writer) =>
      asAdmin(db, actorIdOf(actor), async (tx) => {
        const [created] = await tx.insert(manuals).values(input).returning()
        await writer.put(tx, devicePassage(created as ManualRow))
        await recordAdminAction(tx, actor, {
          action: 'device.create',
          targetType: 'device',
          targetId: created?.id,
          summary: `Added device ${deviceName(input)} (${input.deviceType || 'no type'})`,
          details: { brand: input.brand, model: input.model, deviceType: input.deviceType },
        })
        return created as ManualRow
      }),
    )
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DEVICE_EXISTS, 'DEVICE_EXISTS')
    throw error
  }
}

export async function updateManual(
  db: Db,
  actor: AuditActor,
  id: number,
  input: DeviceFields,
): Promise<ManualRow> {
  try {
    return await searchIndexOf(db).write((writer) =>
      asAdmin(db, actorIdOf(actor), async (tx) => {
        const [before] = await tx.select().from(manuals).where(eq(manuals.id, id)).for('update')
        const [updated] = await tx
          .update(manuals)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(manuals.id, id))
          .returning()
        if (!updated || !before) throw notFound('Device not found')
        await writer.put(tx, devicePassage(updated))
        const changes: Record<string, unknown> = changedFields(before, updated, [
          'brand',
          'model',
          'deviceType',
        ])
        // Specifications are free text of any length: the log keeps that they changed.
        if (before.specifications !== updated.specifications) changes.specifications = 'changed'
        const fields = Object.keys(changes)
        await recordAdminAction(tx, actor, {
          action: 'device.update',
          targetType: 'device',
          targetId: id,
          summary: `Edited device ${deviceName(updated)}: ${fields.length > 0 ? fields.join(', ') : 'nothing changed'}`,
          details: changes,
        })
        return updated
      }),
    )
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DEVICE_EXISTS, 'DEVICE_EXISTS')
    throw error
  }
}

/** Deletes a device and its indexed passages (the foreign key's cascade would too). Past queries about it stay counted. */
export async function deleteManual(db: Db, actor: AuditActor, id: number): Promise<void> {
  await searchIndexOf(db).write((writer) =>
    asAdmin(db, actorIdOf(actor), async (tx) => {
      await writer.removeDevice(tx, id)
      const [deleted] = await tx.delete(manuals).where(eq(manuals.id, id)).returning()
      if (!deleted) throw notFound('Device not found')
      await recordAdminAction(tx, actor, {
        action: 'device.delete',
        targetType: 'device',
        targetId: id,
        summary: `Deleted device ${deviceName(deleted)} and its manuals`,
        details: { brand: deleted.brand, model: deleted.model, deviceType: deleted.deviceType },
      })
    }),
  )
}

/** How an import went: every row was either a new device or an update of one with the same brand and model. */
export type ImportOutcome = { added: number; updated: number }

/**
 * Imports devices in one transaction: a device with the same brand and model (in any case) is updated,
 * not doubled; if anything fails, nothing is imported. Says how many rows were added and how many updated.
 */
export async function importManuals(
  db: Db,
  actor: AuditActor,
  devices: DeviceFields[],
): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { added: 0, updated: 0 }
  await searchIndexOf(db).write((writer) =>
    asAdmin(db, actorIdOf(actor), async (tx) => {
      outcome.added = 0
      outcome.updated = 0
      for (const device of devices) {
        // The unique index is on lower(brand), lower(model), which Drizzle's conflict target cannot name.
        // xmax is 0 on a row this statement inserted and set on one it updated: Postgres' way to tell them apart.
        const upserted = await tx.execute<{ id: number; inserted: boolean }>(sql`
        insert into manuals (brand, model, device_type, specifications)
        values (${device.brand}, ${device.model}, ${device.deviceType}, ${device.specifications})
        on conflict ((lower(brand)), (lower(model))) do update
          set device_type = excluded.device_type, specifications = excluded.specifications, updated_at = now()
        returning id, (xmax = 0) as inserted`)
        const [result] = rowsOf<{ id: number; inserted: boolean }>(upserted)
        if (result?.inserted) outcome.added++
        else outcome.updated++
        const [row] = await tx
          .select()
          .from(manuals)
          .where(eq(manuals.id, result?.id ?? -1))
        await writer.put(tx, devicePassage(row as ManualRow))
      }
      await recordAdminAction(tx, actor, {
        action: 'device.import',
        targetType: 'device',
        summary: `Imported ${devices.length} devices from a spreadsheet: ${outcome.added} added, ${outcome.updated} updated`,
        details: { added: outcome.added, updated: outcome.updated },
      })
    }),
  )
  return outcome
}
