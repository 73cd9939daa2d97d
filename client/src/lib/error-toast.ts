import { toast } from '@/components/ui/use-toast'

/** A destructive toast: SPEC.md's wording as the title ('Error' unless it says otherwise), the reason beneath. */
export function errorToast(description: string | undefined, title = 'Error') {
  toast({ variant: 'destructive', title, description })
}
