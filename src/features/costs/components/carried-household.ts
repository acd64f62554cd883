'use client'

import { startTransition, useEffect } from 'react'

import { FIELD, type EstimateFormValues } from '../estimate-form'

/**
 * A household carried from one page's estimate to the results page's plans: kept in this tab's
 * session storage for one page change, read once and wiped. It never enters an address, a log
 * or a request other than the page's own estimate.
 */
const KEY = 'candor.estimate.household'

/** Keeps the household typed for the next page of this tab (the "plans for your household" link). */
export function carryHousehold(values: EstimateFormValues): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(values))
  } catch {
    // Storage refused (private mode, full): the next page asks again.
  }
}

function takeCarried(zipcode: string): EstimateFormValues | null {
  try {
    const text = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    const values = text ? (JSON.parse(text) as EstimateFormValues) : null
    return values && values.zipcode.trim() === zipcode ? values : null
  } catch {
    return null
  }
}

/** The form's fields for values, as a post of the estimate would send them. */
export function formDataOf(values: EstimateFormValues): FormData {
  const form = new FormData()
  form.set(FIELD.intent, 'estimate')
  form.set(FIELD.planYear, values.planYear)
  form.set(FIELD.zipcode, values.zipcode)
  form.set(FIELD.countyFips, values.countyFips)
  form.set(FIELD.householdIncome, values.householdIncome)
  form.set(FIELD.householdSize, values.householdSize)
  values.people.forEach((person, index) => {
    form.set(FIELD.age(index), person.age)
    if (person.tobacco) form.set(FIELD.tobacco(index), 'on')
  })
  return form
}

/** On the page the household was carried to (same ZIP code), estimates it at once, as if its form were sent. */
export function useCarriedHousehold(
  zipcode: string | undefined,
  isWanted: boolean,
  formAction: (form: FormData) => void,
  extra: Record<string, string>,
  onCarry: () => void,
): void {
  useEffect(() => {
    if (!isWanted || !zipcode) return
    const values = takeCarried(zipcode)
    if (!values) return
    const form = formDataOf(values)
    for (const [name, value] of Object.entries(extra)) form.set(name, value)
    onCarry()
    startTransition(() => formAction(form))
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
