import { useRouteError } from 'react-router'

/** Last resort when a page throws while rendering: a plain, self-contained message (no shell, no queries). */
export function RouteError() {
  const error = useRouteError()
  console.error(error)
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        An unexpected error stopped this page from loading. Please reload the page or go back to the home
        page.
      </p>
      <a
        href="/"
        className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
      >
        Go to Home
      </a>
    </div>
  )
}
