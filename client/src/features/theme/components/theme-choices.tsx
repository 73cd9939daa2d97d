import type { ThemeChoice } from '@contract/theme'
import { Monitor, Moon, MoonStar, Sun } from 'lucide-react'
import {
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
} from '@/components/ui/dropdown-menu'
import { useThemeChoice } from '../use-theme'

const OPTIONS: { value: ThemeChoice; label: string; icon: typeof Sun }[] = [
  { value: 'system', label: 'System', icon: Monitor },
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  // Red on black keeps the eyes' night vision at the helm.
  { value: 'red', label: 'Red night', icon: MoonStar },
]

const isChoice = (value: string): value is ThemeChoice => OPTIONS.some((option) => option.value === value)

/** The 'Theme' radio group of the profile menu (the avatar's dropdown). */
export function ThemeMenuItems() {
  const [choice, setChoice] = useThemeChoice()
  return (
    <>
      <DropdownMenuLabel id="theme-menu-label" className="text-xs font-medium text-muted-foreground">
        Theme
      </DropdownMenuLabel>
      <DropdownMenuRadioGroup
        aria-labelledby="theme-menu-label"
        value={choice}
        onValueChange={(value) => isChoice(value) && setChoice(value)}
      >
        {OPTIONS.map(({ value, label, icon: Icon }) => (
          <DropdownMenuRadioItem
            key={value}
            value={value}
            // Choosing a theme keeps the menu open: the change shows at once and another can be tried.
            onSelect={(event) => event.preventDefault()}
          >
            <Icon aria-hidden className="text-muted-foreground" />
            {label}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  )
}

/** The same choice in the phone's menu under the top bar: native radios, reached with Tab and the arrow keys. */
export function ThemeRadioGroup() {
  const [choice, setChoice] = useThemeChoice()
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-navy-foreground">Theme</legend>
      <div className="grid grid-cols-2 gap-2">
        {OPTIONS.map(({ value, label, icon: Icon }) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-navy-strong/20 px-3 py-2 text-sm text-navy-foreground has-[:checked]:border-navy-accent has-[:checked]:bg-navy-strong/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-navy-highlight"
          >
            <input
              type="radio"
              name="theme"
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
              className="size-4 accent-navy-accent focus-visible:outline-none"
            />
            <Icon aria-hidden className="size-4" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
