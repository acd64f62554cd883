'use client'

import { useMessages } from '@/components/ui/locale'
import { report as reportEn } from '@/messages/en/report'
import { report as reportEs } from '@/messages/es/report'

import { HEALTH_FIELDS, MONEY_FIELDS, type StoredAnswers } from '../schema'

type ReceiptField = keyof typeof reportEn.receiptFields

/** A stored answer as the person gave it. */
function shown(name: ReceiptField, answers: StoredAnswers, countyName: string | null, m: typeof reportEn): string {
  const value = answers[name]
  if (name === 'field_ir_county') return countyName ?? (typeof value === 'string' ? value : m.notSaid)
  if (value === undefined || value === '') return m.notSaid
  if (value === null) return m.preferNotToSay
  if (typeof value === 'boolean') return value ? m.yes : m.no
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : m.notSaid
  return String(value)
}

/**
 * The privacy receipt: every answer Candor keeps for this report, why, where and for how
 * long. Health answers appear only when they were given with the person's agreement.
 */
export function ReportReceipt({
  answers,
  countyName,
  isMember,
}: {
  answers: StoredAnswers
  countyName: string | null
  isMember: boolean
}) {
  const m = useMessages(reportEn, reportEs)
  const fields = (Object.keys(m.receiptFields) as ReceiptField[]).filter((name) => {
    // Health and money answers appear only when they were given with the person's agreement.
    if ((HEALTH_FIELDS as readonly string[]).includes(name)) {
      return answers.field_ir_health_consent === true && answers[name] !== undefined
    }
    if ((MONEY_FIELDS as readonly string[]).includes(name)) {
      return answers.field_ir_money_consent === true && answers[name] !== undefined
    }
    return true
  })
  return (
    <section aria-labelledby="report-receipt-heading" className="report-section report-receipt">
      <h2 id="report-receipt-heading">{m.receiptHeading}</h2>
      <p>{m.receiptIntro}</p>
      <dl className="report-receipt__fields">
        {fields.map((name) => (
          <div key={name}>
            <dt>{m.receiptFields[name]}</dt>
            <dd>{shown(name, answers, countyName, m)}</dd>
          </div>
        ))}
      </dl>
      <dl className="report-receipt__terms">
        <div>
          <dt>{m.receiptWhyLabel}</dt>
          <dd>{m.receiptWhy}</dd>
        </div>
        <div>
          <dt>{m.receiptWhereLabel}</dt>
          <dd>{m.receiptWhere}</dd>
        </div>
        <div>
          <dt>{m.receiptHowLongLabel}</dt>
          <dd>{isMember ? m.receiptHowLongMember : m.receiptHowLongVisitor}</dd>
        </div>
      </dl>
    </section>
  )
}
