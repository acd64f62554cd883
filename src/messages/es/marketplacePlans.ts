import type { Translation } from '../translation'
import type { marketplacePlans as English } from '../en/marketplacePlans'

/** Catalogue namespace `marketplacePlans` (español). */
export const marketplacePlans: Translation<typeof English> = {
  noKeyNotice:
    'Estos son los planes de los archivos propios de Candor para este condado, sin precios para su hogar. HealthCare.gov muestra el precio exacto de cada plan después de su crédito fiscal.',
  outageNotice:
    'No se pudo consultar ahora los datos de planes de HealthCare.gov, así que estos son los planes de los archivos propios de Candor, sin precios para su hogar. Vuelva a intentarlo en unos minutos o vea los precios exactos en HealthCare.gov.',
  busyNotice:
    'HealthCare.gov pidió a Candor que espere antes de volver a consultar, así que estos son los planes de los archivos propios de Candor, sin precios para su hogar. Vuelva a intentarlo en unos minutos o vea los precios exactos en HealthCare.gov.',
  exchangeNotice: (name: string) =>
    `Este estado tiene su propio mercado de seguros, ${name}: sus planes y precios están en su sitio, no en HealthCare.gov.`,
  yearNotOnSale: (asked: number, shown: number) =>
    `HealthCare.gov aún no ha publicado los planes de ${asked} para este condado: estos son los planes de ${shown}, como referencia. Los precios y los planes cambian cada año.`,
  heading: 'Planes para su hogar',
  sourceMarketplace: (year: number | string, fetched: string) =>
    `Datos de planes de HealthCare.gov para el año del plan ${year}, consultados el ${fetched}.`,
  sourceEmbedded: (year: number | string) => `Archivos de planes propios de Candor para el año del plan ${year}.`,
  pricesNotShown: 'Esta lista no muestra los precios para su hogar.',
  seeHealthCareGov: 'Vea el precio de cada plan en HealthCare.gov',
  opensInNewTab: '(se abre en una pestaña nueva)',
  planCount: (count: number | string) => (count === 1 ? '1 plan' : `${count} planes`),
  found: (count: number | string) => (count === 1 ? '1 plan para su hogar.' : `${count} planes para su hogar.`),
  showing: (shown: number | string, total: number | string) =>
    total === 1 ? 'Se muestra 1 de 1 plan' : `Se muestran ${shown} de ${total} planes`,
  matching: (count: number | string, total: number | string) =>
    count === 1
      ? `1 de ${total} planes coincide con estos filtros`
      : `${count} de ${total} planes coinciden con estos filtros`,
  controlsHeading: 'Ordenar y filtrar',
  sortLabel: 'Ordenar por',
  sorts: {
    price: 'Menor precio con el crédito',
    yearly: 'Menor total anual estimado',
    deductible: 'Menor deducible',
    moop: 'Menor desembolso máximo',
    stars: 'Mejor calificación de calidad de CMS',
    members: 'Mejor puntuación de los miembros en Candor',
  },
  sortPhrases: {
    price: 'precio después del crédito, del más bajo al más alto',
    yearly: 'total anual estimado, del más bajo al más alto',
    deductible: 'deducible, del más bajo al más alto',
    moop: 'desembolso máximo, del más bajo al más alto',
    stars: 'calificación de calidad de CMS, de la más alta a la más baja',
    members: 'puntuación de los miembros en Candor, de la más alta a la más baja',
  },
  metalLegend: 'Categoría de metal',
  typeLegend: 'Tipo de plan',
  hsaOnly: 'Solo planes aptos para HSA',
  apply: 'Aplicar',
  missingLast: 'Los planes sin la cifra por la que ordena aparecen al final.',
  noMatch: 'Ningún plan coincide con estos filtros.',
  clearFilters: 'Quitar los filtros',
  noPlans: 'Candor no tiene planes que mostrar para este condado.',
  showMore: (count: number | string) => (count === 1 ? 'Mostrar 1 plan más' : `Mostrar ${count} planes más`),
  perMonth: (amount: string) => `${amount} al mes`,
  afterCredit: 'después de su crédito fiscal',
  beforeCredit: (amount: string) => `antes del crédito: ${amount}`,
  priceSeeHealthCareGov: 'Precio: consulte HealthCare.gov',
  priceAfterCredit: 'Precio después del crédito, al mes',
  priceBeforeCredit: 'Precio antes del crédito, al mes',
  price: 'Precio al mes',
  deductible: 'Deducible',
  moop: 'Desembolso máximo',
  csr: 'Reducción de costos compartidos',
  csrSilver: (percent: string) => `deducible y copagos más bajos (variante plata del ${percent}%)`,
  csrZero: 'sin deducible ni copagos (variante sin costos compartidos)',
  csrLimited:
    'sin copagos por la atención de proveedores de salud indígenas (variante de costos compartidos limitados)',
  csrNone: 'Ninguna',
  rating: 'Calificación de calidad de CMS',
  stars: (count: number | string) => `${count} de 5 estrellas (CMS)`,
  notRated: 'Sin calificación de CMS',
  hsa: 'Cuenta de ahorros para la salud (HSA)',
  hsaYes: 'Apto para HSA',
  hsaNo: 'No es apto para HSA',
  benefits: {
    primary_care: 'Consulta de atención primaria',
    specialist: 'Consulta con un especialista',
    generic_drugs: 'Medicamentos genéricos',
    emergency_room: 'Sala de emergencias',
  },
  yearly: 'Total anual estimado',
  yearlyHint: 'Las primas después del crédito más la atención que usted espera, según la estimación de HealthCare.gov.',
  yearlyNone: 'HealthCare.gov no dio una estimación para este plan',
  members: 'Puntuación de los miembros en Candor',
  memberScore: (average: string, count: number | string) =>
    count === 1 ? `Miembros: ${average} de 5 (1 reseña)` : `Miembros: ${average} de 5 (${count} reseñas)`,
  memberFew: (count: number | string) =>
    count === 1
      ? 'Muy pocas reseñas para una puntuación (1 reseña)'
      : `Muy pocas reseñas para una puntuación (${count} reseñas)`,
  noReviews: 'Todavía no hay reseñas de miembros',
  replyRate: 'Respuestas de la aseguradora',
  replies: (percent: number | string) => `Responde al ${percent} % de las reseñas`,
  candorLink: 'Página y reseñas en Candor',
  documents: 'Documentos',
  documentNames: {
    summary_of_benefits: 'Resumen de beneficios',
    brochure: 'Folleto',
    formulary: 'Lista de medicamentos',
    network: 'Directorio de proveedores',
  },
  moreDetails: 'Copagos y documentos',
  details: 'Detalles',
  notAvailable: 'No disponible',
  ratings: 'Calificaciones',
  tablePlan: 'Plan',
  tableCaption: (order: string) => `Planes para su hogar, ordenados por ${order}`,
  compare: 'Comparar',
  compareLimit: (most: number) => `Puede comparar hasta ${most} planes. Desmarque uno para elegir otro.`,
  compareChosen: (count: number | string) =>
    count === 1 ? '1 plan elegido para comparar: elija al menos uno más.' : `${count} planes elegidos para comparar.`,
  compareJump: 'Comparar los planes elegidos',
  compareHeading: (count: number | string) => `Comparar ${count} planes`,
  compareFact: 'Plan',
}
