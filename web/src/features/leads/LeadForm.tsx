import { LEAD_FORM_FIELDS } from './lead-form-rules'
import { LeadFormClient, type LeadFormProps } from './LeadFormClient'

export type { LeadFormProps } from './LeadFormClient'

/**
 * One lead form (spec §6; the equipment page's buyer forms, the services and content pages'
 * forms): the spec §5 message under each field (checked as the visitor types, and again by the
 * api), the consent text, a success state with when we will be in touch, and the generic errors
 * when sending fails. Works without JavaScript too: the form posts to its server action and the
 * page shows the outcome.
 *
 * A server component: which fields the form asks for, and which are required, are read here from
 * the api's rules (the contract's zod schemas), so the browser loads those rules only when a
 * visitor uses the form (issue 18).
 */
export function LeadForm(props: LeadFormProps) {
  const optional = LEAD_FORM_FIELDS[props.type].filter((f) => !f.required).map((f) => f.name)
  return <LeadFormClient {...props} optional={optional} />
}
