'use client'

import { ConsoleField } from '@/components/console/ConsoleField'
import { ConsoleForm, type ConsoleFormTexts } from '@/components/console/ConsoleForm'
import type { ConfirmTexts } from '@/components/console/ConfirmDialog'
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
  texts: ConsoleFormTexts
}) {
  return (
    <ConsoleForm
      action={addPartnerMemberAction}
      locale={locale}
      hidden={{ sellerId }}
      texts={texts}
      label={label}
    >
      {(errors, values) => (
        <ConsoleField
          idPrefix={`member-${sellerId}`}
          name="email"
          label={email}
          error={errors.email}
          defaultValue={values.email ?? ''}
          maxLength={254}
          required
        />
      )}
    </ConsoleForm>
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
  texts: ConsoleFormTexts
  confirm: ConfirmTexts
}) {
  return (
    <ConsoleForm
      action={removePartnerMemberAction}
      locale={locale}
      hidden={{ sellerId, email }}
      texts={texts}
      label={label}
      confirm={{ when: () => confirm }}
    >
      {() => null}
    </ConsoleForm>
  )
}
