// What other features may use of answer-review: they import it from here, not from its files (decision 0059).
export { answerReviewAdminRoutes } from './routes'
