import type { AdminViewServerProps } from 'payload'

/** What Payload's default admin template needs, taken from a custom view's props. */
export function adminTemplateProps({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  return {
    i18n: req.i18n,
    locale,
    params,
    payload: req.payload,
    permissions,
    req,
    searchParams,
    user: req.user ?? undefined,
    visibleEntities,
  }
}
