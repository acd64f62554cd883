import type { accountValidation as en } from '../en/accountValidation'
import type { Translation } from '../translation'

/** Catalogue namespace `accountValidation` (Spanish, United States). */
export const accountValidation: Translation<typeof en> = {
  firstNameRequired: 'El nombre es obligatorio',
  lastNameRequired: 'El apellido es obligatorio',
  nameTooLong: 'Los nombres no pueden tener más de 80 caracteres',
  emailRequired: 'El correo electrónico es obligatorio',
  emailInvalid: 'Escriba un correo electrónico válido',
  passwordRequired: 'La contraseña es obligatoria',
  passwordTooShort: 'Use al menos 10 caracteres en su contraseña',
  passwordTooLong: 'Las contraseñas no pueden tener más de 128 caracteres',
  passwordTooSimple: 'Elija una contraseña más difícil de adivinar: combine palabras, números o símbolos',
  passwordContainsEmail: 'Su contraseña no puede contener su correo electrónico',
  currentPasswordRequired: 'Escriba su contraseña actual',
  tokenMissing: 'Este enlace está incompleto. Use el enlace completo del correo electrónico.',
  deleteChoiceRequired: 'Elija qué pasará con sus reseñas publicadas',
  savedPlansInvalid: 'Los planes guardados deben ser una lista de identificadores de planes',
  emailTaken: 'Ya existe una cuenta con este correo electrónico. Inicie sesión o restablezca su contraseña.',
  loginFailed: 'El correo electrónico o la contraseña no son correctos.',
  loginUnverified: 'Primero confirme su correo electrónico: use el enlace que le enviamos.',
  tokenInvalid: 'Este enlace venció o ya se usó. Pida uno nuevo.',
  currentPasswordWrong: 'Su contraseña actual no es correcta.',
  resetSent: 'Si hay una cuenta con esta dirección, le enviamos un enlace para elegir una contraseña nueva.',
  verificationResent:
    'Si una cuenta espera la confirmación de esta dirección, le enviamos de nuevo el enlace de confirmación. Puede tardar unos minutos en llegar.',
}
