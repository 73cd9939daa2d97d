import {
  type AuthUserResponse,
  type ChangePasswordRequest,
  FORGOT_PASSWORD_MESSAGE,
  type ForgotPasswordRequest,
  type ForgotPasswordResponse,
  type LoginRequest,
  type RegisterRequest,
  type ResendVerificationResponse,
  type ResetPasswordRequest,
  type VerifyEmailRequest,
} from '@contract/auth'
import type { MessageResponse } from '@contract/common'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { type NavigateFunction, useNavigate } from 'react-router'
import { toast } from '@/components/ui/use-toast'
import {
  ApiError,
  apiRequest,
  CURRENT_USER_URL,
  currentUserQueryKey,
  errorMessage,
  usageQueryKey,
} from '@/lib/api'
import { errorToast } from '@/lib/error-toast'
import { locationCommitted } from '@/lib/navigation'
import { ACCOUNT_SUSPENDED_CODE, clearSuspended, markSuspended } from '@/lib/suspension'
import { type CurrentUserData, setCurrentUser } from './session'
import { throttledMessage } from './throttle'

export { type CurrentUserData, setCurrentUser, useCurrentUser } from './session'

/** Login: SPEC.md section 4 'Login success' and section 8 'Login failed'. */
export function useLogin() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: (credentials: LoginRequest) =>
      apiRequest<AuthUserResponse>('POST', '/api/auth/login', credentials, {
        fallbackMessage: 'Login failed',
      }),
    onSuccess: ({ user }) => {
      clearSuspended()
      setCurrentUser(queryClient, user)
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey })
      void queryClient.invalidateQueries({ queryKey: usageQueryKey })
      toast({ title: 'Login successful', description: `Welcome back, ${user.firstName || user.username}!` })
      navigate('/agent')
    },
    onError: (error) => {
      // A suspended account: the form says why, with the way to support (decision 0085).
      if (error instanceof ApiError && error.code === ACCOUNT_SUSPENDED_CODE) markSuspended()
      // Past the failure limit: when to try again, from Retry-After.
      errorToast(throttledMessage(error) ?? errorMessage(error, 'Invalid email or password'), 'Login failed')
    },
  })
}

export function useRegister() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: (account: RegisterRequest) =>
      apiRequest<AuthUserResponse>('POST', '/api/auth/register', account, {
        fallbackMessage: 'Please try again',
      }),
    onSuccess: ({ user }) => {
      setCurrentUser(queryClient, user)
      toast({ title: 'Registration successful', description: 'You can now start using the assistant.' })
      navigate('/agent')
    },
    onError: (error) => {
      errorToast(errorMessage(error, 'Please try again'), 'Registration failed')
    },
  })
}

/** After the session ended (logout, a deleted account): the home page, then nothing of the account cached. */
export async function showSignedOut(queryClient: QueryClient, navigate: NavigateFunction) {
  // Leave first, and wait until the home page is on screen: a signed-in-only page still showing when the
  // user turns null would redirect to /login with 'Authentication Required' instead.
  const left = locationCommitted('/')
  void navigate('/')
  await left
  // Nothing read while signed in may outlive the session. The user entry is set to null rather than
  // removed: mounted observers stay attached to it, so the top bar turns signed-out at once
  // (queryClient.clear() would orphan them and leave the old user on screen).
  setCurrentUser(queryClient, null)
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_URL })
}

export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: () => apiRequest<MessageResponse | null>('POST', '/api/auth/logout'),
    onSuccess: async () => {
      await showSignedOut(queryClient, navigate)
      toast({ title: 'Logged out successfully' })
    },
    onError: () => {
      errorToast('Failed to logout. Please try again.')
    },
  })
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (request: ForgotPasswordRequest) =>
      apiRequest<ForgotPasswordResponse>('POST', '/api/auth/forgot-password', request),
    onSuccess: (response) => {
      // Development servers without mail hand back the link; it goes to the console, never the screen.
      if (response?.debug?.resetLink) console.log('Password reset link:', response.debug.resetLink)
      toast({ title: 'Check your email', description: response?.message || FORGOT_PASSWORD_MESSAGE })
    },
    onError: (error) => {
      errorToast(errorMessage(error, 'Something went wrong'))
    },
  })
}

export function useResetPassword() {
  const navigate = useNavigate()
  return useMutation({
    mutationFn: (request: ResetPasswordRequest) =>
      apiRequest<MessageResponse | null>('POST', '/api/auth/reset-password', request),
    onSuccess: () => {
      toast({ title: 'Password reset successful', description: 'You can now log in with your new password.' })
      navigate('/login')
    },
    onError: (error) => {
      errorToast(errorMessage(error, 'Something went wrong'))
    },
  })
}

/** The confirmation link's page: confirms once on arrival and refreshes the signed-in user, if any. */
export function useVerifyEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: VerifyEmailRequest) =>
      apiRequest<AuthUserResponse>('POST', '/api/auth/verify-email', request),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  })
}

/** The banner's 'Resend link'. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiRequest<ResendVerificationResponse>('POST', '/api/auth/resend-verification'),
    onSuccess: (response) => {
      // Development servers without mail hand back the link; it goes to the console, never the screen.
      if (response?.debug?.verifyLink) console.log('Email confirmation link:', response.debug.verifyLink)
      toast({ title: 'Check your email', description: response.message })
    },
    onError: (error) => {
      errorToast(throttledMessage(error) ?? errorMessage(error, 'Something went wrong'))
    },
  })
}

/** Where an account goes once its first password is set: an administrator to the console, others to the agent. */
export function firstPageOf(data: CurrentUserData | undefined): '/admin' | '/agent' {
  return data?.user?.role === 'admin' ? '/admin' : '/agent'
}

/**
 * The first sign-in's new password (decision 0028): POST /api/auth/change-password with the printed one as
 * the current password. Once it is set, the account is no longer held on the set-password screen: an
 * administrator goes on to the console, anyone else to the agent. Failures are left to the form, which shows them on their field.
 */
export function useSetFirstPassword() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) =>
      apiRequest<MessageResponse | null>('POST', '/api/auth/change-password', request, {
        fallbackMessage: 'Failed to change password',
      }),
    onSuccess: () => {
      // Cleared in the cache before leaving, so the frame does not send the user straight back here; the
      // write's own refresh of the user follows (query-client.ts).
      queryClient.setQueryData<CurrentUserData>(currentUserQueryKey, (data) =>
        data ? { user: { ...data.user, passwordChangeRequired: false } } : data,
      )
      toast({ title: 'Password set', description: 'Your new password is saved. Welcome aboard.' })
      // The printed password is the first administrator's (decision 0028): its work is in the console.
      navigate(firstPageOf(queryClient.getQueryData<CurrentUserData>(currentUserQueryKey)), { replace: true })
    },
  })
}
