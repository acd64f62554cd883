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
  plansFound: (count: number) => `${count} ${count === 1 ? 'plan encontrado' : 'planes encontrados'}`,
  noPlans: 'No se encontraron planes',
  ownExchange: (state: string, exchange: string) =>
    `${state} tiene su propio mercado de seguros médicos, ${exchange}, y CMS no publica sus planes. Puede buscar planes allí:`,
  start: 'Empezar su reseña',
}
