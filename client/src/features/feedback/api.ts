import type { MessageResponse } from '@contract/common'
import type { FeedbackItem, FeedbackRequest, FeedbackUpdate } from '@contract/feedback'
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
