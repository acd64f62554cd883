'use client'

import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'

import { useLocalizedHref } from '@/components/ui/locale'
import { ACCOUNT_ENDPOINTS, loginHref, useAuth } from '@/features/accounts'
import { callApi, type ApiAnswer } from '@/lib/api-client'

import { keptCareListOf } from './care-account-answer'
import { careListSnapshot, type CareListState } from './care-list-store'
import type { CareListWords } from './care-list-words'

type Said = 'kept' | 'removed' | 'failed' | null
/** Whether the signed-in member's account keeps the list; tied to the session it was read in. */
type Kept = { token: string; kept: boolean }

/**
 * Where the shopper's doctors and drugs are kept: on this device, and in the member's account
 * once they tick the box, which says what that means (they are health information). Signed in,
 * the account's list joins the device's; while the box is ticked, each change of the list is
 * kept in the account too. Unticking removes it from the account; the device keeps its own.
 * Nothing here puts the list in an address or a log.
 */
export function CareAccount({
  zipcode,
  list,
  onJoin,
  w,
}: {
  zipcode: string
  /** The device's list, as the page shows it. */
  list: CareListState
  /** Adds the account's entries to the device's list (and checks the plans again). */
  onJoin: (account: CareListState) => void
  w: CareListWords
}) {
  const { isLoaded, loggedIn, accessToken } = useAuth()
  const localize = useLocalizedHref()
  const id = useId()
  const [state, setState] = useState<Kept | null>(null)
  const [said, setSaid] = useState<Said>(null)
  const [busy, setBusy] = useState(false)
  /** The list as the account last took it (JSON), so that an unchanged list is not sent again. */
  const sent = useRef<string | null>(null)
  /** One call at a time, in order: the account ends with the device's latest list. */
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  const isKept = state !== null && state.token === accessToken && state.kept

  const enqueue = (call: () => Promise<ApiAnswer>) => {
    const next = queue.current.then(call)
    queue.current = next.catch(() => undefined)
    return next
  }
  const keep = (token: string) =>
    enqueue(() => {
      const current = careListSnapshot()
      sent.current = JSON.stringify(current)
      return callApi(ACCOUNT_ENDPOINTS.careList, { token, body: { consent: true, ...current } })
    })

  // Signed in: the account says whether it keeps a list; a kept one joins the device's.
  useEffect(() => {
    if (!accessToken) return
    const controller = new AbortController()
    void callApi(ACCOUNT_ENDPOINTS.careList, { method: 'GET', token: accessToken, signal: controller.signal }).then(
      (answer) => {
        if (controller.signal.aborted) return
        const account = answer.ok ? keptCareListOf(answer.data) : undefined
        if (account === undefined) return setSaid('failed')
        sent.current = account ? JSON.stringify(account) : null
        setState({ token: accessToken, kept: account !== null })
        if (account) onJoin(account)
      },
    )
    return () => controller.abort()
  }, [accessToken, onJoin])

  const follow = useEffectEvent((token: string) => {
    void keep(token).then((answer) => {
      if (answer.ok) return setSaid('kept')
      sent.current = null
      setSaid('failed')
    })
  })
  // While the box is ticked, the account follows each change of the list.
  useEffect(() => {
    if (isKept && accessToken && JSON.stringify(list) !== sent.current) follow(accessToken)
  }, [list, isKept, accessToken])

  async function choose(checked: boolean) {
    if (!accessToken || busy) return
    const token = accessToken
    setBusy(true)
    setState({ token, kept: checked })
    const answer = checked
      ? await keep(token)
      : await enqueue(() => callApi(ACCOUNT_ENDPOINTS.careList, { method: 'DELETE', token }))
    setBusy(false)
    if (answer.ok) {
      if (!checked) sent.current = null
      setSaid(checked ? 'kept' : 'removed')
      return
    }
    // The box goes back to what the account still holds.
    if (checked) sent.current = null
    setState({ token, kept: !checked })
    setSaid('failed')
  }

  if (!isLoaded || !loggedIn) {
    return (
      <p className="form-field__hint care-account">
        {w.deviceOnly}
        {isLoaded ? (
          <>
            {' '}
            <a href={localize(loginHref(`/find/${zipcode}`))}>{w.signInToKeep}</a>
          </>
        ) : null}
      </p>
    )
  }
  const words: Record<Exclude<Said, null>, string> = {
    kept: w.keptInAccount,
    removed: w.removedFromAccount,
    failed: w.accountFailed,
  }
  return (
    <div className="care-account">
      <div className="form-field form-field--checkbox">
        <input
          id={id}
          type="checkbox"
          className="checkbox-input"
          checked={isKept}
          onChange={(event) => void choose(event.target.checked)}
          aria-describedby={`${id}-about`}
          aria-busy={busy || undefined}
        />
        <label htmlFor={id}>{w.keepInAccount}</label>
        <p id={`${id}-about`} className="form-field__hint">
          {w.keepDescription}
        </p>
      </div>
      <p role="status" className="care-account__status">
        {said ? words[said] : ''}
      </p>
    </div>
  )
}
