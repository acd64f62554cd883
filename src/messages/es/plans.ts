import type { plans as en } from '../en/plans'
import type { Translation } from '../translation'

/** Catalogue namespace `plans` (Spanish, United States). */
export const plans: Translation<typeof en> = {
  browseTitle: 'Planes médicos del Mercado por estado',
  tellApartIssuer: (id: string) => `ID de aseguradora ${id}`,
  tellApartPlan: (nid: number) => `plan ${nid}`,
  browseByState: 'Ver por estado',
  browseLead: (year: number) =>
    `Todas las aseguradoras que venden planes del mercado individual a través de HealthCare.gov, estado por estado, según los archivos de CMS del año del plan ${year}. Cada entrada es un producto de aseguradora: los planes de un mismo tipo (HMO, PPO, EPO o POS) de una aseguradora en un estado, el nivel en que CMS califica la calidad. Cada producto tiene varias opciones de plan, según la categoría de metal y el precio.`,
  browseStateCount: (count: number) =>
    `${count} ${count === 1 ? 'producto de aseguradora' : 'productos de aseguradoras'}`,
  browseStateUntil: (year: number) => `(en HealthCare.gov hasta ${year})`,
  ownExchangeHeading: (year: number) => `Estados con su propio mercado para ${year}`,
  ownExchangeText:
    'Estos estados tienen su propio mercado de seguros en lugar de HealthCare.gov, y CMS no publica sus planes de ese año. Busque planes en el mercado del estado:',
  ownExchangeSince: (year: number) => `(desde el año del plan ${year})`,
  exchangeLeft: (state: string, year: number, exchange: string) =>
    `${state} dejó HealthCare.gov para el año del plan ${year} y ahora tiene su propio mercado de seguros médicos, ${exchange}. CMS no publica sus planes, así que Candor no puede mostrar sus aseguradoras a partir de ${year}. Puede buscar planes allí:`,
  exchangeLeftReviews: (state: string, year: number) =>
    `Las reseñas de los planes que se vendían en ${state} a través de HealthCare.gov hasta ${year} siguen abiertas: si usted tuvo uno, todavía puede leer lo que dicen los miembros y escribir su propia reseña.`,
  exchangeLeftPlansLink: (state: string, year: number) => `Planes de ${state} hasta ${year}`,
  exchangeLeftListed: (year: number) =>
    `Las aseguradoras de abajo vendían a través de HealthCare.gov hasta ${year}. Sus cifras son de esos años y sus reseñas siguen abiertas: si usted tuvo uno de sus planes, todavía puede leer y escribir reseñas.`,
  stateTitle: (state: string) => `Planes médicos del Mercado en ${state}`,
  stateLead: (state: string, count: number, year: number) =>
    `${count} ${count === 1 ? 'producto de aseguradora vende' : 'productos de aseguradoras venden'} planes del mercado individual en ${state} para el año del plan ${year}.`,
  stateLeadPast: (state: string, count: number, year: number) =>
    `${count} ${count === 1 ? 'producto de aseguradora vendió' : 'productos de aseguradoras vendieron'} planes del mercado individual en ${state} a través de HealthCare.gov para el año del plan ${year}.`,
  stateLeadSelling: (state: string, count: number, year: number, shoppingYear: number) =>
    `${count} ${count === 1 ? 'producto de aseguradora vende' : 'productos de aseguradoras venden'} planes del mercado individual en ${state} en HealthCare.gov para ${shoppingYear}. Sus opciones de plan y cifras son del año del plan ${year}, el más reciente que CMS ha publicado.`,
  stateLeftHeading: (year: number) => `Ya no están en HealthCare.gov para ${year}`,
  stateLeftLead: (count: number, year: number, planYear: number) =>
    `${count} ${count === 1 ? 'producto de aseguradora vendió' : 'productos de aseguradoras vendieron'} aquí para el año del plan ${planYear}, pero no ${count === 1 ? 'vende' : 'venden'} en HealthCare.gov para ${year}. Sus cifras son de los años en que vendieron; sus reseñas siguen abiertas.`,
  stateLeftCaption: (state: string, year: number) =>
    `Aseguradoras de ${state} que ya no venden en HealthCare.gov para ${year}`,
  stateSoldCaption: (state: string) => `Aseguradoras que vendieron planes del Mercado en ${state}`,
  namesakeQualifier: (issuerId: string) => `id. de emisor ${issuerId}`,
  allStates: 'Todos los estados',
  planTitle: (issuer: string, productType: string, state: string) => `Planes ${productType} de ${issuer} en ${state}`,
  planDescription: (issuer: string, productType: string, state: string, options: number) =>
    `Planes ${productType} del Mercado de ${issuer} en ${state}: ${options} opciones de plan con deducibles y límites de desembolso, calificaciones de calidad de CMS, tasa de reclamos denegados y reseñas de los miembros.`,
  factsIssuer: 'Aseguradora',
  factsLegalName: 'Con licencia como',
  factsState: 'Estado',
  factsProductType: 'Tipo de producto',
  factsPlanYear: 'Opciones de plan del año del plan',
  factsReportingUnit: 'Id. del producto de aseguradora (CMS)',
  productTypes: {
    HMO: 'HMO (organización para el mantenimiento de la salud)',
    PPO: 'PPO (organización de proveedores preferidos)',
    EPO: 'EPO (organización de proveedores exclusivos)',
    POS: 'POS (plan de punto de servicio)',
  },
  ratingsHeading: 'Calificaciones de calidad de CMS',
  ratingsYear: (year: number) =>
    `Calificaciones del año del plan ${year}, del Sistema de Calificación de Calidad de CMS.`,
  ratingOverall: 'Calificación general',
  ratingMedicalCare: 'Atención médica',
  ratingMemberExperience: 'Experiencia de los miembros',
  ratingPlanAdministration: 'Administración del plan',
  notRated: 'Sin calificación',
  notRatedNoData: 'CMS no ha publicado una calificación de calidad para este plan.',
  notRatedNote:
    'Un plan puede no tener calificación porque es nuevo o tiene muy pocos miembros para medirlo. No tener calificación no significa baja calidad.',
  claimsHeading: 'Reclamos denegados',
  claimsRate: (rate: string) => `${rate} de los reclamos dentro de la red fueron denegados`,
  claimsCounts: (denied: string, received: string) => `${denied} denegados de ${received} recibidos`,
  claimsExplanation:
    'La proporción de reclamos dentro de la red que esta aseguradora denegó en sus planes de HealthCare.gov en el estado. Los reclamos se deniegan por muchas razones, como duplicados o información que falta, así que una tasa es un punto de partida para hacer preguntas, no un veredicto.',
  claimsPeriod: (pufYear: number | null, claimsYear: number | null) =>
    pufYear === null
      ? 'Abarca un año calendario de reclamos. Fuente: archivo público de Transparency in Coverage de CMS.'
      : `${
          claimsYear === null
            ? 'Abarca un año calendario de reclamos'
            : `Abarca los reclamos de ${claimsYear} (del 1 de enero al 31 de diciembre)`
        }, según el archivo del año del plan ${pufYear}. Fuente: archivo público de Transparency in Coverage de CMS, año del plan ${pufYear}.`,
  claimsNotAvailable: 'No disponible',
  claimsYear: (claimsYear: number, pufYear: number) =>
    `Reclamos de ${claimsYear}, publicados para el año del plan ${pufYear}`,
  claimsReported: (pufYear: number) => `Cifras publicadas para el año del plan ${pufYear}`,
  claimsTrendUp: (rate: string) => `sube desde el ${rate} del informe anterior`,
  claimsTrendDown: (rate: string) => `baja desde el ${rate} del informe anterior`,
  claimsTrendSame: (rate: string) => `igual que en el informe anterior (${rate})`,
  presenceLeft: (name: string, state: string, year: number) =>
    `${name} no vende planes en HealthCare.gov en ${state} para ${year}.`,
  presenceStateLeft: (state: string, year: number, exchange: string) =>
    `${state} dejó HealthCare.gov para ${year}: sus planes del mercado se venden en ${exchange}.`,
  presenceRefiled: (id: string) => `La misma marca vende con otro número de aseguradora de CMS (${id}) desde este año.`,
  presenceReviewsStay:
    'Las cifras de abajo son de los años del plan en que vendía. Quienes lo tuvieron todavía pueden leer y escribir reseñas.',
  presenceExchangeLink: (exchange: string) => `Ir a ${exchange}`,
  planFilesYear: (year: number) => `año del plan ${year}`,
  newIssuersHeading: (state: string, year: number) => `Nuevas en ${state} para ${year}`,
  newIssuerUnnamed: (id: string) => `Aseguradora con número de CMS ${id}`,
  newIssuersText:
    'Estas aseguradoras venden en HealthCare.gov aquí desde este año. Candor todavía no sabe en qué condados venden, así que no aparecen en las listas por código postal.',
  newIssuersLink: 'Vea sus planes en HealthCare.gov',
  claimsMarkers: {
    '*': 'CMS marca esta cifra como no disponible.',
    '**': 'CMS ocultó esta cifra porque los números son pequeños.',
    '***': 'La aseguradora no estaba obligada a informar esta cifra.',
    'N/A': 'La aseguradora es nueva en el mercado, así que CMS todavía no tiene cifras.',
  },
  claimsMissing: 'CMS no publicó cifras de reclamos para esta aseguradora en este estado.',
  optionsHeading: 'Opciones de plan',
  optionsCaption: (count: number, year: number) =>
    `${count} ${count === 1 ? 'opción de plan' : 'opciones de plan'} para el año del plan ${year}`,
  optionsInPlace: (count: number, place: string, year: number) =>
    `${count} ${count === 1 ? 'opción de plan se vende' : 'opciones de plan se venden'} en ${place} para el año del plan ${year}.`,
  optionsInState: (count: number, state: string, year: number) =>
    `${count} ${count === 1 ? 'opción de plan' : 'opciones de plan'} en todo ${state} para el año del plan ${year}. Donde usted vive pueden venderse menos: busque desde su código postal para ver solo esas.`,
  optionsNoneInPlace: (place: string) =>
    `Este producto de aseguradora no vende opciones de plan en ${place}. Abajo, sus opciones en todo el estado.`,
  optionsMergedNote: (rows: number, perPage: number) =>
    `Las opciones que CMS publica varias veces con las mismas cifras (una vez por área de servicio) forman una sola fila: ${rows} ${rows === 1 ? 'fila' : 'filas'}, agrupadas por categoría de metal, de ${perPage} en ${perPage}.`,
  optionsAllLink: (count: number, state: string) => `Ver las ${count} opciones de plan en ${state}`,
  optionsPlaceLink: (place: string) => `Ver solo las opciones que se venden en ${place}`,
  optionsPlace: (county: string, state: string, zip: string) => `${county}, ${state} (código postal ${zip})`,
  optionsPages: 'Páginas de opciones de plan',
  optionsPage: (page: number, pageCount: number) => `Página ${page} de ${pageCount}`,
  optionsPrevious: 'Opciones anteriores',
  optionsNext: 'Más opciones de plan',
  optionSameIds: (count: number) => `CMS lo publica ${count} veces, una por área de servicio`,
  optionPlan: 'Plan',
  optionMetal: 'Categoría de metal',
  optionDeductible: 'Deducible (individual)',
  optionOutOfPocket: 'Desembolso máximo (individual)',
  optionHsa: 'Apto para HSA',
  optionReferral: 'Se necesita un referido para ver especialistas',
  optionDocuments: 'Documentos',
  optionSummary: 'Resumen de beneficios',
  optionBrochure: 'Folleto',
  yes: 'Sí',
  no: 'No',
  reviewsHeading: 'Reseñas de los miembros',
  reviewsNone: 'Todavía no hay reseñas de los miembros. Miembros de este plan: cuenten a los demás cómo es de verdad.',
  reviewsAverage: (average: string) => `${average} de 5`,
  reviewsCount: (count: number) => `${count} ${count === 1 ? 'reseña' : 'reseñas'}`,
  reviewsNotEnough: 'Todavía no hay suficientes reseñas',
  reviewsMoreNeeded: (more: number) =>
    more === 1 ? 'Falta 1 reseña más para tener un promedio' : `Faltan ${more} reseñas más para tener un promedio`,
  reviewsAverageNote:
    'Los promedios cuentan solo las reseñas publicadas y se acercan al promedio de todo el sitio hasta que un plan tiene muchas reseñas, así que unas pocas reseñas no pueden hacer que un plan parezca perfecto o pésimo.',
  writeReview: 'Escribir una reseña',
  dataNote: (year: number) =>
    `Datos de los planes: archivos de uso público del Mercado de CMS, año del plan ${year}. Las cifras que CMS no publica se muestran como sin calificación o no disponibles, nunca estimadas.`,
}
