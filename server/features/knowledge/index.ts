// What other features may use of knowledge (the content files and the search index they are written to).
export {
  type GuideSection,
  hashText,
  type NextSteps,
  readCatalogue,
  readGuides,
  readLearningPhrases,
  readNextSteps,
} from './content'
export { devicePassage } from './service'
