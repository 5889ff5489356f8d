import type { GraphQLEnumType } from 'graphql'
import { TAX_ASSUMPTION_KEYS } from '@ironyard/contract/forms/calculators'
import { LEAD_TYPES } from '@ironyard/contract/forms/leads'
import { INSPECTION_DOCUMENT_KINDS } from '@ironyard/contract/inspections'
import { buildSchema } from '../../src/graphql/schema'

/*
 * The contract (@ironyard/contract) names the forms' enums once; the api's GraphQL schema (SDL
 * text, which codegen reads) must say the same. (The message keys' texts are the contract's own,
 * typed by the key list: contract/src/forms/validation-texts.ts.)
 */
describe('the forms contract and the api', () => {
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
