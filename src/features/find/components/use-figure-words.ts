import { useMessages } from '@/components/ui/locale'
import { amounts as amountsEn } from '@/messages/en/amounts'
import { amounts as amountsEs } from '@/messages/es/amounts'
import { insurerFigures as insurerFiguresEn } from '@/messages/en/insurerFigures'
import { insurerFigures as insurerFiguresEs } from '@/messages/es/insurerFigures'

import type { FigureWords } from './insurer-figures'

/** The words of the insurer figures in the page's language, for client components. */
export function useFigureWords(): FigureWords {
  return {
    m: useMessages(insurerFiguresEn, insurerFiguresEs),
    amounts: useMessages(amountsEn, amountsEs),
  }
}
