import type { ZodIssue } from '@/lib/zod'

/** Field name → its first message, from zod's issues (a form shows one message per field). */
export function fieldErrorsOf(issues: readonly ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '')
    errors[field] ??= issue.message
  }
  return errors
}
