import type { reviewStart as en } from '../en/reviewStart'
import type { Translation } from '../translation'

/** Catalogue namespace `reviewStart` (Spanish, United States). */
export const reviewStart: Translation<typeof en> = {
  heading: '¿Le interesa escribir una reseña?',
  lead: 'Ayúdenos a acortar la lista para que encuentre su plan más fácilmente.',
  close: 'Cerrar',
  zipLabel: 'Código postal',
  zipHint: 'El código postal de 5 dígitos donde vive.',
  submit: 'Enviar',
  searching: 'Buscando planes…',
  lookupFailed: 'No se pudieron cargar los planes de ese código postal',
  countyLabel: 'Condado',
  countyHint: (zip: string) => `${zip} está en más de un condado. ¿En cuál vive usted?`,
  countyPlaceholder: 'Elija un condado',
  planLabel: 'Su plan',
  earlierPlans:
    'Este estado tiene ahora su propio mercado de seguros. Si tuvo uno de los planes que se vendían aquí antes por HealthCare.gov, todavía puede reseñarlo:',
  planPlaceholder: 'Elija un plan',
  plansFound: (count: number) =>
    `${count} ${count === 1 ? 'producto de aseguradora encontrado' : 'productos de aseguradoras encontrados'}`,
  noPlans: 'No se encontraron planes',
  filterLabel: 'Buscar por nombre del plan (opcional)',
  filterHint: 'La aseguradora, o el nombre del plan que aparece en su tarjeta de miembro, como “Silver 10”.',
  filterCount: (shown: number, total: number) =>
    `${shown === 1 ? 'Coincide' : 'Coinciden'} ${shown} de ${total} ${total === 1 ? 'producto de aseguradora' : 'productos de aseguradoras'}`,
  filterNoMatch: (words: string) => `Ningún producto de aseguradora ni opción de plan de aquí coincide con “${words}”.`,
  matchesOption: (option: string) => `Coincide con la opción de plan “${option}”`,
  ownExchange: (state: string, exchange: string) =>
    `${state} tiene su propio mercado de seguros médicos, ${exchange}, y CMS no publica sus planes. Puede buscar planes allí:`,
  start: 'Empezar su reseña',
}
