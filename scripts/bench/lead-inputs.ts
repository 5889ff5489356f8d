/**
 * The leads the benches post (`bench:leads`, `bench:fleet`): a cycle of forms the product mails
 * differently (lead confirmation, subscription confirmation for the newsletter forms, decision
 * 017), each lead with an address of its own so each newsletter form makes a new subscription.
 * Finance pre-qualification is left out: it needs a signed-in visitor.
 */
import type { LeadType } from '@ironyard/contract/lead-types'

export const BENCH_LEAD_MIX = [
  'contact_sales',
  'newsletter',
  'ask_inspector',
  'equipment_newsletter',
  'notify_similar',
  'parts_request',
] as const satisfies readonly LeadType[]

const person = (i: number) => ({
  firstName: 'Bench',
  lastName: `Buyer ${i}`,
  email: `buyer${i}@bench.local`,
  phone: '+1 512 555 0100',
})

/**
 * Lead number `i`: its form, its answers (a machine from `stockNumbers` for the equipment page's
 * forms) and the form's context. `tag` keeps addresses apart between runs on one database.
 */
export function benchLeadInput(
  i: number,
  stockNumbers: readonly string[],
  opts: { idempotencyKey: string; tag?: string },
) {
  const type = BENCH_LEAD_MIX[i % BENCH_LEAD_MIX.length]
  const stockNumber = stockNumbers[i % stockNumbers.length]
  const email = `${type.replace(/_/g, '-')}${i}${opts.tag ? `-${opts.tag}` : ''}@bench.local`
  const context = { idempotencyKey: opts.idempotencyKey, locale: i % 2 ? 'es' : 'en' }
  switch (type) {
    case 'contact_sales':
    case 'ask_inspector':
      return { type, ...person(i), email, stockNumber, message: `Lead ${i}`, ...context }
    case 'newsletter':
      return { type, email, ...context }
    case 'equipment_newsletter':
    case 'notify_similar':
      return { type, email, stockNumber, ...context }
    case 'parts_request':
      return {
        type,
        ...person(i),
        email,
        zip: '78701',
        make: 'Caterpillar',
        message: `Part ${i}`,
        ...context,
      }
  }
}

export type BenchLeadInput = ReturnType<typeof benchLeadInput>

/** The GraphQL request that submits it. */
export const submitLeadBody = (input: BenchLeadInput) =>
  JSON.stringify({
    query: 'mutation ($input: SubmitLeadInput!) { submitLead(input: $input) { leadId } }',
    variables: { input },
  })
