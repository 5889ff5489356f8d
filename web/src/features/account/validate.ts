import { parseMeterText } from '@ironyard/contract/forms/fields'
import { updateProfileInputSchema } from '@ironyard/contract/forms/profile'
import {
  trackedMachineInputSchema,
  type TrackedMachineInput,
} from '@ironyard/contract/forms/tracked-machine'
import { fieldErrorKeys } from '@ironyard/contract/forms/validation'

/**
 * Browser-side checks of the account forms with the api's own schemas (@ironyard/contract), so
 * most mistakes are shown before a round trip. Field name → message key of the api's field errors.
 */
export type Errors = Record<string, string>

/** Hours or miles as typed ("6,214"): null when empty, NaN when not digits ("1e3"). */
export function parseMeter(raw: string): number | null {
  return parseMeterText(raw)
}

/** A value tracker machine (spec §3) as typed: what the tracker and the free valuation ask. */
export interface MachineValues {
  year: string
  make: string
  model: string
  category: string
  hours: string
  miles: string
}

/** What the tracker sends for the typed machine (the api's TrackedMachineInput, unchecked). */
export function machineInput(v: MachineValues): {
  [K in keyof TrackedMachineInput]: TrackedMachineInput[K] | null
} {
  return {
    year: v.year.trim() ? Number(v.year.trim()) : null,
    make: v.make,
    model: v.model.trim(),
    category: v.category,
    hours: parseMeter(v.hours),
    miles: parseMeter(v.miles),
  }
}

/** Spec §5: year, make, model, category required; hours or miles required, whole, not negative. */
export function checkMachine(v: MachineValues, currentYear: number): Errors {
  const result = trackedMachineInputSchema(currentYear).safeParse(machineInput(v))
  return result.success ? {} : fieldErrorKeys(result.error)
}

/** The settings form's texts as typed. */
export interface ProfileTexts {
  firstName: string
  lastName: string
  company: string
  phone: string
  zip: string
}

/** Spec §5: names required, phone and ZIP code valid when given, company not too long. */
export function checkProfile(v: ProfileTexts): Errors {
  const result = updateProfileInputSchema.safeParse(v)
  return result.success ? {} : fieldErrorKeys(result.error)
}
