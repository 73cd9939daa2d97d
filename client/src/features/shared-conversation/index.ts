// What other features and the pages may use of shared-conversation: they import it from here (decision 0059).
export { SharedConversationView } from './shared-conversation-view'
