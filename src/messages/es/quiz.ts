import type { quiz as en } from '../en/quiz'
import type { Translation } from '../translation'

/** Catalogue namespace `quiz` (Spanish, United States). */
export const quiz: Translation<typeof en> = {
  metaTitle: 'Haga el cuestionario: qué aseguradora le conviene',
  metaDescription:
    'Cinco pasos breves sobre dónde vive y lo que le importa dan una clasificación personal y transparente de las aseguradoras del Mercado que venden planes allí.',
  heading: 'Encuentre la aseguradora que le conviene',
  lead: 'Cinco pasos breves. Sus respuestas dan una clasificación de las aseguradoras que venden planes donde usted vive, con todas las razones a la vista.',
  progress: (step: number, total: number) => `Paso ${step} de ${total}`,
  progressLabel: 'Avance del cuestionario',
  stepNames: ['Dónde', 'Quién', 'Salud', 'Prioridades', 'Su informe'],
  goToStep: (name: string) => `Volver al paso: ${name}`,
  currentStep: 'paso actual',
  next: 'Siguiente',
  back: 'Atrás',
  saving: 'Guardando…',
  saveFailed: 'No se pudieron guardar sus respuestas en este momento. Revise su conexión e inténtelo de nuevo.',
  resuming: 'Cargando su cuestionario…',
  resumed: 'Bienvenido de nuevo. Se conservan sus respuestas hasta ahora y puede cambiar cualquiera de ellas.',
  startOver: 'Empezar un cuestionario nuevo',
  previousReport: (date: string) => `Usted terminó un informe el ${date}.`,
  seePreviousReport: 'Ver ese informe',
  where: {
    heading: '¿Dónde vive?',
    lead: 'Las aseguradoras venden planes condado por condado, así que su código postal decide cuáles puede elegir.',
    zipLabel: 'Código postal',
    zipHint: 'Cinco dígitos, por ejemplo 77002.',
    check: 'Comprobar el código postal',
    unknownZip: (zip: string) =>
      `${zip} no es un código postal de la lista que usa Candor (la correspondencia entre códigos postales y condados de HUD). Revíselo o pruebe con un código postal vecino.`,
    lookupFailed: 'No se pudieron cargar los planes de ese código postal',
    countyLegend: (zip: string) => `${zip} está en más de un condado. ¿En cuál vive usted?`,
    countyOption: (county: string, count: number) =>
      `${county} (${count} ${count === 1 ? 'producto de aseguradora' : 'productos de aseguradoras'})`,
    found: (count: number, place: string) =>
      `${count} ${count === 1 ? 'producto de aseguradora vende' : 'productos de aseguradoras venden'} planes del Mercado en ${place}.`,
    noneSold: 'CMS no muestra planes del Mercado para este condado, así que todavía no hay nada que clasificar.',
    exchange: (state: string, exchange: string) =>
      `${state} tiene su propio mercado de seguros médicos, ${exchange}, y CMS no publica sus planes. Candor todavía no puede clasificar planes allí. Puede buscar planes en el mercado del estado:`,
    meanwhile: 'Mientras tanto, esto puede ayudarle:',
    articleLink: 'Lea: los 3 errores más comunes de los estadounidenses al elegir un seguro médico',
    newsletterLink: 'Manténgase al día: sepa cuándo Candor cubra su estado',
    otherZip: 'Probar otro código postal',
  },
  who: {
    heading: '¿A quiénes cubrirá el plan?',
    birthdayLabel: 'Su fecha de nacimiento',
    birthdayHint: 'Las primas dependen de la edad. Escrita como aaaa-mm-dd, por ejemplo 1988-04-21.',
    under18Legend: '¿Habrá menores de 18 años en el plan?',
    yes: 'Sí',
    no: 'No',
    moneyHeading: '¿Cuánto pagaría? (opcional)',
    moneyUse:
      'Si usted lo acepta, el tamaño y los ingresos anuales de su hogar, y las edades de las demás personas del plan, se usan para estimar su crédito fiscal al principio de su informe, y para nada más. Como las respuestas de salud, se guardan solo con su informe; nunca se envían por correo electrónico ni se ponen en una dirección web, un registro o una herramienta de análisis, ni se comparten con nadie, y se borran con el informe.',
    moneyConsentLabel: 'Acepto responder preguntas sobre los ingresos de mi hogar para este uso',
    moneySkipped:
      'Usted no lo aceptó, así que su informe no muestra una estimación de costos. Puede estimarlos en su propia página:',
    householdSizeLabel: 'Tamaño del hogar (opcional)',
    householdSizeHint:
      'Todas las personas de su declaración de impuestos, también las que el plan no cubriría. Si lo deja vacío, cuenta a usted y las edades de arriba.',
    incomeLabel: 'Ingresos anuales del hogar en dólares',
    incomeHint: 'Los ingresos que espera para el año del plan, por ejemplo 42000.',
    coveredAgesLabel: 'Edades de las demás personas que cubriría el plan (opcional)',
    coveredAgesHint: 'Separadas por comas, por ejemplo 38, 9, 6. Déjelo vacío si el plan solo le cubre a usted.',
    tobaccoLabel: 'Consumo tabaco',
    costsLink: 'Estimar sus costos',
  },
  health: {
    heading: 'Su salud (opcional)',
    use: 'Si usted lo acepta, cuatro preguntas sobre su salud cambian cuánto cuenta cada factor en su clasificación, y nada más. Las respuestas se guardan en la base de datos de Candor con su informe; nunca se envían por correo electrónico ni se ponen en una dirección web, un registro o una herramienta de análisis, ni se comparten con nadie, y se borran con el informe: cuando usted lo borre, o 90 días después de su último cambio si no está guardado en una cuenta.',
    consentLabel: 'Acepto responder preguntas sobre mi salud para este uso',
    skipped: 'Usted no lo aceptó, así que se omiten las preguntas de salud. Su clasificación usa sus otras respuestas.',
    preferNot: 'Prefiero no decirlo',
    yes: 'Sí',
    no: 'No',
    questions: {
      field_ir_pregnant: '¿Está esperando un bebé o planea un embarazo?',
      field_ir_diabetes: '¿Tiene diabetes?',
      field_ir_medication: '¿Toma medicamentos recetados con regularidad?',
      field_ir_hospitalized: '¿Estuvo hospitalizado en el último año o espera estarlo?',
    },
  },
  priorities: {
    heading: '¿Qué es lo más importante para usted?',
    lead: 'Mueva cada control hacia lo que le importa. En el medio, sus factores quedan como están.',
    meters: {
      field_ir_commsmeter: {
        label: 'Comunicarse con la aseguradora es fácil',
        low: 'Importa poco',
        high: 'Importa mucho',
      },
      field_ir_flexibilitymeter: {
        label: 'Libertad para elegir médicos y hospitales',
        low: 'Importa poco',
        high: 'Importa mucho',
      },
      field_ir_paymentmeter: {
        label: 'Costos previsibles cuando necesito atención',
        low: 'Importa poco',
        high: 'Importa mucho',
      },
    },
    valueText: (value: number) =>
      `${value} de 100, ${value < 34 ? 'importa poco' : value < 67 ? 'importa algo' : 'importa mucho'}`,
  },
  finish: {
    heading: 'Su informe',
    lead: 'Su clasificación está lista. Si quiere, le enviamos el enlace por correo electrónico para que pueda encontrarla de nuevo.',
    emailLabel: 'Correo electrónico (opcional)',
    emailHint: 'Enviamos un solo mensaje con el enlace, y nada de sus respuestas.',
    submit: 'Ver mi informe',
    memberNote: 'Su informe se guarda en su perfil.',
    visitorNote:
      'Sin una cuenta, este dispositivo recuerda su informe. Inicie sesión o regístrese para guardarlo en su perfil.',
  },
}
