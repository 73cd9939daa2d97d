// The parts of the frame only a signed-in user sees, in one chunk fetched once someone is signed in: the
// profile menu (Radix dropdown), the usage badge (Radix tooltip), the email confirmation banner and the theme
// choice of the phone's menu.
export { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner'
export { ThemeRadioGroup } from '@/features/theme'
export { UsageBadge } from '@/features/usage/usage-badge'
export { UserMenu } from './user-menu'
