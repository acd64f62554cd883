import type { MouseEvent } from 'react'

import { FormField } from '@/components/ui/form-field'
import { FieldError } from '@/components/ui/field-error'

import { FIELD, withIntent, type PersonValues } from '../estimate-form'
import { MAX_PEOPLE } from '../limits'
import type { EstimatePanelWords } from '../panel-words'

/**
 * The household's people in the estimate form: each one's age and tobacco use, with buttons to
 * add and remove a person. With script the rows change here; without it each button posts the
 * form and the answer comes back with the rows.
 */
export function EstimatePeople({
  idPrefix: id,
  people,
  onChange,
  errors,
  words: m,
}: {
  idPrefix: string
  people: PersonValues[]
  onChange: (people: PersonValues[]) => void
  errors: Record<string, string>
  words: Pick<EstimatePanelWords, 'peopleLegend' | 'ageLabels' | 'tobacco' | 'removeLabels' | 'addPerson'>
}) {
  const changePeople = (event: MouseEvent<HTMLButtonElement>, next: PersonValues[]) => {
    // With script, rows are added and removed here; without it, the button posts and the page answers with the rows.
    event.preventDefault()
    onChange(next)
  }

  return (
    <fieldset className="estimate__people">
      <legend>{m.peopleLegend}</legend>
      {people.map((person, index) => (
        <div className="estimate__person" key={`${index}-${people.length}`}>
          <FormField label={m.ageLabels[index]!} error={errors[FIELD.age(index)]}>
            {(control) => (
              <input
                {...control}
                name={FIELD.age(index)}
                className="text-input estimate__age"
                inputMode="numeric"
                maxLength={3}
                defaultValue={person.age}
              />
            )}
          </FormField>
          <div className="form-field form-field--checkbox estimate__tobacco">
            <input
              id={`${id}-tobacco-${index}`}
              type="checkbox"
              className="checkbox-input"
              name={FIELD.tobacco(index)}
              defaultChecked={person.tobacco}
            />
            <label htmlFor={`${id}-tobacco-${index}`}>{m.tobacco}</label>
          </div>
          {people.length > 1 ? (
            <button
              type="submit"
              name={FIELD.intent}
              value={`remove-person-${index}`}
              formNoValidate
              className="link-button estimate__remove"
              onClick={(event) =>
                changePeople(event, withIntent(currentRows(event, people), { kind: 'remove-person', index }))
              }
            >
              {m.removeLabels[index]}
            </button>
          ) : null}
        </div>
      ))}
      <FieldError id={`${id}-people-error`} message={errors.people} show />
      {people.length < MAX_PEOPLE ? (
        <button
          type="submit"
          name={FIELD.intent}
          value="add-person"
          formNoValidate
          className="button button--secondary"
          onClick={(event) => changePeople(event, withIntent(currentRows(event, people), { kind: 'add-person' }))}
        >
          {m.addPerson}
        </button>
      ) : null}
    </fieldset>
  )
}

/** The rows as typed so far, read from the form, so that adding or removing a row keeps what was typed. */
function currentRows(event: MouseEvent<HTMLButtonElement>, people: PersonValues[]): PersonValues[] {
  const form = event.currentTarget.form
  if (!form) return people
  const data = new FormData(form)
  return people.map((_, index) => ({
    age: String(data.get(FIELD.age(index)) ?? ''),
    tobacco: data.get(FIELD.tobacco(index)) === 'on',
  }))
}
