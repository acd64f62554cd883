import type { report as en } from '../en/report'
import type { Translation } from '../translation'

/** Catalogue namespace `report` (Spanish, United States). */
export const report: Translation<typeof en> = {
  metaTitle: 'Su informe de aseguradoras',
  loading: 'Cargando su informe…',
  failed: 'Error al cargar el informe',
  retry: 'Intentar de nuevo',
  heading: 'Su informe de aseguradoras',
  placeLine: (zip: string, place: string) => `Para el código postal ${zip}, ${place}.`,
  madeOn: (date: string) => `Modificado por última vez el ${date}.`,
  unfinished: 'Este informe todavía no está terminado.',
  continueQuiz: 'Continuar el cuestionario',
  changeAnswers: 'Cambiar mis respuestas',
  methodologyLink: 'Cómo funciona la clasificación',
  costsHeading: 'Lo que pagaría',
  notSelling: (year: number) =>
    `Al final de la clasificación: no vende en HealthCare.gov aquí para ${year}, así que no se puede elegir. Sus cifras son de los años en que vendía.`,
  costsMissing:
    'Su informe no tiene estimación de costos: no indicó los ingresos de su hogar en el cuestionario. Puede añadirlos allí, o estimar sus costos sin guardar nada:',
  costsLink: 'Estimar sus costos',
  rankingHeading: 'Su clasificación',
  rankingLead: (count: number) =>
    `${count === 1 ? 'El producto de aseguradora que vende' : `Los ${count} productos de aseguradoras que venden`} planes del Mercado en su condado, el que mejor le conviene primero.`,
  rankingUpdated: (first: string) => `Clasificación actualizada. Primero: ${first}.`,
  rank: (rank: number) => `#${rank}`,
  score: (score: string) => `${score} de 100`,
  scoreLabel: 'Puntuación de afinidad',
  noScore: 'No hay suficientes datos para darle una puntuación',
  factorFigures: (value: number, share: number) => `${value} de 100, cuenta ${share} %`,
  factorNoData: 'sin datos; no se cuenta',
  factorsLabel: (name: string) => `Por qué ${name} tiene esta puntuación`,
  viewPlan: 'Página del plan',
  writeReview: 'Tengo este plan: escribir una reseña',
  weightsHeading: 'Cuánto cuenta cada factor para usted',
  weightsLead:
    'La puntuación de cada aseguradora es la media ponderada de los factores de abajo de los que tiene datos. Sus respuestas fijan los pesos:',
  weightColumn: 'Peso',
  shareColumn: 'Proporción',
  factorColumn: 'Factor',
  whyColumn: 'Por qué',
  baseReason: 'Peso inicial',
  notCountedForYou: 'no cuenta para usted',
  notCountedForAnyone: 'sin datos de ninguna aseguradora aquí; no cuenta',
  metersHeading: 'Cambie sus prioridades',
  metersLead: 'La clasificación se actualiza al mover un control, y el cambio se guarda en este informe.',
  savedMeters: 'Guardado.',
  metersLeadStatic:
    'Mueva los controles y luego pulse “Actualizar la clasificación”: la clasificación los sigue y el cambio se guarda en este informe.',
  updateRanking: 'Actualizar la clasificación',
  prioritiesSaved: 'Se guardaron sus prioridades y la clasificación de abajo las sigue.',
  weightsTable: 'Pesos por factor',
  moved: (name: string, from: number, to: number) => `${name} pasó del ${from}.º al ${to}.º lugar.`,
  movedMore: (count: number) =>
    `${count} ${count === 1 ? 'producto más de aseguradora cambió' : 'productos más de aseguradoras cambiaron'} de lugar.`,
  unmoved: 'El orden no cambió.',
  toPriorities: 'Cambie sus prioridades',
  notFoundHeading: 'No encontramos este informe',
  notFoundText:
    'Puede que el enlace esté mal escrito o que el informe se haya borrado. Un informe guardado en una cuenta solo se abre para su dueño: si es suyo, inicie sesión para verlo.',
  notFoundLogin: 'Inicie sesión para ver su informe',
  notFoundQuiz: 'Hacer el cuestionario',
  saveMetersFailed:
    'No se pudo guardar su cambio. La clasificación lo muestra, pero se perderá al volver a cargar la página.',
  noInsurersHeading: 'Todavía no hay nada que clasificar aquí',
  unknownPlace: (zip: string) =>
    `${zip} no es un código postal de la lista que usa Candor, así que no hay nada que clasificar.`,
  countyMissing: 'Su código postal abarca varios condados. Elija el suyo en el cuestionario para ver la clasificación.',
  exchangeLeft: (state: string, year: number, exchange: string) =>
    `${state} dejó HealthCare.gov para el año del plan ${year} y ahora tiene su propio mercado de seguros médicos, ${exchange}. CMS no publica sus planes, así que Candor no puede clasificar planes allí a partir de ${year}. Puede buscar planes allí:`,
  exchange: (state: string, exchange: string) =>
    `${state} tiene su propio mercado de seguros médicos, ${exchange}, y CMS no publica sus planes, así que Candor todavía no puede clasificar planes allí. Puede buscar planes allí:`,
  premiumsNote:
    'Primas: los datos de Candor todavía no tienen la prima propia de ninguna aseguradora para su zona, así que las primas no cuentan para nadie. Las cifras de la zona que aparecen abajo muestran lo que cuestan los planes cerca de usted.',
  missingNote: (factors: string) => `No se cuentan por falta de datos: ${factors}.`,
  actionsHeading: 'Conservar o borrar este informe',
  emailLink: 'Enviarme este enlace por correo electrónico',
  emailSent: (email: string) => `Enviamos el enlace a ${email}.`,
  emailFailed: 'No se pudo enviar el correo electrónico en este momento. Inténtelo de nuevo más tarde.',
  noEmail: 'Para recibir el enlace por correo electrónico, agregue su correo en el último paso del cuestionario.',
  deleteReport: 'Borrar este informe',
  deleteConfirm:
    '¿Borrar este informe para siempre? Sus respuestas se eliminan de la base de datos de Candor y el enlace deja de funcionar.',
  deleteYes: 'Sí, borrarlo',
  deleteCancel: 'Conservarlo',
  deleted: 'Se borró su informe.',
  deleteFailed: 'No se pudo borrar el informe en este momento. Inténtelo de nuevo.',
  receiptHeading: 'Lo que Candor guardó y por qué',
  receiptIntro: 'Para este informe, Candor guarda:',
  receiptWhy:
    'Solo para clasificar las aseguradoras para usted, para estimar su crédito fiscal si indicó sus ingresos, y para que pueda volver a este informe. Nada de esto se vende, se comparte, se envía por correo, se pone en una dirección web ni se envía a una herramienta de análisis.',
  receiptHowLongVisitor:
    'Hasta que usted lo borre, o 90 días después de su último cambio mientras no esté guardado en una cuenta.',
  receiptHowLongMember: 'En su cuenta, hasta que usted lo borre o borre la cuenta.',
  receiptWhyLabel: 'Por qué',
  receiptHowLongLabel: 'Por cuánto tiempo',
  receiptWhereLabel: 'Dónde',
  receiptWhere: 'En la base de datos propia de Candor. La página del informe no carga nada de ningún otro sitio web.',
  receiptFields: {
    field_ir_zipcode: 'Código postal',
    field_ir_county: 'Condado',
    field_ir_birthday: 'Fecha de nacimiento',
    field_ir_under18: 'Menores de 18 años en el plan',
    field_ir_money_consent: 'Aceptó las preguntas sobre ingresos',
    field_ir_household_income: 'Ingresos anuales del hogar ($)',
    field_ir_household_size: 'Tamaño del hogar',
    field_ir_covered_ages: 'Edades de las demás personas del plan',
    field_ir_tobacco: 'Consume tabaco',
    field_ir_health_consent: 'Aceptó las preguntas de salud',
    field_ir_pregnant: 'Espera un bebé o planea un embarazo',
    field_ir_diabetes: 'Diabetes',
    field_ir_medication: 'Medicamentos recetados habituales',
    field_ir_hospitalized: 'Hospitalización en el último año, o prevista',
    field_ir_commsmeter: 'Comunicarse con la aseguradora es fácil',
    field_ir_flexibilitymeter: 'Libertad para elegir médicos y hospitales',
    field_ir_paymentmeter: 'Costos previsibles cuando necesito atención',
    field_ir_submit_email: 'Correo electrónico',
  },
  facts: {
    member: (average: string, count: number) =>
      `${average} de 5 según ${count} ${count === 1 ? 'reseña' : 'reseñas'} de miembros`,
    memberTooFew: (count: number) =>
      count === 0
        ? 'Todavía no hay reseñas de miembros publicadas'
        : `Solo ${count} ${count === 1 ? 'reseña publicada' : 'reseñas publicadas'} de miembros hasta ahora`,
    cms: (stars: number, year: number | null) => `${stars} de 5 estrellas${year ? ` (CMS ${year})` : ''}`,
    cmsNotRated: 'Sin calificación de CMS',
    denials: (rate: string, claimsYear: number | null) =>
      `${rate} de los reclamos dentro de la red fueron denegados${claimsYear ? ` (reclamos de ${claimsYear})` : ''}`,
    denialsMissing: 'No hay cifras de reclamos denegados de CMS',
    network: (type: string, noReferral: number, plans: number, year: number) =>
      `${type}; ${noReferral} de ${plans} opciones de plan del año del plan ${year} no necesitan referido para un especialista`,
    national: (count: number, plans: number) => `${count} de ${plans} con una red nacional`,
    outOfArea: (count: number, plans: number) => `${count} de ${plans} cubren la atención fuera de su zona`,
    costs: (deductible: string, outOfPocket: string, year: number) =>
      `Deducible más bajo ${deductible}; desembolso máximo más bajo ${outOfPocket} (año del plan ${year})`,
    drugs: (deductible: string, year: number) =>
      `Deducible más bajo para medicamentos recetados ${deductible} (año del plan ${year})`,
    premiumsMissing: 'No hay prima de esta aseguradora en los datos de Candor',
  },
  missingFactor: {
    memberRatings: 'Muy pocas reseñas de miembros; no se cuenta',
    cmsStars: 'Sin calificación de CMS; no se cuenta',
    claimDenials: 'Sin cifras de reclamos de CMS; no se cuenta',
    networkFreedom: 'Sin datos de la red; no se cuenta',
    costProtection: 'Sin cifras de costos; no se cuenta',
    drugCosts: 'Sin cifras de costos de medicamentos; no se cuenta',
    premiums: 'No disponible; no se cuenta',
  },
  yes: 'Sí',
  no: 'No',
  notSaid: 'No indicado',
  preferNotToSay: 'Prefiero no decirlo',
  loginToKeep: 'Inicie sesión para guardar este informe en su perfil',
  cheapestHeading: (year: number) => `Sus planes más económicos para su hogar, ${year}`,
  cheapestPrice: (amount: string) => `${amount} al mes después del crédito fiscal`,
  cheapestDeductible: (amount: string) => `deducible de ${amount}`,
  cheapestSource: 'Precios de los datos de planes de HealthCare.gov para el hogar de sus respuestas.',
}
