import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { contentSeeds, type ManualRow, manuals } from '../../db/schema'
import { type PassageRow, searchIndexOf } from '../search-index'
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
  const index = searchIndexOf(db)
  const existing = await index.contentHashes('guide')
  const changed = sections.filter((s) => existing.get(`guide:${s.id}`) !== s.contentHash)
  let removed = 0
  await index.write((writer) =>
    db.transaction(async (tx) => {
      for (const s of changed) {
        await writer.put(tx, {
          id: `guide:${s.id}`,
          kind: 'guide',
          sourceId: s.guideId,
          sourceTitle: s.guideTitle,
          title: s.title,
          headings: s.headings,
          body: s.body,
          deviceTypes: s.deviceTypes,
          brands: s.brands.map((b) => b.toLowerCase()),
          position: s.position,
          contentHash: s.contentHash,
        })
      }
      const gone = await writer.removeKindExcept(
        tx,
        'guide',
        sections.map((s) => `guide:${s.id}`),
      )
      removed = gone.length
    }),
  )
  return { written: changed.length, removed }
}

/** The specification passage of a device: what the index holds of it besides its manuals. */
export function devicePassage(device: ManualRow): PassageRow {
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

/** Brings every device's specification passage up to date (at start; edits re-index one device at once). */
export async function syncDeviceChunks(db: Db): Promise<number> {
  const index = searchIndexOf(db)
  const devices = await db.select().from(manuals)
  const hashes = await index.contentHashes('device')
  let written = 0
  await index.write(async (writer) => {
    for (const device of devices) {
      const row = devicePassage(device)
      if (hashes.get(row.id) === row.contentHash) continue
      await writer.put(db, row)
      written++
    }
  })
  return written
}
