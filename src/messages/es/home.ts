import type { home as en } from '../en/home'
import type { Translation } from '../translation'

/** Catalogue namespace `home` (Spanish, United States). */
export const home: Translation<typeof en> = {
  metaTitle: 'Candor: reseñas honestas de seguros médicos',
  heroHeading: 'Elija su seguro médico con toda la verdad a la vista',
  heroLead:
    'Vea las aseguradoras que de verdad venden planes del Mercado donde usted vive, con las calificaciones de calidad oficiales de CMS y las cifras de reclamos denegados junto a las reseñas de sus miembros.',
  heroQuiz: 'Haga el cuestionario',
  heroReview: 'Escriba una reseña',
  healthDataHeading: 'Sus respuestas de salud se quedan en Candor',
  healthDataText:
    'El cuestionario pregunta por su salud solo si usted lo acepta, usa las respuestas solo para clasificar las aseguradoras para usted y nunca las vende, las comparte ni las usa para publicidad. Puede borrar su informe cuando quiera.',
  healthDataLink: 'Lea la política de datos de salud del consumidor',
  costsHeading: '¿Cuánto pagaría después del crédito fiscal?',
  costsText:
    'La mayoría de quienes compran un plan del mercado reciben un crédito fiscal que baja la factura mensual. Escriba su código postal, edades e ingresos para ver una estimación para su hogar, con cada regla explicada.',
  costsLink: 'Estimar sus costos',
  jobsHeading: 'Lo que hace Candor',
  jobs: [
    {
      title: 'Buscar',
      text: 'Escriba un código postal y vea todas las aseguradoras que venden planes individuales allí, con las cifras oficiales lado a lado.',
      link: { href: '/plans', label: 'Ver aseguradoras por estado' },
    },
    {
      title: 'Opinar',
      text: 'Los miembros califican su plan según el acceso a la atención, el servicio al cliente y la transparencia de precios. Cada reseña pasa por una revisión editorial y de políticas antes de publicarse.',
    },
    {
      title: 'Orientar',
      text: 'Un cuestionario breve sobre sus necesidades se convierte en una clasificación personal de las aseguradoras cercanas, y muestra exactamente por qué.',
    },
  ],
  sourcesHeading: 'De dónde vienen las cifras',
  sourcesText:
    'Los planes, las zonas de servicio y los datos de los planes vienen de los archivos públicos de los Centros de Servicios de Medicare y Medicaid (CMS) para los estados de HealthCare.gov; las calificaciones de calidad, del Sistema de Calificación de Calidad de CMS; las tasas de reclamos denegados, de los datos de transparencia en la cobertura de CMS. Cuando falta una cifra lo decimos ("sin calificación" o "no disponible") y nunca la inventamos. Las reseñas de los miembros son lo único en Candor que viene de personas, y cada una se revisa antes de publicarse.',
  loopHeading: 'Manténgase al día',
  loopText:
    'Cada otoño llegan nuevos años de planes, nuevas calificaciones y nuevas guías. Reciba un correo breve cuando lleguen.',
}
