import { z, type Infer, type RefinementCtx } from '@/lib/zod'
import { accountValidation } from '@/messages/en/accountValidation'

/**
 * Member account forms: one schema per input shape, used by the pages and re-parsed by the
 * server. Messages are written for the person at the form.
 */
export const ACCOUNT_MESSAGES = accountValidation

export const PASSWORD_MIN = 10
export const PASSWORD_MAX = 128
export const NAME_MAX = 80

/** Passwords so common that length alone does not make them safe. */
const COMMON_PASSWORDS = new Set([
  'password123',
  'password1234',
  'passw0rd123',
  '1234567890',
  '12345678910',
  'qwertyuiop',
  'qwerty12345',
  'iloveyou123',
  'letmein1234',
  'welcome1234',
  'abcdefghij',
  'abc1234567',
  'healthinsurance',
  'candor12345',
])

/** True for a password made of one repeated character or a plain run like 0123456789 or abcdefghij. */
function isTrivial(password: string): boolean {
  const lower = password.toLowerCase()
  if (new Set(lower).size <= 2) return true
  if (COMMON_PASSWORDS.has(lower)) return true
  const run = '01234567890abcdefghijklmnopqrstuvwxyz'
  return run.includes(lower) || [...run].reverse().join('').includes(lower)
}

const email = z
  .string({ error: ACCOUNT_MESSAGES.emailRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.emailRequired)
  .max(254, ACCOUNT_MESSAGES.emailInvalid)
  .pipe(z.email(ACCOUNT_MESSAGES.emailInvalid))
  .transform((value) => value.toLowerCase())

const personName = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(NAME_MAX, ACCOUNT_MESSAGES.nameTooLong)

const newPassword = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN, ACCOUNT_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, ACCOUNT_MESSAGES.passwordTooLong)
  .refine((value) => !isTrivial(value), ACCOUNT_MESSAGES.passwordTooSimple)

/** The new password must not contain the email's name part (of four characters or more). */
function passwordAvoidsEmail<T extends { email: string; password: string }>(value: T, context: RefinementCtx) {
  const local = value.email.split('@')[0] ?? ''
  if (local.length >= 4 && value.password.toLowerCase().includes(local.toLowerCase())) {
    context.addIssue({ code: 'custom', path: ['password'], message: ACCOUNT_MESSAGES.passwordContainsEmail })
  }
}

export const registerSchema = z
  .object({
    first_name: personName(ACCOUNT_MESSAGES.firstNameRequired),
    last_name: personName(ACCOUNT_MESSAGES.lastNameRequired),
    email,
    password: newPassword,
  })
  .superRefine(passwordAvoidsEmail)

/**
 * A password typed to prove who one is (login, a change, a deletion): any text but blank. No
 * account has a blank password (or one of spaces alone), so one is asked for rather than tried.
 */
const enteredPassword = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .refine((value) => value.trim() !== '', message)

export const loginSchema = z.object({
  email,
  password: enteredPassword(ACCOUNT_MESSAGES.passwordRequired),
})

export const tokenSchema = z.object({
  token: z.string({ error: ACCOUNT_MESSAGES.tokenMissing }).trim().min(20, ACCOUNT_MESSAGES.tokenMissing).max(200),
})

export const forgotPasswordSchema = z.object({ email })

/** Asking for the confirmation link again, after the login said the address is not confirmed yet. */
export const resendVerificationSchema = z.object({ email })

export const resetPasswordSchema = tokenSchema.extend({ password: newPassword })

export const changePasswordSchema = z.object({
  current_password: enteredPassword(ACCOUNT_MESSAGES.currentPasswordRequired),
  password: newPassword,
})

export const updateProfileSchema = z.object({
  first_name: personName(ACCOUNT_MESSAGES.firstNameRequired),
  last_name: personName(ACCOUNT_MESSAGES.lastNameRequired),
  email,
})

export const deleteAccountSchema = z.object({
  password: enteredPassword(ACCOUNT_MESSAGES.passwordRequired),
  published_reviews: z.enum(['delete', 'keep'], { error: ACCOUNT_MESSAGES.deleteChoiceRequired }),
})

/** Call 9's body. */
export const savedPlansSchema = z.object({
  field_account_saved_plans: z
    .array(
      z.union([
        z.number().int().positive(),
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      ]),
      {
        error: ACCOUNT_MESSAGES.savedPlansInvalid,
      },
    )
    .max(500, ACCOUNT_MESSAGES.savedPlansInvalid),
})

export type RegisterInput = Infer<typeof registerSchema>
