'use client'

import type { ListingFormField } from '@ironyard/contract/admin-listing'
import {
  Fragment,
  useActionState,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react'
import type { Locale } from '@/i18n/settings'
import { consoleStyles as styles } from '@/components/console/styles'
import { ConsoleCheckbox, ConsoleField } from '@/components/console/ConsoleField'
import type { Console } from '@/components/console/console'
import { consoleHasField } from './console'
import formStyles from './ListingForm.module.css'
import { saveListingAction, type ListingFormState } from './equipment-actions'

export interface ListingFormTexts {
  fields: Record<ListingFormField, string>
  help: Partial<Record<ListingFormField, string>>
  legends: Record<(typeof SECTIONS)[number]['id'], string>
  /** The choices of each `select`: value -> label (the empty value first means "none"). */
  choices: Record<'condition' | 'emissionTier' | 'flair' | 'agreementType', Array<[string, string]>>
  chooseCategory: string
  noSubcategory: string
  /** Said beside the Spanish description while it is empty (Spanish pages show the English). */
  descriptionEsMissing: string
  submit: string
  sending: string
  failed: string
}

export interface FormCategory {
  slug: string
  name: string
  subcategories: Array<{ slug: string; name: string }>
}

/** True once the page runs its script (false in the server's HTML and before hydration). */
const noSubscription = () => () => {}
const isClient = () => true
const isServer = () => false

const ES_MISSING_ID = 'listing-descriptionEs-missing'

type Input = { name: ListingFormField; mode?: 'numeric' | 'decimal'; max: number; area?: boolean }

/** The form's sections, in order (spec §3's listing fields). */
const SECTIONS = [
  {
    id: 'machine',
    inputs: [
      { name: 'make', max: 80 },
      { name: 'model', max: 80 },
      { name: 'year', mode: 'numeric', max: 4 },
      { name: 'serialNumber', max: 60 },
      { name: 'stockNumber', max: 40 },
    ],
  },
  {
    id: 'usage',
    inputs: [
      { name: 'hours', mode: 'numeric', max: 9 },
      { name: 'secondaryHours', mode: 'numeric', max: 9 },
      { name: 'miles', mode: 'numeric', max: 9 },
    ],
  },
  {
    id: 'price',
    inputs: [
      { name: 'advertisedPriceCents', mode: 'decimal', max: 15 },
      { name: 'originalPriceCents', mode: 'decimal', max: 15 },
      { name: 'floorPriceCents', mode: 'decimal', max: 15 },
      { name: 'zip', mode: 'numeric', max: 5 },
    ],
  },
  { id: 'terms', inputs: [] },
  {
    id: 'labels',
    inputs: [
      { name: 'fleetAdvisor', max: 120 },
      { name: 'listingCompany', max: 120 },
      { name: 'listingSellerCompany', max: 120 },
    ],
  },
  {
    id: 'descriptions',
    inputs: [
      { name: 'description', max: 10_000, area: true },
      { name: 'descriptionEs', max: 10_000, area: true },
    ],
  },
] as const satisfies ReadonlyArray<{ id: string; inputs: readonly Input[] }>

/**
 * The console's listing form (issue 14): every spec §3 field a person writes, for a new draft
 * (`editing` empty) or an existing listing. The api validates with the contract's schema: refused
 * fields come back with its message in the visitor's language, the values typed kept, and focus
 * on the first one. The price of an existing listing changes through its lifecycle step (which
 * records the history and mails favoriters), so the edit form leaves it out; so is the stock
 * number, the listing's key. The partner console (issue 15) leaves out the fields only staff set
 * (flair, terms, labels): the form neither shows nor sends them.
 */
export function ListingForm({
  locale,
  console = 'admin',
  categories,
  texts,
  idempotencyKey,
  editing,
  initial,
}: {
  locale: Locale
  console?: Console
  categories: FormCategory[]
  texts: ListingFormTexts
  idempotencyKey: string
  /** The stock number of the listing being edited; empty for a new one. */
  editing?: string
  initial: Partial<Record<ListingFormField, string>>
}) {
  const [state, action, pending] = useActionState<ListingFormState, FormData>(saveListingAction, {
    values: initial,
    key: idempotencyKey,
    result: null,
  })
  const formRef = useRef<HTMLFormElement>(null)
  const errors: Record<string, string> = {}
  if (state.result && !state.result.ok) {
    for (const f of state.result.fields) errors[f.path] ??= f.message
  }
  const failedWithoutFields = state.result && !state.result.ok && !state.result.fields.length
  useEffect(() => {
    if (!state.result || state.result.ok) return
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    first?.focus()
  }, [state.result])
  const v = state.values
  const skip = (name: ListingFormField) =>
    !consoleHasField(console, name) ||
    (editing ? name === 'stockNumber' || name === 'advertisedPriceCents' : false)
  const pairs = (list: Array<[string, string]>) => list.map(([value, label]) => ({ value, label }))
  const select = (
    name: ListingFormField,
    options: Array<[string, string]>,
    groups?: Array<{ label: string; options: Array<[string, string]> }>,
  ) => (
    <ConsoleField
      key={name}
      kind="select"
      idPrefix="listing"
      name={name}
      label={texts.fields[name]}
      hint={texts.help[name]}
      error={errors[name]}
      defaultValue={v[name] ?? ''}
      options={pairs(options)}
      groups={groups?.map((g) => ({ label: g.label, options: pairs(g.options) }))}
    />
  )
  // The subcategory picker lists the chosen category's only (issue 36): once the page runs its
  // script it follows the category select; without JavaScript, every category's, grouped.
  const scripted = useSyncExternalStore(noSubscription, isClient, isServer)
  const [chosen, setChosen] = useState<string>()
  // An empty Spanish description is allowed, but Spanish pages then show the English one: the
  // form says so while it is empty (issue 36, defect 6).
  const [esEmpty, setEsEmpty] = useState(!v.descriptionEs?.trim())
  const onChange = (e: FormEvent<HTMLFormElement>) => {
    const target = e.target as HTMLSelectElement
    if (target.name === 'categorySlug') setChosen(target.value)
    if (target.name === 'descriptionEs') setEsEmpty(!target.value.trim())
  }
  const current = categories.find((c) => c.slug === (chosen ?? v.categorySlug))
  const subcategoryGroups = !scripted
    ? [...(current ? [current] : []), ...categories.filter((c) => c !== current)]
    : current
      ? [current]
      : []
  return (
    <form ref={formRef} action={action} className={styles.form} noValidate onChange={onChange}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="console" value={console} />
      {editing ? <input type="hidden" name="editing" value={editing} /> : null}
      {failedWithoutFields ? (
        <p className={styles.notice} data-tone="error" role="alert">
          {texts.failed}
        </p>
      ) : null}
      {SECTIONS.filter(
        // Terms and labels hold only staff fields.
        (section) => console === 'admin' || (section.id !== 'terms' && section.id !== 'labels'),
      ).map((section) => (
        <fieldset key={section.id} className={styles.fieldset}>
          <legend>{texts.legends[section.id]}</legend>
          {section.id === 'machine' ? (
            <>
              {select('categorySlug', [
                ['', texts.chooseCategory],
                ...categories.map((c): [string, string] => [c.slug, c.name]),
              ])}
              {select(
                'subcategorySlug',
                [['', texts.noSubcategory]],
                // Without JavaScript the current category's first, then every other (the api
                // checks they match).
                subcategoryGroups
                  .filter((c) => c.subcategories.length)
                  .map((c) => ({
                    label: c.name,
                    options: c.subcategories.map((s): [string, string] => [s.slug, s.name]),
                  })),
              )}
            </>
          ) : null}
          {section.id === 'usage' ? select('condition', texts.choices.condition) : null}
          {section.id === 'usage' ? select('emissionTier', texts.choices.emissionTier) : null}
          {section.id === 'terms' ? (
            <>
              {select('flair', texts.choices.flair)}
              {select('agreementType', texts.choices.agreementType)}
              {(['isPartnerSeller', 'hasWarranty'] as const).map((name) => (
                <ConsoleCheckbox
                  key={`${name}-${v[name] ?? ''}`}
                  idPrefix="listing"
                  name={name}
                  label={texts.fields[name]}
                  defaultChecked={v[name] === 'on'}
                />
              ))}
            </>
          ) : null}
          {(section.inputs as readonly Input[])
            .filter((i) => !skip(i.name))
            .map(({ name, mode, max, area }) =>
              area ? (
                <Fragment key={name}>
                  <ConsoleField
                    kind="textarea"
                    idPrefix="listing"
                    name={name}
                    label={texts.fields[name]}
                    hint={texts.help[name]}
                    error={errors[name]}
                    defaultValue={v[name] ?? ''}
                    maxLength={max}
                    rows={5}
                    lang={name === 'descriptionEs' ? 'es' : 'en'}
                    describedBy={name === 'descriptionEs' && esEmpty ? ES_MISSING_ID : undefined}
                  />
                  {name === 'descriptionEs' && esEmpty ? (
                    <p id={ES_MISSING_ID} className={`${styles.notice} ${formStyles.warning}`}>
                      {texts.descriptionEsMissing}
                    </p>
                  ) : null}
                </Fragment>
              ) : (
                <ConsoleField
                  key={name}
                  idPrefix="listing"
                  name={name}
                  label={texts.fields[name]}
                  hint={texts.help[name]}
                  error={errors[name]}
                  defaultValue={v[name] ?? ''}
                  inputMode={mode}
                  maxLength={max}
                />
              ),
            )}
        </fieldset>
      ))}
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? texts.sending : texts.submit}
      </button>
    </form>
  )
}
