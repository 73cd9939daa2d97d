import type { User } from '@contract/user'
// clsx, not cn: these classes never conflict, and tailwind-merge would add 8 KB to every visitor's download.
import { clsx } from 'clsx'
import { Menu, Sparkles, Waves, X } from 'lucide-react'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { Link, NavLink } from 'react-router'
import { useCurrentUser } from '@/features/auth/session'
import { useProductName } from '@/features/config/api'
import { useUsage } from '@/features/usage/api'

// The signed-in controls (Radix dropdown and tooltip) come in one chunk, fetched once someone is signed in.
const loadSignedInShell = () => import('./signed-in-shell')
const UserMenu = lazy(async () => ({ default: (await loadSignedInShell()).UserMenu }))
const UsageBadge = lazy(async () => ({ default: (await loadSignedInShell()).UsageBadge }))
const ThemeRadioGroup = lazy(async () => ({ default: (await loadSignedInShell()).ThemeRadioGroup }))

/** The avatar's place while the menu's chunk loads, so nothing moves when it arrives. */
function AvatarPlaceholder() {
  return <span className="size-9 shrink-0 rounded-full bg-navy-strong/10" aria-hidden />
}

const onNavy =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-navy-highlight focus-visible:ring-offset-2 focus-visible:ring-offset-navy'

type NavItem = { to: string; label: string; end?: boolean }

function navItemsFor(user: User | null): NavItem[] {
  // Held on the set-password screen (decision 0028): no links that would only lead back to it.
  if (user?.passwordChangeRequired) return []
  const items: NavItem[] = [
    { to: '/', label: 'Home', end: true },
    { to: '/agent', label: 'Agent' },
    { to: '/contact', label: 'Contact' },
  ]
  // After the links every visitor sees: added once the session is known, it moves none of them.
  if (user) items.push({ to: '/boats', label: 'My boat' })
  if (user?.role === 'admin') items.push({ to: '/admin', label: 'Admin' })
  return items
}

function NavLinks({
  items,
  vertical,
  onNavigate,
}: {
  items: NavItem[]
  vertical?: boolean
  onNavigate?: () => void
}) {
  return (
    <ul className={clsx('flex', vertical ? 'flex-col gap-1' : 'items-center gap-1')}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            className={({ isActive }) =>
              clsx(
                'block rounded-md px-3 py-2 text-sm font-medium transition-colors',
                onNavy,
                isActive
                  ? 'bg-navy-strong/10 text-navy-strong'
                  : 'text-navy-muted-foreground hover:bg-navy-strong/5 hover:text-navy-strong',
              )
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}

// The plan dialog (and its card forms) loads on the first click, not with the shell every visitor downloads.
const UpgradeDialog = lazy(async () => ({
  default: (await import('@/features/billing/components/upgrade-dialog')).UpgradeDialog,
}))

function UpgradeButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onClick}
      className={clsx(
        'inline-flex h-9 items-center gap-1.5 rounded-md bg-navy-accent px-3 text-sm font-semibold text-navy-accent-foreground transition-colors hover:bg-navy-highlight',
        onNavy,
      )}
    >
      <Sparkles className="size-4" aria-hidden />
      Upgrade
    </button>
  )
}

function SignedOutActions({ vertical, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  return (
    <div className={clsx('flex gap-2', vertical ? 'flex-col' : 'items-center')}>
      <Link
        to="/login"
        onClick={onNavigate}
        className={clsx(
          'inline-flex h-9 items-center justify-center rounded-md px-3 text-sm font-medium text-navy-foreground hover:bg-navy-strong/10 hover:text-navy-strong',
          vertical && 'border border-navy-strong/20',
          onNavy,
        )}
      >
        Login
      </Link>
      <Link
        to="/register"
        onClick={onNavigate}
        className={clsx(
          'inline-flex h-9 items-center justify-center rounded-md bg-navy-accent px-4 text-sm font-semibold text-navy-accent-foreground hover:bg-navy-highlight',
          onNavy,
        )}
      >
        Sign Up
      </Link>
    </div>
  )
}

export function TopBar() {
  const product = useProductName()
  const { user, isLoading } = useCurrentUser()
  // Admins are never metered (decision 0028): no counter and no Upgrade for them. An account that must
  // first replace its printed password sees neither either (the server would refuse the usage read).
  const settingPassword = Boolean(user?.passwordChangeRequired)
  const metered = Boolean(user) && user?.role !== 'admin' && !settingPassword
  const { data: usage } = useUsage({ enabled: metered })
  const [menuOpen, setMenuOpen] = useState(false)
  const closeMenu = () => setMenuOpen(false)
  const menuRef = useRef<HTMLDivElement>(null)
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  // Closed from inside (Escape, or its Upgrade opening the plans), the menu would take focus with it to the
  // page's body: focus goes to the menu's button, where a dialog opened from the menu also returns it.
  const closeMenuFromInside = useCallback(() => {
    if (menuRef.current?.contains(document.activeElement)) menuButtonRef.current?.focus()
    setMenuOpen(false)
  }, [])
  const items = navItemsFor(user)
  const showUpgrade = metered && usage?.subscription === 'free'
  // SPEC.md 'Upgrade dialog in the navigation': the plans open as a modal over whatever page is showing.
  const [upgradeOpen, setUpgradeOpen] = useState(false)
  const [upgradeRequested, setUpgradeRequested] = useState(false)
  const openUpgrade = () => {
    closeMenuFromInside()
    setUpgradeRequested(true)
    setUpgradeOpen(true)
  }

  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenuFromInside()
    }
    const onResize = () => {
      if (window.matchMedia('(min-width: 768px)').matches) setMenuOpen(false)
    }
    window.addEventListener('keydown', onKeyDown)
    window.addEventListener('resize', onResize)
    return () => {
      window.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('resize', onResize)
    }
  }, [menuOpen, closeMenuFromInside])

  return (
    <header className="sticky top-0 z-40 bg-navy text-navy-foreground shadow-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link
          to="/"
          onClick={closeMenu}
          className={clsx('flex min-w-0 items-center gap-2 rounded-md text-navy-strong', onNavy)}
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-navy-accent/15 text-navy-highlight">
            <Waves className="size-5" aria-hidden />
          </span>
          <span className="truncate text-lg font-semibold tracking-tight">{product}</span>
        </Link>

        {items.length > 0 && (
          <nav aria-label="Main" className="hidden md:block">
            <NavLinks items={items} />
          </nav>
        )}

        <div className="ml-auto flex items-center gap-3">
          {/* While the session loads, nothing: a flash of Login/Sign Up for signed-in users would mislead. */}
          {!isLoading && !user && (
            <div className="hidden md:block">
              <SignedOutActions />
            </div>
          )}
          {user && (
            <>
              {metered && (
                <div className="hidden items-center gap-3 md:flex">
                  <Suspense fallback={null}>
                    <UsageBadge />
                  </Suspense>
                  {showUpgrade && <UpgradeButton onClick={openUpgrade} />}
                </div>
              )}
              <Suspense fallback={<AvatarPlaceholder />}>
                <UserMenu user={user} />
              </Suspense>
              {upgradeRequested && (
                <Suspense fallback={null}>
                  <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} />
                </Suspense>
              )}
            </>
          )}
          {!settingPassword && (
            <button
              ref={menuButtonRef}
              type="button"
              className={clsx(
                'inline-flex size-10 items-center justify-center rounded-md text-navy-strong hover:bg-navy-strong/10 md:hidden',
                onNavy,
              )}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
            </button>
          )}
        </div>
      </div>

      {menuOpen && !settingPassword && (
        <div ref={menuRef} id="mobile-menu" className="border-t border-navy-strong/10 bg-navy md:hidden">
          <nav aria-label="Main" className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4">
            <NavLinks items={items} vertical onNavigate={closeMenu} />
            {!isLoading && !user && <SignedOutActions vertical onNavigate={closeMenu} />}
            {metered && (
              <div className="flex flex-wrap items-center gap-3 border-t border-navy-strong/10 pt-4">
                <Suspense fallback={null}>
                  <UsageBadge />
                </Suspense>
                {showUpgrade && <UpgradeButton onClick={openUpgrade} />}
              </div>
            )}
            {/* The profile menu's theme choice, where a phone's user looks for settings (decision 0078). */}
            {user && (
              <div className="border-t border-navy-strong/10 pt-4">
                <Suspense fallback={null}>
                  <ThemeRadioGroup />
                </Suspense>
              </div>
            )}
          </nav>
        </div>
      )}
    </header>
  )
}
