import type { insurerFigures as en } from '../en/insurerFigures'
import type { Translation } from '../translation'

/** Catalogue namespace `insurerFigures` (Spanish, United States). */
export const insurerFigures: Translation<typeof en> = {
  stillSellingLabel: (year: number) => `Todavía vende en HealthCare.gov en ${year}`,
  notSellingIn: (year: number) => `No está en HealthCare.gov aquí para ${year}`,
  orderNote:
    'Ordenadas por el nombre de la aseguradora hasta que usted elija otro orden. Candor no cobra por la ubicación y ninguna aseguradora puede comprar un mejor lugar.',
  sorts: {
    name: 'Nombre de la aseguradora (de la A a la Z)',
    member: 'Puntuación de los miembros (la más alta primero)',
    stars: 'Calificación general de CMS (la más alta primero)',
    denials: 'Reclamos denegados (los menos primero)',
    deductible: 'Deducible más bajo',
    outOfPocket: 'Desembolso máximo más bajo',
  },
  sortPhrases: {
    name: 'nombre de la aseguradora (de la A a la Z)',
    member: 'puntuación de los miembros (la más alta primero)',
    stars: 'calificación general de CMS (la más alta primero)',
    denials: 'reclamos denegados (los menos primero)',
    deductible: 'deducible más bajo',
    outOfPocket: 'desembolso máximo más bajo',
  },
  cmsRating: 'Calificación general de CMS',
  cmsNotRated: 'Sin calificación de CMS',
  cmsNoRating: 'CMS no ha publicado una calificación',
  cmsReasons: {
    insufficientData:
      'No hay datos suficientes para calcular una puntuación según la metodología del sistema de calificación de calidad (QRS)',
    newPlan: 'Plan nuevo: todavía no se puede calificar',
  },
  memberScore: 'Puntuación de los miembros',
  memberAverage: (average: string, count: number) => `${average} de 5 (${count} ${count === 1 ? 'reseña' : 'reseñas'})`,
  memberNotEnough: (count: number) =>
    `Todavía no hay suficientes reseñas (${count} ${count === 1 ? 'reseña' : 'reseñas'})`,
  memberMoreNeeded: (more: number) =>
    more === 1
      ? 'Falta 1 reseña más para tener una puntuación de los miembros'
      : `Faltan ${more} reseñas más para tener una puntuación de los miembros`,
  denials: 'Reclamos denegados',
  denialsValue: (rate: string) => `${rate} de los reclamos dentro de la red`,
  denialsYear: (year: number) => `(reclamos de ${year})`,
  denialsReportYear: (year: number) => `(informados para el año del plan ${year})`,
  deductible: 'Deducible',
  outOfPocket: 'Desembolso máximo',
  metals: 'Categorías de metal',
  plans: (count: number, year: number) =>
    `${count} ${count === 1 ? 'opción de plan se vende' : 'opciones de plan se venden'} aquí en el año del plan ${year}`,
  planCount: (count: number) => `${count} ${count === 1 ? 'opción de plan' : 'opciones de plan'}`,
  tableInsurer: 'Aseguradora y producto',
  tableSortHint:
    'Elija el encabezado de una columna para ordenar por él; las aseguradoras sin esa cifra aparecen al final.',
  tableSortBy: (order: string) => `ordenar por ${order}`,
  tableSortedBy: (order: string) => `(ordenado por ${order})`,
  network: 'Red',
  referralsAll: 'Se necesita un referido para ver a un especialista',
  referralsNone: 'No se necesita un referido para ver a un especialista',
  referralsSome: (count: number, total: number) =>
    `${count} de ${total} planes necesitan un referido para ver a un especialista`,
  nationalNetwork: 'Red nacional',
  nationalAll: 'Todos los planes de aquí tienen una red nacional',
  nationalNone: 'Ningún plan de aquí tiene una red nacional',
  nationalSome: (count: number, total: number) => `${count} de ${total} planes tienen una red nacional`,
  outOfArea: 'Cubre la atención fuera de su zona',
  outOfAreaAll: 'Todos los planes de aquí',
  outOfAreaNone: 'Ningún plan de aquí',
  outOfAreaSome: (count: number, total: number) => `${count} de ${total} planes`,
  hsa: 'Planes aptos para HSA',
  hsaYes: 'Sí',
  hsaNo: 'Ninguno',
  premiums: 'Prima mensual',
  moreFigures: 'Desembolso máximo, red y más',
  premiumsMissing: 'Todavía no disponible',
  stars: (value: number) => `${value} de 5 estrellas`,
  metalNames: {
    Catastrophic: 'Catastrófico',
    'Expanded Bronze': 'Bronce ampliado',
    Bronze: 'Bronce',
    Silver: 'Plata',
    Gold: 'Oro',
    Platinum: 'Platino',
  },
}
