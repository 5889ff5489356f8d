'use client'

import { ConsoleField } from '@/components/console/ConsoleField'
import { ConsoleForm, type ConsoleFormTexts } from '@/components/console/ConsoleForm'
import type { ConfirmTexts } from '@/components/console/ConfirmDialog'
import type { Locale } from '@/i18n/settings'
import { addPartnerMemberAction, removePartnerMemberAction } from './partner-actions'

/**
 * Admin console: add a member to one partner seller by address (the api's error on the field).
 * An address another partner has is refused, naming that partner (issue 36, defect 6); the api
 * then also says what a move does (its `move` message), shown as a step whose button sends the
 * address again with move=true.
 */
export function AddMemberForm({
  locale,
  sellerId,
  label,
  email,
  texts,
  move,
}: {
  locale: Locale
  sellerId: string
  /** The form's accessible name ("Add a member to Acme"). */
  label: string
  email: string
  texts: ConsoleFormTexts
  /** The move step's button ("Move to Acme"). */
  move: string
}) {
  const idPrefix = `member-${sellerId}`
  return (
    <ConsoleForm
      action={addPartnerMemberAction}
      locale={locale}
      hidden={{ sellerId }}
      texts={texts}
      label={label}
    >
      {(errors, values) => (
        <>
          <ConsoleField
            idPrefix={idPrefix}
            name="email"
            label={email}
            error={errors.email}
            defaultValue={values.email ?? ''}
            maxLength={254}
            required
          />
          {errors.move ? (
            <div role="group" aria-labelledby={`${idPrefix}-move-effect`}>
              <p id={`${idPrefix}-move-effect`}>{errors.move}</p>
              <button type="submit" name="move" value="true" className="btn btn-secondary">
                {move}
              </button>
            </div>
          ) : null}
        </>
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
