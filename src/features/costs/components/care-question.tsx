import { FormField } from '@/components/ui/form-field'

import { FIELD } from '../estimate-form'
import type { EstimatePanelWords } from '../panel-words'

/**
 * "How much care do you expect this year?": asked where the page lists the household's plans,
 * so that HealthCare.gov can estimate each plan's yearly total. Optional; the answer is used for
 * that estimate only.
 */
export function CareQuestion({
  words,
  value,
  error,
}: {
  words: Pick<EstimatePanelWords, 'careLevel' | 'careLevelHint' | 'careNotSure' | 'careOptions'>
  value: string
  error: string | undefined
}) {
  return (
    <FormField label={words.careLevel} hint={words.careLevelHint} error={error}>
      {(control) => (
        <select {...control} name={FIELD.utilization} className="select-input estimate__care" defaultValue={value}>
          <option value="">{words.careNotSure}</option>
          {words.careOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
