import type { Db } from '../../db/client'
import { invalidateCorpusStats } from '../answers/retrieval'
import { readCatalogue, readGuides } from './content'
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
  const guides = await syncGuideChunks(db, readGuides(dir))
  const deviceChunksWritten = await syncDeviceChunks(db)
  invalidateCorpusStats()
  return {
    devicesAdded,
    guideSectionsWritten: guides.written,
    guideSectionsRemoved: guides.removed,
    deviceChunksWritten,
  }
}
