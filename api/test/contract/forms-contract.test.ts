import type { GraphQLEnumType } from 'graphql'
import { TAX_ASSUMPTION_KEYS } from '@ironyard/contract/forms/calculators'
import { LEAD_TYPES } from '@ironyard/contract/forms/leads'
import { VALIDATION_KEYS } from '@ironyard/contract/forms/validation'
import { INSPECTION_DOCUMENT_KINDS } from '@ironyard/contract/inspections'
import { buildSchema } from '../../src/graphql/schema'
import en from '../../src/i18n/en/validation.json'
import es from '../../src/i18n/es/validation.json'

/*
 * The contract (@ironyard/contract) names the forms' message keys and enums once; the api's
 * catalogue and its GraphQL schema (SDL text, which codegen reads) must say the same.
 */
describe('the forms contract and the api', () => {
  it('names exactly the validation keys of the catalogue, in both languages', () => {
    for (const catalogue of [en, es]) {
      expect(Object.keys(catalogue.validation).map((k) => `validation.${k}`)).toEqual([
        ...VALIDATION_KEYS,
      ])
    }
  })

  it('has the GraphQL enums of lead types, inspection document kinds and tax readings', () => {
    const schema = buildSchema()
    const values = (name: string) =>
      (schema.getType(name) as GraphQLEnumType)
        .getValues()
        .map((v) => v.value as string)
        .sort()
    expect(values('LeadType')).toEqual([...LEAD_TYPES].sort())
    expect(values('InspectionDocumentKind')).toEqual([...INSPECTION_DOCUMENT_KINDS].sort())
    expect(values('TaxAssumption')).toEqual([...TAX_ASSUMPTION_KEYS].sort())
  })
})
