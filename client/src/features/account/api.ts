// The signed-in user's own data: downloading everything kept about them, and deleting their account.
import { type AccountExport, accountExportFileName, type DeleteAccountRequest } from '@contract/account'
import type { MessageResponse } from '@contract/common'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from '@/components/ui/use-toast'
import { showSignedOut } from '@/features/auth'
import { useProductName } from '@/features/config'
import { ApiError, apiGet, apiRequest, errorMessage } from '@/lib/api'
import { errorToast } from '@/lib/error-toast'
import { saveFile } from '@/lib/save-file'

export const ACCOUNT_EXPORT_URL = '/api/account/export'
export const ACCOUNT_URL = '/api/account'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** 'Download my data': GET /api/account/export, saved as a readable JSON file named as the server names it. */
export function useDownloadAccountData() {
  const product = useProductName()
  return useMutation({
    mutationFn: async () => {
      const data = await apiGet<AccountExport>(ACCOUNT_EXPORT_URL)
      if (!data) throw new Error('The server sent no data')
      return data
    },
    onSuccess: (data) => {
      const fileName = accountExportFileName(product, data.exportedAt)
      saveFile(fileName, 'application/json', `${JSON.stringify(data, null, 2)}\n`)
      toast({
        title: 'Your data is downloading',
        description: `${fileName}: your profile, ${plural(data.questions.length, 'question')} and ${plural(data.feedback.length, 'contact message')}.`,
      })
    },
    onError: (error) => {
      const throttled = error instanceof ApiError && error.status === 429
      errorToast(
        throttled
          ? 'You downloaded your data several times in a short while. Please try again in a few minutes.'
          : errorMessage(error, 'Failed to download your data'),
        'Download failed',
      )
    },
  })
}

/**
 * DELETE /api/account: on success the user is signed out and sent home with a short confirmation. Failures
 * are the dialog's to show (under the password field when the server names it).
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: (request: DeleteAccountRequest) =>
      apiRequest<MessageResponse>('DELETE', ACCOUNT_URL, request, {
        fallbackMessage: 'Failed to delete your account',
      }),
    onSuccess: async () => {
      await showSignedOut(queryClient, navigate)
      toast({ title: 'Account deleted', description: 'Your account and its data have been deleted.' })
    },
  })
}
