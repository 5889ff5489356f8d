'use client'

import { AdminField } from '@/features/admin/ui/AdminField'
import { AdminForm, type AdminFormTexts } from '@/features/admin/ui/AdminForm'
import type { ConfirmTexts } from '@/features/admin/ui/ConfirmDialog'
import type { Locale } from '@/i18n/settings'
import { addPartnerMemberAction, removePartnerMemberAction } from './partner-actions'

/** Admin console: add a member to one partner seller by address (the api's error on the field). */
export function AddMemberForm({
  locale,
  sellerId,
  label,
  email,
  texts,
}: {
  locale: Locale
  sellerId: string
  /** The form's accessible name ("Add a member to Acme"). */
  label: string
  email: string
  texts: AdminFormTexts
}) {
  return (
    <AdminForm
      action={addPartnerMemberAction}
      locale={locale}
      hidden={{ sellerId }}
      texts={texts}
      label={label}
    >
      {(errors, values) => (
        <AdminField
          idPrefix={`member-${sellerId}`}
          name="email"
          label={email}
          error={errors.email}
          defaultValue={values.email ?? ''}
          maxLength={254}
          required
        />
      )}
    </AdminForm>
  )
}

/** Admin console: remove one member, after the shared confirm dialog says what it does. */
export function RemoveMemberForm({
  locale,
  sellerId,
  email,
  label,
  texts,
  confirm,
}: {
  locale: Locale
  sellerId: string
  email: string
  label: string
  texts: AdminFormTexts
  confirm: ConfirmTexts
}) {
  return (
    <AdminForm
      action={removePartnerMemberAction}
      locale={locale}
      hidden={{ sellerId, email }}
      texts={texts}
      label={label}
      confirm={{ when: () => confirm }}
    >
      {() => null}
    </AdminForm>
  )
}
