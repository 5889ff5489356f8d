import type { Locale } from '../locale'
import type { ValidationKey } from './validation'

/*
 * Spec §5 validation messages and the forms' own answers, in both languages: the i18n
 * `validation` namespace of the api (the texts of its field errors) and of the web (the same
 * texts before a round trip). One home, read by both i18next instances as a resource; a key
 * missing in a language, or one no list names, does not compile.
 */

/** The form-level answers (`form.rateLimited`): not a field's, so not a FieldError key. */
export const FORM_MESSAGE_KEYS = [
  'form.submitFailed',
  'form.unknownError',
  'form.couldNotSubmit',
  'form.success',
  'form.rateLimited',
  'form.idempotencyConflict',
  'form.signInRequired',
  'form.sweepstakesSuccess',
  'form.sweepstakesEnded',
  'form.sweepstakesUpcoming',
] as const
export type FormMessageKey = (typeof FORM_MESSAGE_KEYS)[number]

type After<K extends string, P extends string> = K extends `${P}.${infer Name}` ? Name : never

/** One language's `validation` namespace: a text for every validation key and form answer. */
export type ValidationCatalogue = {
  validation: Record<After<ValidationKey, 'validation'>, string>
  form: Record<After<FormMessageKey, 'form'>, string>
}

/** English. */
const en: ValidationCatalogue = {
  validation: {
    addressRequired: 'Address is required',
    cityRequired: 'City is required',
    stateRequired: 'State is required',
    zipRequired: 'Zip Code is required',
    zipInvalid: 'Zip Code is not valid',
    companyRequired: 'Company is required',
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    jobTitleRequired: 'Job title is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Email is not valid',
    workEmailRequired: 'Work email is required',
    workEmailInvalid: 'Work email is not valid',
    phoneRequired: 'Phone is required',
    phoneInvalid: 'Phone is not valid',
    phoneOnlyPlus: 'Only + allowed',
    makeRequired: 'Make is required',
    modelRequired: 'Model is required',
    yearRequired: 'Year is required',
    yearInvalid: 'Year is invalid',
    categoryRequired: 'Category is required',
    equipmentTypeRequired: 'Equipment type is required',
    typeRequired: 'Type is required',
    roleRequired: 'Role is required',
    creditRequired: 'Credit is required',
    priceRequired: 'Price is required',
    priceInvalid: 'Price is invalid',
    offerAmountRequired: 'Offer amount is required',
    offerAmountInvalid: 'Offer amount is invalid',
    amountTooHigh: 'Amount is too high: enter at most $100,000,000',
    bidAmountRequired: 'Bid amount is required',
    bidAmountInvalid: 'Bid amount is invalid',
    messageRequired: 'Message is required',
    messageInvalid: 'Message is invalid',
    partDescriptionRequired: 'Part description is required',
    equipmentInterestRequired: 'Equipment Interest is required',
    equipmentInterestInvalid: 'Equipment Interest is invalid',
    hoursOrMilesRequired: 'Hours or Miles is required',
    hoursOrMilesDecimal: 'Hours or Miles cannot be a decimal',
    hoursOrMilesNegative: 'Hours or Miles cannot be negative',
    hoursOrMilesDigits: 'Hours or Miles must be a whole number in digits (for example 4,200)',
    downPaymentRequired: 'Down Payment % is required',
    downPaymentInvalid: 'Down Payment % must be a number from 0 to 100',
    interestRateRequired: 'Interest Rate is required',
    interestRateInvalid: 'Interest Rate must be a number from 0 to 40',
    financeMax: 'We finance up to $2,000,000: enter a price of $2,000,000 or less',
    machineCountRequired: 'Number of machines is required',
    termRequired: 'Term is required',
    luckyNumbersRequired: '5 numbers are required',
    luckyNumbersInvalid: 'Lucky numbers are not valid',
    sweepstakesAlreadyEntered: 'This email has already entered',
    mailingListEmail: 'Please enter a valid email',
    tooLong: 'This field is too long',
    invalid: 'This value is not valid',
    required: 'This field is required',
    controlCharacters: 'This field contains characters that are not allowed',
    zipUnknown: 'Not a US ZIP code we know',
  },
  form: {
    submitFailed: 'Form could not be submitted. Please try again.',
    unknownError: 'An unknown error occurred. Please try again.',
    couldNotSubmit: 'Could not submit form. Try again.',
    success: 'Submission successful!',
    rateLimited: 'Too many submissions. Please wait a few minutes and try again.',
    idempotencyConflict:
      'This form was already submitted with different details. Please reload the page and try again.',
    signInRequired: 'Please sign in to send this form.',
    sweepstakesSuccess: "You're entered! Good luck. Winners are notified by email.",
    sweepstakesEnded: 'The sweepstakes has ended. Entries are no longer accepted.',
    sweepstakesUpcoming: 'The sweepstakes has not opened yet. Please come back when it opens.',
  },
}

/** Spanish (Mexico). */
const es: ValidationCatalogue = {
  validation: {
    addressRequired: 'La dirección es obligatoria',
    cityRequired: 'La ciudad es obligatoria',
    stateRequired: 'El estado es obligatorio',
    zipRequired: 'El código postal es obligatorio',
    zipInvalid: 'El código postal no es válido',
    companyRequired: 'La empresa es obligatoria',
    firstNameRequired: 'El nombre es obligatorio',
    lastNameRequired: 'El apellido es obligatorio',
    jobTitleRequired: 'El puesto es obligatorio',
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'El correo electrónico no es válido',
    workEmailRequired: 'El correo de trabajo es obligatorio',
    workEmailInvalid: 'El correo de trabajo no es válido',
    phoneRequired: 'El teléfono es obligatorio',
    phoneInvalid: 'El teléfono no es válido',
    phoneOnlyPlus: 'Solo se permite +',
    makeRequired: 'La marca es obligatoria',
    modelRequired: 'El modelo es obligatorio',
    yearRequired: 'El año es obligatorio',
    yearInvalid: 'El año no es válido',
    categoryRequired: 'La categoría es obligatoria',
    equipmentTypeRequired: 'El tipo de equipo es obligatorio',
    typeRequired: 'El tipo es obligatorio',
    roleRequired: 'El rol es obligatorio',
    creditRequired: 'El crédito es obligatorio',
    priceRequired: 'El precio es obligatorio',
    priceInvalid: 'El precio no es válido',
    offerAmountRequired: 'El monto de la oferta es obligatorio',
    offerAmountInvalid: 'El monto de la oferta no es válido',
    amountTooHigh: 'El monto es demasiado alto: ingrese como máximo $100,000,000',
    bidAmountRequired: 'El monto de la puja es obligatorio',
    bidAmountInvalid: 'El monto de la puja no es válido',
    messageRequired: 'El mensaje es obligatorio',
    messageInvalid: 'El mensaje no es válido',
    partDescriptionRequired: 'La descripción de la pieza es obligatoria',
    equipmentInterestRequired: 'El equipo de interés es obligatorio',
    equipmentInterestInvalid: 'El equipo de interés no es válido',
    hoursOrMilesRequired: 'Las horas o millas son obligatorias',
    hoursOrMilesDecimal: 'Las horas o millas no pueden tener decimales',
    hoursOrMilesNegative: 'Las horas o millas no pueden ser negativas',
    hoursOrMilesDigits:
      'Las horas o millas deben ser un número entero en dígitos (por ejemplo 4,200)',
    downPaymentRequired: 'El % de enganche es obligatorio',
    downPaymentInvalid: 'El % de enganche debe ser un número de 0 a 100',
    interestRateRequired: 'La tasa de interés es obligatoria',
    interestRateInvalid: 'La tasa de interés debe ser un número de 0 a 40',
    financeMax: 'Financiamos hasta $2,000,000: ingrese un precio de $2,000,000 o menos',
    machineCountRequired: 'El número de máquinas es obligatorio',
    termRequired: 'El plazo es obligatorio',
    luckyNumbersRequired: 'Se requieren 5 números',
    luckyNumbersInvalid: 'Los números de la suerte no son válidos',
    sweepstakesAlreadyEntered: 'Este correo ya participó en el sorteo',
    mailingListEmail: 'Por favor ingresa un correo electrónico válido',
    tooLong: 'Este campo es demasiado largo',
    invalid: 'Este valor no es válido',
    required: 'Este campo es obligatorio',
    controlCharacters: 'Este campo contiene caracteres no permitidos',
    zipUnknown: 'No es un código postal de EE. UU. que conozcamos',
  },
  form: {
    submitFailed: 'No se pudo enviar el formulario. Inténtalo de nuevo.',
    unknownError: 'Ocurrió un error desconocido. Inténtalo de nuevo.',
    couldNotSubmit: 'No se pudo enviar el formulario. Inténtalo otra vez.',
    success: '¡Envío exitoso!',
    rateLimited: 'Demasiados envíos. Espera unos minutos e inténtalo de nuevo.',
    idempotencyConflict:
      'Este formulario ya se envió con otros datos. Recarga la página e inténtalo de nuevo.',
    signInRequired: 'Inicia sesión para enviar este formulario.',
    sweepstakesSuccess:
      '¡Ya estás participando! Buena suerte. Los ganadores reciben la notificación por correo electrónico.',
    sweepstakesEnded: 'El sorteo ha terminado. Ya no se aceptan participaciones.',
    sweepstakesUpcoming: 'El sorteo aún no ha comenzado. Vuelve cuando abra.',
  },
}

/** The `validation` namespace, by locale. */
export const VALIDATION_TEXTS: Record<Locale, ValidationCatalogue> = { en, es }
