import type { Db } from '../../db/client'
import { readCatalogue, readGuides, readNextSteps } from './content'
import { seedCatalogue, syncDeviceChunks, syncGuideChunks } from './service'

export interface ContentLoadReport {
  devicesAdded: number
  guideSectionsWritten: number
  guideSectionsRemoved: number
  deviceChunksWritten: number
}

/** At start: seeds new catalogue devices and brings the search index in line with content/. Idempotent. */
export async function loadContent(db: Db, dir?: string): Promise<ContentLoadReport> {
  const devicesAdded = await seedCatalogue(db, readCatalogue(dir))
  const sections = readGuides(dir)
  // Checked at start, so a flow entry for a removed section stops the start with its name.
  readNextSteps(dir, sections)
  const guides = await syncGuideChunks(db, sections)
  const deviceChunksWritten = await syncDeviceChunks(db)
  return {
    devicesAdded,
    guideSectionsWritten: guides.written,
    guideSectionsRemoved: guides.removed,
    deviceChunksWritten,
  }
}
