// What other features may use of agent: they import it from here, not from its files (decision 0059).
export { AnswerMarkdown } from './components/answer-markdown'
