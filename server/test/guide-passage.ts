// A guide section as the retrieval hands it to the composers: for tests that compose answers from the real guides.
import type { Passage } from '../features/answers/retrieval'
import type { GuideSection } from '../features/knowledge/content'

export function guidePassage(section: GuideSection, score: number): Passage {
  return {
    id: `guide:${section.id}`,
    kind: 'guide',
    sourceId: section.guideId,
    sourceTitle: section.guideTitle,
    title: section.title,
    headings: section.headings,
    body: section.body,
    deviceId: null,
    page: null,
    pageLabel: null,
    url: null,
    score,
  }
}
