import { Component, type ReactNode } from 'react'

/** Last resort when a page throws while rendering: a plain, self-contained message (no shell, no queries). */
export function RouteError() {
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

type BoundaryProps = {
  children: ReactNode
  /** Another value (the next path) clears the error. */
  resetKey: string
}

/**
 * Shows RouteError instead of the whole frame when a page throws, or when its chunk fails to load (a deploy
 * replaced it, the network dropped); going to another path tries again. React logs the error itself.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false })
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children
  }
}
