import { useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import { useProductName } from '@/features/config/api'

const never = () => () => {}
const thisYear = () => new Date().getFullYear()
/**
 * The year the pre-rendered pages were built in (vite.config.ts), which their HTML shows: a page hydrated in
 * a later year starts from it, without a mismatch, and moves on to this year right after.
 */
const builtIn = () => import.meta.env.BUILD_YEAR ?? thisYear()

export function Footer() {
  const product = useProductName()
  const year = useSyncExternalStore(never, thisYear, builtIn)
  return (
    <footer className="mt-auto bg-navy text-navy-foreground">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {year} {product}. All rights reserved.
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link
                to="/pricing"
                className="rounded-sm underline-offset-4 hover:text-navy-strong hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-navy-highlight"
              >
                Pricing
              </Link>
            </li>
            <li>
              <Link
                to="/privacy"
                className="rounded-sm underline-offset-4 hover:text-navy-strong hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-navy-highlight"
              >
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link
                to="/terms"
                className="rounded-sm underline-offset-4 hover:text-navy-strong hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-navy-highlight"
              >
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
