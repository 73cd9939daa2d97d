import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client'
import { contentSeeds, knowledgeChunks, type ManualRow, manuals } from '../../db/schema'
import { type CatalogueDevice, type GuideSection, hashText } from './content'

export const catalogueKey = (brand: string, model: string) =>
  `device:${brand.trim().toLowerCase()}|${model.trim().toLowerCase()}`

/**
 * Adds catalogue devices that were never seeded before. A device seeded once is never touched again,
 * so an admin's edit or deletion survives every restart. Returns how many devices were added.
 */
export async function seedCatalogue(db: Db, devices: CatalogueDevice[]): Promise<number> {
  const keys = devices.map((d) => catalogueKey(d.brand, d.model))
  const seeded = new Set(
    (
      await db.select({ key: contentSeeds.key }).from(contentSeeds).where(inArray(contentSeeds.key, keys))
    ).map((r) => r.key),
  )
  const fresh = devices.filter((d) => !seeded.has(catalogueKey(d.brand, d.model)))
  if (fresh.length === 0) return 0
  let added = 0
  await db.transaction(async (tx) => {
    for (const device of fresh) {
      const inserted = await tx
        .insert(manuals)
        .values(device)
        .onConflictDoNothing()
        .returning({ id: manuals.id })
      added += inserted.length
    }
    await tx
      .insert(contentSeeds)
      .values(fresh.map((d) => ({ key: catalogueKey(d.brand, d.model) })))
      .onConflictDoNothing()
  })
  return added
}

/** Makes the guide passages in the index match content/guides: new and changed ones written, gone ones removed. */
export async function syncGuideChunks(
  db: Db,
  sections: GuideSection[],
): Promise<{ written: number; removed: number }> {
  const existing = new Map(
    (
      await db
        .select({ id: knowledgeChunks.id, hash: knowledgeChunks.contentHash })
        .from(knowledgeChunks)
        .where(eq(knowledgeChunks.kind, 'guide'))
    ).map((r) => [r.id, r.hash]),
  )
  const changed = sections.filter((s) => existing.get(`guide:${s.id}`) !== s.contentHash)
  let removed = 0
  await db.transaction(async (tx) => {
    for (const s of changed) {
      const row = {
        id: `guide:${s.id}`,
        kind: 'guide' as const,
        sourceId: s.guideId,
        sourceTitle: s.guideTitle,
        title: s.title,
        headings: s.headings,
        body: s.body,
        deviceTypes: s.deviceTypes,
        brands: s.brands.map((b) => b.toLowerCase()),
        position: s.position,
        contentHash: s.contentHash,
      }
      await tx
        .insert(knowledgeChunks)
        .values(row)
        .onConflictDoUpdate({ target: knowledgeChunks.id, set: row })
    }
    const keep = sections.map((s) => `guide:${s.id}`)
    const gone = await tx
      .delete(knowledgeChunks)
      .where(
        and(
          eq(knowledgeChunks.kind, 'guide'),
          keep.length ? notInArray(knowledgeChunks.id, keep) : sql`true`,
        ),
      )
      .returning({ id: knowledgeChunks.id })
    removed = gone.length
  })
  return { written: changed.length, removed }
}

function deviceChunk(device: ManualRow) {
  const label = [device.brand, device.model].filter(Boolean).join(' ')
  const body = device.specifications || `${label}${device.deviceType ? ` (${device.deviceType})` : ''}`
  return {
    id: `device:${device.id}`,
    kind: 'device' as const,
    sourceId: `device:${device.id}`,
    sourceTitle: `${label} specifications`,
    title: `${label} specifications`,
    headings: [device.brand, device.model, device.deviceType].filter(Boolean).join(' · '),
    body,
    deviceId: device.id,
    deviceTypes: device.deviceType ? [device.deviceType] : [],
    brands: [device.brand.toLowerCase()],
    position: 0,
    contentHash: hashText(`${label}\n${device.deviceType}\n${body}`),
  }
}

/** Writes (or refreshes) the specification passage of one device. */
export async function indexDevice(db: DbOrTx, device: ManualRow): Promise<void> {
  const row = deviceChunk(device)
  await db.insert(knowledgeChunks).values(row).onConflictDoUpdate({ target: knowledgeChunks.id, set: row })
}

/** Brings every device's specification passage up to date (at start; edits re-index one device at once). */
export async function syncDeviceChunks(db: Db): Promise<number> {
  const devices = await db.select().from(manuals)
  const hashes = new Map(
    (
      await db
        .select({ id: knowledgeChunks.id, hash: knowledgeChunks.contentHash })
        .from(knowledgeChunks)
        .where(eq(knowledgeChunks.kind, 'device'))
    ).map((r) => [r.id, r.hash]),
  )
  let written = 0
  for (const device of devices) {
    const row = deviceChunk(device)
    if (hashes.get(row.id) === row.contentHash) continue
    await indexDevice(db, device)
    written++
  }
  return written
}
