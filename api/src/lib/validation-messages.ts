import type { Locale } from './locale'

/**
 * Spec §5 validation messages, in both languages. Keys are what the api returns in field errors
 * (`FieldError.key`); the web shows the same texts from its `validation` locale namespace (a test
 * keeps the two in step).
 */
export const VALIDATION_MESSAGES = {
  'validation.addressRequired': { en: 'Address is required', es: 'La dirección es obligatoria' },
  'validation.cityRequired': { en: 'City is required', es: 'La ciudad es obligatoria' },
  'validation.stateRequired': { en: 'State is required', es: 'El estado es obligatorio' },
  'validation.zipRequired': { en: 'Zip Code is required', es: 'El código postal es obligatorio' },
  'validation.zipInvalid': { en: 'Zip Code is not valid', es: 'El código postal no es válido' },
  'validation.companyRequired': { en: 'Company is required', es: 'La empresa es obligatoria' },
  'validation.firstNameRequired': { en: 'First name is required', es: 'El nombre es obligatorio' },
  'validation.lastNameRequired': { en: 'Last name is required', es: 'El apellido es obligatorio' },
  'validation.jobTitleRequired': { en: 'Job title is required', es: 'El puesto es obligatorio' },
  'validation.emailRequired': {
    en: 'Email is required',
    es: 'El correo electrónico es obligatorio',
  },
  'validation.emailInvalid': { en: 'Email is not valid', es: 'El correo electrónico no es válido' },
  'validation.workEmailRequired': {
    en: 'Work email is required',
    es: 'El correo de trabajo es obligatorio',
  },
  'validation.workEmailInvalid': {
    en: 'Work email is not valid',
    es: 'El correo de trabajo no es válido',
  },
  'validation.phoneRequired': { en: 'Phone is required', es: 'El teléfono es obligatorio' },
  'validation.phoneInvalid': { en: 'Phone is not valid', es: 'El teléfono no es válido' },
  'validation.phoneOnlyPlus': { en: 'Only + allowed', es: 'Solo se permite +' },
  'validation.makeRequired': { en: 'Make is required', es: 'La marca es obligatoria' },
  'validation.modelRequired': { en: 'Model is required', es: 'El modelo es obligatorio' },
  'validation.yearRequired': { en: 'Year is required', es: 'El año es obligatorio' },
  'validation.yearInvalid': { en: 'Year is invalid', es: 'El año no es válido' },
  'validation.categoryRequired': { en: 'Category is required', es: 'La categoría es obligatoria' },
  'validation.equipmentTypeRequired': {
    en: 'Equipment type is required',
    es: 'El tipo de equipo es obligatorio',
  },
  'validation.typeRequired': { en: 'Type is required', es: 'El tipo es obligatorio' },
  'validation.roleRequired': { en: 'Role is required', es: 'El rol es obligatorio' },
  'validation.creditRequired': { en: 'Credit is required', es: 'El crédito es obligatorio' },
  'validation.priceRequired': { en: 'Price is required', es: 'El precio es obligatorio' },
  'validation.priceInvalid': { en: 'Price is invalid', es: 'El precio no es válido' },
  'validation.offerAmountRequired': {
    en: 'Offer amount is required',
    es: 'El monto de la oferta es obligatorio',
  },
  'validation.offerAmountInvalid': {
    en: 'Offer amount is invalid',
    es: 'El monto de la oferta no es válido',
  },
  'validation.bidAmountRequired': {
    en: 'Bid amount is required',
    es: 'El monto de la puja es obligatorio',
  },
  'validation.bidAmountInvalid': {
    en: 'Bid amount is invalid',
    es: 'El monto de la puja no es válido',
  },
  'validation.messageRequired': { en: 'Message is required', es: 'El mensaje es obligatorio' },
  'validation.messageInvalid': { en: 'Message is invalid', es: 'El mensaje no es válido' },
  'validation.equipmentInterestRequired': {
    en: 'Equipment Interest is required',
    es: 'El equipo de interés es obligatorio',
  },
  'validation.equipmentInterestInvalid': {
    en: 'Equipment Interest is invalid',
    es: 'El equipo de interés no es válido',
  },
  'validation.hoursOrMilesRequired': {
    en: 'Hours or Miles is required',
    es: 'Las horas o millas son obligatorias',
  },
  'validation.hoursOrMilesDecimal': {
    en: 'Hours or Miles cannot be a decimal',
    es: 'Las horas o millas no pueden tener decimales',
  },
  'validation.hoursOrMilesNegative': {
    en: 'Hours or Miles cannot be negative',
    es: 'Las horas o millas no pueden ser negativas',
  },
  'validation.downPaymentRequired': {
    en: 'Down Payment % is required',
    es: 'El % de enganche es obligatorio',
  },
  'validation.interestRateRequired': {
    en: 'Interest Rate is required',
    es: 'La tasa de interés es obligatoria',
  },
  'validation.termRequired': { en: 'Term is required', es: 'El plazo es obligatorio' },
  'validation.luckyNumbersRequired': { en: '5 numbers are required', es: 'Se requieren 5 números' },
  'validation.luckyNumbersInvalid': {
    en: 'Lucky numbers are not valid',
    es: 'Los números de la suerte no son válidos',
  },
  'validation.mailingListEmail': {
    en: 'Please enter a valid email',
    es: 'Por favor ingresa un correo electrónico válido',
  },
  'validation.tooLong': { en: 'This field is too long', es: 'Este campo es demasiado largo' },
  'validation.invalid': { en: 'This value is not valid', es: 'Este valor no es válido' },
  'validation.controlCharacters': {
    en: 'This field contains characters that are not allowed',
    es: 'Este campo contiene caracteres no permitidos',
  },
} as const satisfies Record<string, Record<Locale, string>>

export type ValidationKey = keyof typeof VALIDATION_MESSAGES

/** Spec §5 generic form errors and success text. */
export const FORM_MESSAGES = {
  'form.submitFailed': {
    en: 'Form could not be submitted. Please try again.',
    es: 'No se pudo enviar el formulario. Inténtalo de nuevo.',
  },
  'form.unknownError': {
    en: 'An unknown error occurred. Please try again.',
    es: 'Ocurrió un error desconocido. Inténtalo de nuevo.',
  },
  'form.couldNotSubmit': {
    en: 'Could not submit form. Try again.',
    es: 'No se pudo enviar el formulario. Inténtalo otra vez.',
  },
  'form.success': { en: 'Submission successful!', es: '¡Envío exitoso!' },
  'form.rateLimited': {
    en: 'Too many submissions. Please wait a few minutes and try again.',
    es: 'Demasiados envíos. Espera unos minutos e inténtalo de nuevo.',
  },
  'form.idempotencyConflict': {
    en: 'This form was already submitted with different details. Please reload the page and try again.',
    es: 'Este formulario ya se envió con otros datos. Recarga la página e inténtalo de nuevo.',
  },
  'form.signInRequired': {
    en: 'Please sign in to send this form.',
    es: 'Inicia sesión para enviar este formulario.',
  },
} as const satisfies Record<string, Record<Locale, string>>

export function isCatalogueKey(key: string): boolean {
  return key in VALIDATION_MESSAGES || key in FORM_MESSAGES
}

export function translateValidation(key: string, locale: Locale): string {
  const entry =
    (VALIDATION_MESSAGES as Record<string, Record<Locale, string>>)[key] ??
    (FORM_MESSAGES as Record<string, Record<Locale, string>>)[key]
  return entry ? entry[locale] : VALIDATION_MESSAGES['validation.invalid'][locale]
}

/** Use as a zod message: `z.string().min(1, msg('validation.emailRequired'))`. */
export const msg = (key: ValidationKey) => `key:${key}`
