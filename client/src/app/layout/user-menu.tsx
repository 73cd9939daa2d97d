import type { User } from '@contract/user'
import { LogOut, MessageSquare, Ship, UserRound } from 'lucide-react'
import { Link } from 'react-router'
import { Avatar, AvatarFallback } from '@/components/ui/avatar'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { useLogout } from '@/features/auth/api'
import { fullNameOf, initialOf } from '@/features/auth/user'
import { ThemeMenuItems } from '@/features/theme'

/** The Profile dropdown of SPEC.md 'Navigation and footer', opened from the avatar. */
export function UserMenu({ user }: { user: User }) {
  const logout = useLogout()
  const fullName = fullNameOf(user)
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Profile menu for ${fullName}`}
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-navy-ring focus-visible:ring-offset-2 focus-visible:ring-offset-navy"
      >
        <Avatar>
          <AvatarFallback>{initialOf(user)}</AvatarFallback>
        </Avatar>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="font-normal">
          <p className="truncate text-sm font-semibold">{fullName}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {/* Held on the set-password screen (decision 0028), the pages would only lead back to it. */}
        {!user.passwordChangeRequired && (
          <>
            <DropdownMenuItem asChild>
              <Link to="/profile">
                <UserRound aria-hidden />
                Profile
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/boats">
                <Ship aria-hidden />
                My boat
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/contact">
                <MessageSquare aria-hidden />
                Contact
              </Link>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
          </>
        )}
        <ThemeMenuItems />
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden />
          {logout.isPending ? 'Logging out...' : 'Log out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
