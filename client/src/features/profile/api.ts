import type { ChangePasswordRequest } from '@contract/auth'
import type { MessageResponse } from '@contract/common'
import { useMutation } from '@tanstack/react-query'
import { toast } from '@/components/ui/use-toast'
import { throttledMessage } from '@/features/auth'
import { apiRequest, errorMessage } from '@/lib/api'
import { errorToast } from '@/lib/error-toast'

/** POST /api/auth/change-password; a failure shows the server's message (SPEC.md section 8). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) =>
      apiRequest<MessageResponse | null>('POST', '/api/auth/change-password', request, {
        fallbackMessage: 'Failed to change password',
      }),
    onSuccess: (answer) => {
      toast({ title: 'Password changed', description: answer?.message || 'Your password has been updated.' })
    },
    onError: (error) => {
      errorToast(throttledMessage(error) ?? errorMessage(error, 'Failed to change password'))
    },
  })
}
