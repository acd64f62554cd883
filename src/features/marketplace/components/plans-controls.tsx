import type { ChangeEvent, RefObject } from 'react'

import { FIELD } from '@/features/costs'

import { VIEW_FIELD, type PlanSort, type PlansView } from '../plans-view'
import type { HouseholdPlansWords } from './household-plans-words'

const toggled = (list: string[], value: string) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value]

/**
 * The order and the filters of the household's plans. Each control belongs to the household
 * form (`form`), so a page without script posts them with it ("Apply"); with script they
 * change the list at once and "Apply" is not shown.
 */
export function PlansControls({
  idPrefix,
  view,
  sorts,
  facets,
  formId,
  scripted,
  sortRef,
  onChange,
  w,
}: {
  idPrefix: string
  view: PlansView
  /** The orders this list offers, the first being the default. */
  sorts: readonly PlanSort[]
  /** The metal levels and plan types present, and whether any plan suits an HSA. */
  facets: { metals: string[]; types: string[]; hsa: boolean; care: boolean }
  formId: string | null
  scripted: boolean
  sortRef?: RefObject<HTMLSelectElement | null>
  /** With script, the view chosen; without it, the controls keep what was posted. */
  onChange?: (view: PlansView) => void
  w: HouseholdPlansWords
}) {
  const form = formId ?? undefined
  // Controlled with script; without it, each control shows the view the page was answered with.
  const box = (checked: boolean, next: (event: ChangeEvent<HTMLInputElement>) => PlansView) =>
    onChange
      ? { checked, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(next(event)) }
      : { defaultChecked: checked }
  const sortProps = onChange
    ? {
        value: view.sort,
        onChange: (event: ChangeEvent<HTMLSelectElement>) =>
          onChange({ ...view, sort: event.target.value as PlanSort }),
      }
    : { defaultValue: view.sort }
  return (
    <div className="plans-controls">
      <div className="form-field plans-controls__sort">
        <label htmlFor={`${idPrefix}-sort`}>{w.sortLabel}</label>
        <p id={`${idPrefix}-sort-hint`} className="form-field__hint">
          {w.missingLast}
        </p>
        <select
          ref={sortRef}
          id={`${idPrefix}-sort`}
          className="select-input"
          name={VIEW_FIELD.sort}
          form={form}
          aria-describedby={`${idPrefix}-sort-hint`}
          {...sortProps}
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {w.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
      {facets.metals.length > 1 ? (
        <fieldset className="plans-controls__group">
          <legend>{w.metalLegend}</legend>
          {facets.metals.map((metal) => (
            <label className="check-option" key={metal}>
              <input
                type="checkbox"
                name={VIEW_FIELD.metal}
                value={metal}
                form={form}
                {...box(view.metals.includes(metal), () => ({ ...view, metals: toggled(view.metals, metal) }))}
              />
              {w.metalNames[metal] ?? metal}
            </label>
          ))}
        </fieldset>
      ) : null}
      {facets.types.length > 1 ? (
        <fieldset className="plans-controls__group">
          <legend>{w.typeLegend}</legend>
          {facets.types.map((type) => (
            <label className="check-option" key={type}>
              <input
                type="checkbox"
                name={VIEW_FIELD.type}
                value={type}
                form={form}
                {...box(view.types.includes(type), () => ({ ...view, types: toggled(view.types, type) }))}
              />
              {type}
            </label>
          ))}
        </fieldset>
      ) : null}
      {facets.hsa || view.hsaOnly ? (
        <label className="check-option plans-controls__hsa">
          <input
            type="checkbox"
            name={VIEW_FIELD.hsa}
            form={form}
            {...box(view.hsaOnly, (event) => ({ ...view, hsaOnly: event.target.checked }))}
          />
          {w.hsaOnly}
        </label>
      ) : null}
      {facets.care || view.coversAll ? (
        <label className="check-option plans-controls__care">
          <input
            type="checkbox"
            name={VIEW_FIELD.coversAll}
            form={form}
            {...box(view.coversAll, (event) => ({ ...view, coversAll: event.target.checked }))}
          />
          {w.care.coversAll}
        </label>
      ) : null}
      <input type="hidden" name={VIEW_FIELD.shown} value={view.shown} form={form} />
      {scripted ? null : (
        <button type="submit" className="button button--secondary" name={FIELD.intent} value="plans" form={form}>
          {w.apply}
        </button>
      )}
    </div>
  )
}
