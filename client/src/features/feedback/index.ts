// What other features may use of feedback: they import it from here, not from its files (decision 0059).
export {
  useFeedbackList,
  useFeedbackReplies,
  useReplyToFeedback,
  useResendReply,
  useUpdateFeedback,
} from './api'
export {
  DEFAULT_FEEDBACK_SORT,
  FEEDBACK_PAGE_SIZE,
  type FeedbackFilter,
  feedbackFilterGroups,
  feedbackFilterLabel,
  feedbackPriorityLabels,
  feedbackSortValue,
  feedbackStatusLabels,
  filterFeedback,
} from './feedback-list'
export { feedbackReplyMailto } from './mailto'
