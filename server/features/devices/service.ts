import { asc, eq, sql } from 'drizzle-orm'
import type { Manual } from '../../../contract/devices'
import { GENERAL_DEVICE_BRAND } from '../../../contract/devices'
import type { Db } from '../../db/client'
import { type ManualRow, manuals } from '../../db/schema'

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
