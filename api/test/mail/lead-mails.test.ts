import { renderMail } from '../../src/mail/render'
import {
  leadConfirmation,
  type LeadConfirmationProps,
} from '../../src/mail/templates/LeadConfirmation'
import {
  leadSalesNotification,
  type LeadSalesNotificationProps,
} from '../../src/mail/templates/LeadSalesNotification'

const machine = {
  title: '2019 Caterpillar 320',
  stockNumber: 'IY-1001',
  priceCents: 150_000_00,
  url: 'https://example.test/equipment/2019-caterpillar-320-IY-1001',
}

const prequalify = (outcome: LeadConfirmationProps['outcome']): LeadConfirmationProps => ({
  type: 'finance_prequalify',
  firstName: 'Ana',
  machine: null,
  offerCents: null,
  likelihood: null,
  contactWindow: 'within24Hours',
  outcome,
  fitReasons: outcome === 'not_a_fit' ? ['amount_over_limit'] : [],
})

describe('the financing "sorry" mail (issue 16, defect 13)', () => {
  it.each([
    ['en', 'About your financing pre-qualification', /Submission successful/],
    ['es', 'Sobre tu precalificación de financiamiento', /Envío exitoso/],
  ] as const)(
    'is honest in %s: its own subject, no success line',
    async (locale, subj, success) => {
      const mail = await renderMail(leadConfirmation, prequalify('not_a_fit'), locale)
      expect(mail.subject).toBe(subj)
      expect(mail.text).not.toMatch(success)
      expect(mail.html).not.toMatch(success)
      expect(mail.text).toMatch(locale === 'en' ? /We're sorry/ : /Lo sentimos/)
    },
  )

  it('a fit still thanks with the success line', async () => {
    const mail = await renderMail(leadConfirmation, prequalify(undefined), 'en')
    expect(mail.text).toMatch(/Submission successful!/)
  })
})

describe('the likelihood in lead mails (issue 16, defect 15)', () => {
  it("shows the buyer's likelihood as words, never the stored key", async () => {
    const props: LeadSalesNotificationProps = {
      lead: {
        id: 7,
        type: 'name_your_price',
        persona: 'buyer',
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: 'ana@example.test',
        phone: null,
        company: null,
        zip: null,
        message: null,
        offerAmountCents: 120_000_00,
        likelihood: 'slim_chance',
        locale: 'es',
        utm: {},
        pageUrl: null,
        details: {},
      },
      machine,
    }
    const sales = await renderMail(leadSalesNotification, props, 'en')
    expect(sales.text).toContain('Likelihood shown: Slim chance')
    expect(sales.text).not.toContain('slim_chance')
    for (const locale of ['en', 'es'] as const) {
      const buyer = await renderMail(
        leadConfirmation,
        {
          type: 'name_your_price',
          firstName: 'Ana',
          machine,
          offerCents: 120_000_00,
          likelihood: 'high_chance',
          contactWindow: 'within24Hours',
        },
        locale,
      )
      expect(buyer.text).not.toContain('high_chance')
      expect(buyer.text).toContain(locale === 'en' ? 'high chance' : 'muy probable')
    }
  })
})

describe("the sales mail's form answers (issue 36: raw detail keys)", () => {
  const lead = (
    type: LeadSalesNotificationProps['lead']['type'],
    details: Record<string, string | number>,
  ): LeadSalesNotificationProps => ({
    lead: {
      id: 9,
      type,
      persona: 'seller',
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.test',
      phone: null,
      company: null,
      zip: null,
      message: null,
      offerAmountCents: null,
      likelihood: null,
      locale: 'es',
      utm: {},
      pageUrl: null,
      details,
    },
    machine: null,
  })

  it('labels each answer and words its codes and money, in its form order', async () => {
    const mail = await renderMail(
      leadSalesNotification,
      lead('finance_prequalify', {
        creditRating: 'very_good',
        machineCount: '1-4',
        price: 250_000_00,
        leadValueUsd: 1200,
        fit: 'fit',
        stray: 'not a field of this form',
      }),
      'en',
    )
    expect(mail.text).toContain('Credit rating: Very good')
    expect(mail.text).toContain('Number of machines: 1 to 4')
    expect(mail.text).toContain('Equipment price (USD): $250,000')
    expect(mail.text).toContain('Lead value (USD): $1,200')
    expect(mail.text).toContain('Pre-qualification: A fit')
    expect(mail.text.indexOf('Credit rating')).toBeLessThan(mail.text.indexOf('Equipment price'))
    for (const raw of ['creditRating', 'very_good', 'machineCount', 'leadValueUsd', 'stray']) {
      expect(mail.text).not.toContain(raw)
    }
  })

  it("a seller's machine reads as its labelled make, model, year and hours", async () => {
    const mail = await renderMail(
      leadSalesNotification,
      lead('sell_valuation', {
        equipmentType: 'Excavator',
        make: 'Caterpillar',
        model: '320',
        year: 2018,
        hoursOrMiles: '4,500',
      }),
      'en',
    )
    for (const line of [
      'Equipment type: Excavator',
      'Make: Caterpillar',
      'Model: 320',
      'Year: 2018',
      'Hours or miles: 4,500',
    ]) {
      expect(mail.text).toContain(line)
    }
    expect(mail.text).not.toContain('hoursOrMiles')
  })
})
