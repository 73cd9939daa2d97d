import {
  type AdminUser,
  type CreateUserRequest,
  createUserRequestSchema,
  type UpdateUserRequest,
  updateUserRequestSchema,
} from '@contract/admin'
import { type Plan, plans, type Role, roles } from '@contract/user'
import { type ReactNode, useEffect } from 'react'
import { useFormContext } from 'react-hook-form'
import { DetailList, smallDetailLabel } from '@/components/detail-row'
import { DialogFrame } from '@/components/dialog-frame'
import { FormDialog } from '@/components/form-dialog'
import { InputField } from '@/components/form-field'
import { SelectField } from '@/components/select-field'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { fullNameOf, PasswordField, passwordRules } from '@/features/auth'
import { errorToast } from '@/lib/error-toast'
import { useZodForm } from '@/lib/use-zod-form'
import { useCreateUser, useUpdateUser } from '../api'
import { formatDate, formatDateTime } from '../format'
import { OWN_ROLE_REASON } from '../users'

export const roleLabels: Record<Role, string> = { user: 'User', admin: 'Admin' }
export const planLabels: Record<Plan, string> = { free: 'Free', basic: 'Basic', premium: 'Premium' }

type UserFieldsProps = {
  /** Adding an account requires a password; editing changes it only when one is typed in. */
  mode: 'add' | 'edit'
  /** Why the role may not be changed here (the signed-in admin's own account), if it may not. */
  roleLockedReason?: string
}

/** The account fields the add and edit dialogs share. */
function UserFields({ mode, roleLockedReason }: UserFieldsProps) {
  // The edit form's values are the looser shape (its password may be blank); the add form's fit it.
  const { control } = useFormContext<UpdateUserRequest>()
  const adding = mode === 'add'
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <InputField control={control} name="firstName" label="First Name *" autoComplete="off" required />
        <InputField control={control} name="lastName" label="Last Name" autoComplete="off" />
      </div>
      <InputField control={control} name="email" label="Email *" type="email" autoComplete="off" required />
      <PasswordField
        control={control}
        name="password"
        label={adding ? 'Password *' : 'New Password'}
        autoComplete="new-password"
        description={adding ? passwordRules : 'Leave blank to keep the current password.'}
        required={adding}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="role"
          label="Role"
          options={roles}
          optionLabel={(role) => roleLabels[role as Role]}
          disabled={roleLockedReason !== undefined}
          description={roleLockedReason}
        />
        <SelectField
          control={control}
          name="subscription"
          label="Subscription"
          options={plans}
          optionLabel={(plan) => planLabels[plan as Plan]}
        />
      </div>
    </>
  )
}

const EMPTY_NEW_USER = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  role: 'user',
  subscription: 'free',
} satisfies CreateUserRequest

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void }

/** SPEC.md section 5 'Add user': email, password and first name required; role user and plan free by default. */
export function AddUserDialog({ open, onOpenChange }: DialogProps) {
  const createUser = useCreateUser()
  const form = useZodForm(createUserRequestSchema, EMPTY_NEW_USER)

  useEffect(() => {
    if (open) form.reset(EMPTY_NEW_USER)
  }, [open, form])

  const submit = form.handleSubmit(
    (user) => {
      if (createUser.isPending) return
      createUser.mutate(user, { onSuccess: () => onOpenChange(false) })
    },
    () => {
      // Blank required fields get SPEC.md's toast; other mistakes are explained under their fields.
      const { firstName, email, password } = form.getValues()
      if (!firstName?.trim() || !email?.trim() || !password) {
        errorToast('Please fill in all required fields', 'Validation Error')
      }
    },
  )

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add User"
      description="Create an account. Fields marked * are required."
      form={form}
      onSubmit={submit}
      pending={createUser.isPending}
      submitLabel="Add User"
      pendingLabel="Adding..."
    >
      <UserFields mode="add" />
    </FormDialog>
  )
}

function editValuesOf(user: AdminUser): UpdateUserRequest {
  return {
    firstName: user.firstName,
    lastName: user.lastName ?? '',
    email: user.email,
    role: user.role,
    subscription: user.subscription,
    password: '',
  }
}

/** SPEC.md section 5 'Edit user': the password changes only when one is typed in. */
export function EditUserDialog({
  user,
  isSignedInAdmin = false,
  onOpenChange,
}: {
  user: AdminUser | null
  /** The account is the signed-in admin's own: its role is not offered, as the server would refuse it. */
  isSignedInAdmin?: boolean
  onOpenChange: (open: boolean) => void
}) {
  const updateUser = useUpdateUser()
  const form = useZodForm(updateUserRequestSchema, user ? editValuesOf(user) : undefined)

  useEffect(() => {
    if (user) form.reset(editValuesOf(user))
  }, [user, form])

  const submit = form.handleSubmit((values) => {
    if (!user || updateUser.isPending) return
    const { password, ...rest } = values
    const changes: UpdateUserRequest = password ? { ...rest, password } : rest
    updateUser.mutate({ id: user.id, changes }, { onSuccess: () => onOpenChange(false) })
  })

  return (
    <FormDialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title="Edit User"
      description={user ? `Update ${fullNameOf(user)}'s account.` : ''}
      form={form}
      onSubmit={submit}
      pending={updateUser.isPending}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
    >
      <UserFields mode="edit" roleLockedReason={isSignedInAdmin ? OWN_ROLE_REASON : undefined} />
    </FormDialog>
  )
}

export function planTone(plan: Plan) {
  return plan === 'premium' ? 'success' : plan === 'basic' ? 'info' : 'neutral'
}

/** Everything the console knows about one account, read-only. */
export function UserDetailsDialog({
  user,
  onOpenChange,
}: {
  user: AdminUser | null
  onOpenChange: (open: boolean) => void
}) {
  const rows: { label: string; value: ReactNode }[] = user
    ? [
        { label: 'User ID', value: user.id },
        { label: 'Name', value: fullNameOf(user) },
        { label: 'Username', value: user.username },
        { label: 'Email', value: user.email },
        {
          label: 'Role',
          value: <Badge tone={user.role === 'admin' ? 'warning' : 'neutral'}>{roleLabels[user.role]}</Badge>,
        },
        {
          label: 'Subscription',
          value: <Badge tone={planTone(user.subscription)}>{planLabels[user.subscription]}</Badge>,
        },
        { label: 'Subscription status', value: user.subscriptionStatus },
        { label: 'Queries used', value: user.queriesUsed },
        { label: 'Email verified', value: user.emailVerified ? 'Yes' : 'No' },
        {
          label: 'Account status',
          value: user.suspendedAt ? `Suspended since ${formatDateTime(user.suspendedAt)}` : 'Active',
        },
        ...(user.suspendedAt
          ? [{ label: 'Suspension reason', value: user.suspensionReason || 'No reason given' }]
          : []),
        { label: 'Joined', value: formatDateTime(user.createdAt) },
        { label: 'Last login', value: formatDateTime(user.lastLoginAt, 'Never') },
        { label: 'Subscription ID', value: user.subscriptionId ?? 'N/A' },
        { label: 'Payment customer ID', value: user.stripeCustomerId ?? 'N/A' },
        { label: 'Subscription start', value: formatDate(user.subscriptionStartDate) },
        { label: 'Next billing date', value: formatDate(user.subscriptionEndDate) },
      ]
    : []
  return (
    <DialogFrame
      open={user !== null}
      onOpenChange={onOpenChange}
      title="User Details"
      description={user ? fullNameOf(user) : ''}
      className="grid-cols-[minmax(0,1fr)]"
    >
      <DetailList
        className="grid gap-x-6 gap-y-3 sm:grid-cols-2"
        rows={rows}
        labelClassName={smallDetailLabel}
        valueClassName="break-words text-sm font-medium"
      />
      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      </DialogFooter>
    </DialogFrame>
  )
}
