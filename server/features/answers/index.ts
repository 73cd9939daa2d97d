// What other features may use of answers: they import it from here, not from its files (decision 0059).
export { answerBoatQuestion, type BoatAnswer, type LoadBoat } from './boat/boat-answer'
export { suggestedSettings } from './boat/suggested-settings'
export { isAnsweredOrDeclined, outcomeOfRow } from './outcome'
export { warmUpAnswers } from './warm-up'
