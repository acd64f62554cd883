import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { catalogues } from '@/messages'

/**
 * Common British spellings and their American forms. Candor is written for residents of the
 * United States, so its English words are American. Each pattern names a British form only:
 * "analysis", "enrolled" and "practice" are American too and do not match.
 */
const BRITISH_SPELLINGS: [RegExp, string][] = [
  [/\bneighbour/i, 'neighbor'],
  [/\bcolour/i, 'color'],
  [/\bfavour/i, 'favor'],
  [/\b(dis)?honour/i, 'honor'],
  [/\bbehaviour/i, 'behavior'],
  [/\blabour\b/i, 'labor'],
  [/\b(humour|rumour|tumour|odour|vapour)/i, 'humor, rumor, tumor, odor, vapor'],
  [
    /\b\w*(organis|recognis|apologis|prioritis|summaris|minimis|maximis|customis|personalis|authoris|categoris|utilis|finalis|standardis|optimis|hospitalis|normalis|subsidis|familiaris|penalis|itemis|memoris)/i,
    '-ize, -ization',
  ],
  [/\b(realis|specialis|localis|criticis|emphasis)(e|ed|es|ing|ation)\b/i, '-ize, -ization'],
  [/\b(analys|paralys)(e|ed|es|ing)\b/i, 'analyze, paralyze'],
  [/\b(licence|defence|offence|pretence)\b/i, 'license, defense, offense, pretense'],
  [/\bpractis(e|ed|es|ing)\b/i, 'practice (the verb)'],
  [/\b(centre|theatre|metre|fibre|litre)/i, 'center, theater, meter, fiber, liter'],
  [
    /\b(cancell|labell|travell|modell|counsell|fuell|totall|signall)(ed|ing|er)\b/i,
    'canceled, labeled, traveled, modeled, counseled, fueled, totaled, signaled',
  ],
  [/\benrol(s|ment|ments)?\b/i, 'enroll, enrollment'],
  [/\bfulfil(s|ment)?\b/i, 'fulfill, fulfillment'],
  [/\b(instalment|skilful|wilful)/i, 'installment, skillful, willful'],
  [/\b(catalogue|programme|judgement|cheque|whilst|amongst|ageing|postcode)\b/i, 'catalog, program, judgment, …'],
  [/\bgrey\b/i, 'gray'],
  [/\benquir/i, 'inquire, inquiry'],
  [
    /\b(paediatr|anaesthe|oestrogen|haemo|orthopaed|foetus|gynaecolog|diarrhoea|oesophag|aetiolog|leukaem|anaem)/i,
    'pediatric, anesthesia, estrogen, hemo-, orthopedic, fetus, gynecology, …',
  ],
]

/** Every text of a catalogue with its key path: strings, and the template text of functions. */
function textsOf(value: unknown, keyPath = ''): [string, string][] {
  if (typeof value === 'string') return [[keyPath, value]]
  if (typeof value === 'function') return [[keyPath, value.toString()]]
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, keyPath ? `${keyPath}.${key}` : key))
  }
  return []
}

function britishIn(texts: [string, string][]): string[] {
  return texts.flatMap(([where, text]) =>
    BRITISH_SPELLINGS.flatMap(([pattern, american]) => {
      const found = pattern.exec(text)
      return found ? [`${where}: "${found[0]}" (American: ${american})`] : []
    }),
  )
}

describe('American English', () => {
  it('finds the British spellings it looks for', () => {
    expect(britishIn([['sample', 'Try a neighbouring ZIP code; your enrolment was cancelled.']])).toHaveLength(3)
    expect(britishIn([['sample', 'Try a neighboring ZIP code; your enrollment was canceled after analysis.']])).toEqual(
      [],
    )
  })

  it('is what the English catalogue is written in', () => {
    expect(britishIn(textsOf(catalogues.en))).toEqual([])
  })

  it('is what the English pages a fresh install saves are written in', () => {
    const folder = path.resolve(process.cwd(), 'seed/content')
    const pages = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .map((name): [string, string] => [name, fs.readFileSync(path.join(folder, name), 'utf8')])
    expect(pages.length).toBeGreaterThan(0)
    expect(britishIn(pages)).toEqual([])
  })
})
