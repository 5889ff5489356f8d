import type { LeadType } from '@ironyard/contract/forms/leads'

/** Spec §6: the sell valuation form is the seller form; every other form is a buyer form. */
export const personaOf = (type: LeadType): 'buyer' | 'seller' =>
  type === 'sell_valuation' ? 'seller' : 'buyer'

/** Spec §4/§9: contact within 24 hours, or 1-2 business days on the sell and inspector forms. */
export const contactWindowOf = (
  type: LeadType,
): 'within24Hours' | 'oneToTwoBusinessDays' | 'none' =>
  type === 'sell_valuation' ||
  type === 'ask_inspector' ||
  type === 'inspection_request' ||
  type === 'taxonomy_alliance'
    ? 'oneToTwoBusinessDays'
    : type === 'newsletter' || type === 'equipment_newsletter' || type === 'notify_similar'
      ? 'none'
      : 'within24Hours'
