import type { reviewWizard as en } from '../en/reviewWizard'
import type { Translation } from '../translation'

/** Catalogue namespace `reviewWizard` (Spanish, United States). */
export const reviewWizard: Translation<typeof en> = {
  dialogTitle: (plan: string) => `Su reseña de ${plan}`,
  close: 'Cerrar',
  progress: (step: number, total: number) => `Paso ${step} de ${total}`,
  faces: {
    terrible: 'Pésimo',
    bad: 'Malo',
    okay: 'Regular',
    good: 'Bueno',
    great: 'Excelente',
  },
  stepOneHeading: '¿Cómo fue su experiencia con este plan?',
  stepTwoHeading: 'Ahora, cuéntenos su experiencia en estos aspectos',
  experienceYearLabel: '¿Cuándo tuvo este plan? (opcional)',
  experienceYearHint: (year: string) =>
    year
      ? `El último año en que lo tuvo. Se muestra con su reseña como “Miembro en ${year}”.`
      : 'El último año en que lo tuvo. Se muestra con su reseña como “Miembro en” y el año que elija.',
  experienceYearNone: 'Prefiero no decirlo',
  accessToCare: 'Acceso oportuno a la atención',
  customerService: 'Servicio al cliente',
  priceTransparency: 'Transparencia de precios',
  ratingRequired: (label: string) => `La calificación de «${label}» es obligatoria`,
  stepThreeHeading: 'Cuénteles a otros sobre este plan',
  privateLabel: 'Nota privada para la aseguradora (opcional)',
  privateHint: 'Solo la aseguradora ve esta nota. Nunca se publica en Candor. Hasta 500 caracteres.',
  insurerContactLabel: 'La aseguradora puede contactarme sobre esta reseña',
  insurerContactHint:
    'Opcional. Si marca esta casilla, la aseguradora ve su correo electrónico junto a su reseña y su nota, y puede escribirle sobre ella. Si no, nunca ve su dirección.',
  publicLabel: 'Su reseña pública',
  publicHint:
    'Entre 50 y 1000 caracteres. Otras personas la leerán cuando la revisión editorial y de políticas la haya comprobado.',
  characterCount: (count: number, max: number) => `${count}/${max}`,
  characterCountSpoken: (count: number, min: number | null, max: number) =>
    min !== null && count < min
      ? `${count} de ${max} caracteres, se necesitan al menos ${min}`
      : `${count} de ${max} caracteres`,
  nameLabel: 'Nombre',
  nameHint: 'Aparece con su reseña. Basta con su nombre y la inicial de su apellido.',
  emailLabel: 'Correo electrónico',
  emailHint: 'Nunca se publica. Le escribimos solo si tenemos una pregunta sobre su reseña.',
  termsBefore:
    'Certifico que esta reseña se basa en mi propia experiencia y es mi opinión sincera sobre este plan, y acepto los ',
  termsLink: 'Términos de servicio',
  termsAfter: '.',
  captchaLabel: 'Verificación de que usted es una persona',
  guidelinesBefore: 'Antes de enviar su reseña, lea nuestras ',
  guidelinesLink: 'normas para las reseñas',
  guidelinesAfter: '.',
  honeypotLabel: 'Deje este campo vacío',
  back: 'Atrás',
  next: 'Siguiente',
  sending: 'Enviando…',
  notSent: 'No se pudo enviar su reseña:',
  thankYou: '¡Gracias!',
  goesLive: 'Su reseña se publicará después de una revisión editorial y de políticas, que tarda de 1 a 2 días hábiles.',
  queued:
    'No pudimos comunicarnos con Candor en este momento, así que su reseña está guardada en este dispositivo. Se enviará automáticamente la próxima vez que visite Candor, aunque cierre esta página.',
  limited:
    'Se han enviado varias reseñas desde esta conexión en la última hora, así que Candor guarda esta por un tiempo. Está guardada en este dispositivo y se enviará automáticamente más tarde, la próxima vez que visite Candor.',
  limitedUntil: (time: string) =>
    `Se han enviado varias reseñas desde esta conexión en la última hora, así que Candor guarda esta por un tiempo. Está guardada en este dispositivo y se enviará automáticamente después de las ${time}, siempre que Candor esté abierto en este navegador.`,
  registerPrompt: '¡Cree una cuenta para guardar esta reseña en su perfil!',
  register: 'Registrarse',
  backToReviews: 'Volver a las reseñas del plan',
  backToHomepage: 'Volver a la página principal',
  backToReport: 'Volver al informe',
}
