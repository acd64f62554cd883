import type { find as en } from '../en/find'
import type { Translation } from '../translation'

/** Catalogue namespace `find` (Spanish, United States). */
export const find: Translation<typeof en> = {
  searchHeading: 'Encuentre las aseguradoras de su código postal',
  searchLead:
    'Vea todas las aseguradoras que venden planes del Mercado donde usted vive, con las cifras oficiales lado a lado.',
  searchTitle: 'Buscar aseguradoras por código postal',
  searchDescription:
    'Escriba un código postal para ver todas las aseguradoras que venden planes médicos del Mercado allí, con las calificaciones de CMS, los reclamos denegados, los costos y las reseñas de los miembros.',
  resultsTitle: (zip: string, county: string | null) =>
    county ? `Aseguradoras de salud en ${zip}, ${county}` : `Aseguradoras de salud en ${zip}`,
  resultsDescription: (zip: string, count: number) =>
    `${count} ${count === 1 ? 'producto de aseguradora vende' : 'productos de aseguradoras venden'} planes del Mercado en ${zip}: calificaciones de calidad de CMS, tasas de reclamos denegados, deducibles y reseñas de los miembros lado a lado.`,
  heading: (zip: string) => `Aseguradoras que venden planes en ${zip}`,
  countyLine: (county: string, state: string) => `${county}, ${state}`,
  termsQuestion: '¿Qué es un producto de aseguradora?',
  costsHeading: 'Precios en esta zona y su propia estimación',
  termsAnswer:
    'Un producto de aseguradora es el conjunto de planes de un mismo tipo (HMO, PPO, EPO o POS) de una aseguradora en un estado: el nivel en que CMS califica la calidad e informa los reclamos, y en el que los miembros escriben sus reseñas. Cada producto tiene varias opciones de plan, los planes que se pueden comprar, según la categoría de metal, el deducible y el precio, como “Silver 10 Advanced”.',
  otherCounty: '¿No es su condado?',
  unknownZip: (zip: string) =>
    `${zip} no es un código postal de la lista que usa Candor (la correspondencia entre códigos postales y condados de HUD). Revíselo o pruebe con un código postal vecino.`,
  exchange: (state: string, exchange: string) =>
    `${state} tiene su propio mercado de seguros médicos, ${exchange}, y CMS no publica sus planes, así que Candor todavía no puede mostrar sus aseguradoras. Puede buscar planes allí:`,
  chooseCounty: (zip: string) => `${zip} está en más de un condado. ¿En cuál vive usted?`,
  countyOption: (county: string, count: number) =>
    `${county} (${count} ${count === 1 ? 'producto de aseguradora' : 'productos de aseguradoras'})`,
  noneSold: 'CMS no muestra planes del Mercado para este condado.',
  count: (shown: number, total: number) =>
    shown === total
      ? `${total} ${total === 1 ? 'producto de aseguradora' : 'productos de aseguradoras'}`
      : `Se muestran ${shown} de ${total} productos de aseguradoras`,
  sortLabel: 'Ordenar por',
  missingLast: 'Las aseguradoras sin la cifra por la que se ordena aparecen al final.',
  filtersHeading: 'Filtrar',
  productTypeLegend: 'Tipo de producto',
  metalLegend: 'Categoría de metal',
  hsaLabel: 'Tiene un plan que funciona con una cuenta de ahorros para la salud (HSA)',
  stillSellingLabel: (year: number) => `Todavía vende en HealthCare.gov en ${year}`,
  notSellingIn: (year: number) =>
    `No vende en HealthCare.gov aquí para ${year}. Sus cifras son de los años en que vendía; sus reseñas siguen abiertas.`,
  clearFilters: 'Quitar los filtros',
  noMatch: 'Ninguna aseguradora de aquí coincide con estos filtros.',
  insurerHeading: 'Buscar una aseguradora por nombre',
  insurerLabel: 'Nombre de la aseguradora',
  insurerHint:
    'Escriba parte de un nombre, como Ambetter o Blue Cross, o el nombre del plan que aparece en su tarjeta de miembro. Se busca en todos los estados de HealthCare.gov.',
  insurerMatchesOption: (option: string) => `Coincide con la opción de plan “${option}”`,
  insurerSubmit: 'Buscar',
  insurerListLabel: 'Aseguradoras que coinciden',
  insurerSuggestions: (count: number) =>
    `${count} ${count === 1 ? 'aseguradora coincide' : 'aseguradoras coinciden'}; use las flechas hacia arriba y hacia abajo para elegir una.`,
  insurerNoMatch: (query: string) => `Ningún nombre de aseguradora coincide con “${query}”.`,
  insurerResultsHeading: (query: string) => `Aseguradoras que coinciden con “${query}”`,
  insurerResultsCount: (count: number) =>
    `${count} ${count === 1 ? 'producto de aseguradora' : 'productos de aseguradoras'}`,
  insurerTooLong: 'Use como máximo 100 caracteres para el nombre de una aseguradora.',
  stateTableCaption: (state: string) => `Aseguradoras que venden planes del Mercado en ${state}`,
  tableYear: (year: number) => `(opciones de plan y deducibles: año del plan ${year})`,
  cardDeductible: (year: number) => `Deducible (año del plan ${year})`,
  stateFiguresNote:
    'Los deducibles y las categorías de metal abarcan todos los planes que la aseguradora vende en el estado; lo que se vende donde usted vive puede ser menos, así que busque por código postal para ver su propia lista.',
  premiumsNote:
    'Las primas de cada aseguradora todavía no están disponibles en Candor: falta cargar los datos de tarifas de CMS de cada plan y, mientras tanto, no se calcula ninguna estimación. HealthCare.gov muestra el precio de cada plan para su hogar y los ahorros para los que usted califica:',
  premiumsLink: 'Ver precios en HealthCare.gov',
  premiumsZip: (zip: string) => `Escriba allí el código postal ${zip} para ver los planes que se venden aquí.`,
  planPage: (name: string) => `Detalles de ${name}`,
  writeReview: 'Escribir una reseña',
  compareLabel: (name: string) => `Comparar ${name}`,
  compareShort: 'Comparar',
  compareSubmit: (count: number) => `Comparar las elegidas (${count})`,
  compareHint: 'Elija de 2 a 4 aseguradoras para verlas lado a lado.',
  compareWithHeading: 'Comparar con otras aseguradoras',
  compareWithLead: (name: string) =>
    `Escriba su código postal para ver las aseguradoras que venden donde usted vive, con ${name} marcada para comparar.`,
  compareWithSubmit: 'Comparar aseguradoras aquí',
  compareWithChosen: (name: string) =>
    `${name} está marcada para comparar. Marque de 1 a 3 aseguradoras más abajo y luego elija “Comparar las elegidas”.`,
  compareWithNotSold: (name: string, county: string) =>
    `${name} no vende planes en ${county}, así que no se puede comparar aquí. Estas son las aseguradoras que sí venden.`,
  compareTooFew: 'Elija al menos 2 aseguradoras para comparar.',
  compareTooMany: 'Elija como máximo 4 aseguradoras para comparar.',
  compareTitle: (names: string) => `Comparar ${names}`,
  compareHeading: 'Aseguradoras lado a lado',
  compareLead: (zip: string, county: string) => `Planes que se venden en ${zip}, ${county}.`,
  compareBack: 'Volver a todas las aseguradoras de aquí',
  compareInvalid:
    'Estas aseguradoras no se pueden comparar aquí: elija de 2 a 4 aseguradoras de los resultados de este código postal.',
  compareFigure: 'Cifra',
  measureMedicalCare: 'Calificación de CMS de la atención médica',
  measureMemberExperience: 'Calificación de CMS de la experiencia de los miembros',
  measurePlanAdministration: 'Calificación de CMS de la administración del plan',
  planOptions: (year: number) => `Opciones de plan que se venden aquí en el año del plan ${year}`,
  optionLine: (name: string, metal: string) => `${name} (${metal})`,
  optionCosts: (deductible: string, outOfPocket: string) => `Deducible ${deductible}, desembolso máximo ${outOfPocket}`,
  ratingsYear: (year: number) => `Calificaciones de CMS del año del plan ${year}.`,
  sourcesNote: (year: number) =>
    `Fuentes: los archivos del Mercado de CMS del año del plan ${year} (planes, zonas de servicio, costos), el Sistema de Calificación de Calidad de CMS (estrellas) y los datos de transparencia en la cobertura de CMS (reclamos denegados). Las puntuaciones de los miembros son promedios de las reseñas publicadas, acercados al promedio de todo el sitio hasta que un plan tiene muchas reseñas.`,
}
