// What other features may use of agent: they import it from here, not from its files (decision 0059).

export { answerBody } from './answer-text'
export { AnswerMarkdown } from './components/answer-markdown'
export { AnswerSources } from './components/answer-sources'
