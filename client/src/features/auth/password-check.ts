import { type PasswordCheckRequest, type PasswordCheckResponse, passwordSchema } from '@contract/auth'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { useDebouncedValue } from '@/lib/use-debounced-value'

/** Whose words the check weighs a new password against: what the form knows of the account. */
export type PasswordCheckOwner = Omit<PasswordCheckRequest, 'password'>

/** How long typing pauses before the server is asked: one request per pause, not per key. */
export const PASSWORD_CHECK_DELAY_MS = 400

/**
 * Why the server would refuse the new password being typed (POST /api/auth/password-check, the same rule as
 * the routes that set one, decision 0043), or null when it would take it; undefined while there is nothing
 * to say yet. Asked only once the password meets the SPEC.md rules the form checks itself. zxcvbn's
 * dictionaries (about 240 KB gzipped) stay on the server: the password pages would more than double.
 */
export function usePasswordProblem(
  password: string,
  owner: PasswordCheckOwner = {},
): string | null | undefined {
  // Debounced as text: a new object at every render would restart the wait each time.
  const typed = JSON.stringify({ ...owner, password } satisfies PasswordCheckRequest)
  const debounced = useDebouncedValue(typed, PASSWORD_CHECK_DELAY_MS)
  const settled = debounced === typed
  const request = JSON.parse(debounced) as PasswordCheckRequest
  const query = useQuery({
    queryKey: ['password-check', request],
    queryFn: () => apiRequest<PasswordCheckResponse>('POST', '/api/auth/password-check', request),
    enabled: settled && passwordSchema.safeParse(request.password).success,
    staleTime: Number.POSITIVE_INFINITY,
    // The typed password leaves the cache as soon as nothing shows its answer.
    gcTime: 0,
    retry: false,
  })
  // A throttled or failed check says nothing: the server still checks on submit.
  if (!settled || query.isError) return undefined
  return query.data?.problem
}
