/** The states and their names in both languages: the contract's list (one home, issue 16). */
export {
  stateByCode,
  stateBySlug,
  US_STATES,
  usStateName,
  type UsState,
} from '@ironyard/contract/us-states'
