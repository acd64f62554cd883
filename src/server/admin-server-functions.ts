import type { ServerFunction } from 'payload'
import { buildFormStateHandler } from '@payloadcms/ui/utilities/buildFormState'

import { mayLock } from '@/access/document-locks'

type FormStateArgs = Parameters<typeof buildFormStateHandler>[0]

/**
 * The admin's form state, which also takes and refreshes the edit lock of the open document.
 * Payload writes that lock straight to the database, past the locks collection's access rules,
 * so an account that may not lock (an insurer) asks for the form state without it.
 */
const formStateWithOwnLocks: ServerFunction = (args) => {
  const formArgs = args as FormStateArgs
  if (mayLock(formArgs.req?.user)) return buildFormStateHandler(formArgs)
  return buildFormStateHandler({ ...formArgs, returnLockStatus: false, updateLastEdited: false })
}

/** Candor's replacements for Payload's admin server functions, by name. */
export const adminServerFunctions: Record<string, ServerFunction> = {
  'form-state': formStateWithOwnLocks,
}
