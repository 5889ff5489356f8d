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
