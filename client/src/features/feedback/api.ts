import type { MessageResponse } from '@contract/common'
import type {
  FeedbackItem,
  FeedbackReply,
  FeedbackReplyRequest,
  FeedbackReplyResult,
  FeedbackRequest,
  FeedbackUpdate,
} from '@contract/feedback'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/components/ui/use-toast'
import { apiRequest, errorMessage } from '@/lib/api'
import { errorToast } from '@/lib/error-toast'

export const adminFeedbackQueryKey = ['/api/admin/feedback'] as const

/** POST /api/feedback: open to visitors; the contact page shows its thank-you screen on success. */
export function useSubmitFeedback() {
  return useMutation({
    mutationFn: (feedback: FeedbackRequest) => apiRequest<MessageResponse>('POST', '/api/feedback', feedback),
    onError: (error) => {
      errorToast(errorMessage(error, 'Failed to submit feedback. Please try again.'), 'Submission Failed')
    },
  })
}

export function useFeedbackList() {
  return useQuery<FeedbackItem[] | null>({ queryKey: adminFeedbackQueryKey })
}

export function useUpdateFeedback() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: FeedbackUpdate }) =>
      apiRequest<FeedbackItem>('PUT', `/api/admin/feedback/${id}`, changes),
    onSuccess: (updated) => {
      // The dialog reads the item from the list, so the new status shows before the refetch lands.
      queryClient.setQueryData<FeedbackItem[] | null>(adminFeedbackQueryKey, (items) =>
        items?.map((item) => (item.id === updated.id ? updated : item)),
      )
      void queryClient.invalidateQueries({ queryKey: adminFeedbackQueryKey })
      toast({ title: 'Success', description: 'Feedback updated successfully.' })
    },
    onError: (error) => {
      errorToast(errorMessage(error, 'Failed to update feedback'))
    },
  })
}

/** The thread of one feedback item, oldest first; read when its details dialog opens. */
export const feedbackRepliesQueryKey = (id: number) => [`/api/admin/feedback/${id}/replies`] as const

export function useFeedbackReplies(id: number | null) {
  return useQuery<FeedbackReply[]>({
    queryKey: feedbackRepliesQueryKey(id ?? 0),
    enabled: id !== null,
  })
}

/**
 * What became of a reply, said as it is: emailed; kept but not emailed (no mail server: the development
 * outbox); or kept and not sent, with the mail server's error.
 */
export function announceReply(reply: FeedbackReply) {
  if (reply.delivery === 'sent') {
    toast({ title: 'Reply sent', description: `Emailed to ${reply.toEmail}.` })
  } else if (reply.delivery === 'outbox') {
    toast({
      title: 'Reply kept, not emailed',
      description:
        'No mail server is configured (SMTP_URL), so the reply was saved to the thread but not sent.',
    })
  } else if (reply.delivery === 'failed') {
    errorToast(
      `The reply was kept but the email was not sent: ${reply.error ?? 'the mail server did not accept it'}. You can resend it from the thread.`,
      'Reply not sent',
    )
  }
}

/** Keeps the item and its thread in the cache as the server now has them. */
function useStoreReplyResult() {
  const queryClient = useQueryClient()
  return ({ item, reply }: FeedbackReplyResult) => {
    queryClient.setQueryData<FeedbackItem[] | null>(adminFeedbackQueryKey, (items) =>
      items?.map((existing) => (existing.id === item.id ? item : existing)),
    )
    queryClient.setQueryData<FeedbackReply[]>(feedbackRepliesQueryKey(item.id), (replies) => {
      const others = (replies ?? []).filter((existing) => existing.id !== reply.id)
      return [...others, reply].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
    })
    void queryClient.invalidateQueries({ queryKey: feedbackRepliesQueryKey(item.id) })
    void queryClient.invalidateQueries({ queryKey: adminFeedbackQueryKey })
  }
}

/** POST /api/admin/feedback/{id}/replies: emails the reply and sets the status; the reply is kept either way. */
export function useReplyToFeedback() {
  const store = useStoreReplyResult()
  return useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: FeedbackReplyRequest }) =>
      apiRequest<FeedbackReplyResult>('POST', `/api/admin/feedback/${id}/replies`, reply),
    onSuccess: (result) => {
      store(result)
      announceReply(result.reply)
    },
    onError: (error) => {
      errorToast(errorMessage(error, 'Failed to send the reply'))
    },
  })
}

/** POST .../replies/{replyId}/resend: one more attempt at a reply that was not sent. */
export function useResendReply() {
  const store = useStoreReplyResult()
  return useMutation({
    mutationFn: ({ feedbackId, replyId }: { feedbackId: number; replyId: number }) =>
      apiRequest<FeedbackReplyResult>('POST', `/api/admin/feedback/${feedbackId}/replies/${replyId}/resend`),
    onSuccess: (result) => {
      store(result)
      announceReply(result.reply)
    },
    onError: (error) => {
      errorToast(errorMessage(error, 'Failed to resend the reply'), 'Reply not sent')
    },
  })
}
