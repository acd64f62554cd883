import type { contactValidation as en } from '../en/contactValidation'
import type { Translation } from '../translation'

/** Catalogue namespace `contactValidation` (Spanish, United States). */
export const contactValidation: Translation<typeof en> = {
  nameRequired: 'El nombre es obligatorio',
  nameTooLong: 'El nombre no puede tener más de 120 caracteres',
  emailRequired: 'El correo electrónico es obligatorio',
  emailInvalid: 'Escriba un correo electrónico válido',
  topicRequired: 'Elija el tema de su mensaje',
  messageTooShort: 'Su mensaje debe tener al menos 10 caracteres',
  messageTooLong: 'Su mensaje no puede tener más de 2000 caracteres',
  captchaRequired: 'Resuelva el captcha',
}
