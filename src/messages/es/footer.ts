import type { footer as en } from '../en/footer'
import type { Translation } from '../translation'

/** Catalogue namespace `footer` (Spanish, United States). */
export const footer: Translation<typeof en> = {
  notice: 'Este sitio está dirigido a los residentes de los Estados Unidos de América.',
  navLabel: 'Pie de página',
  aboutHeading: 'Acerca de',
  takeActionHeading: 'Pase a la acción',
  socialHeading: 'Síganos en las redes sociales',
  letsBeHonest: 'Seamos honestos',
  contentGuidelines: 'Normas de contenido',
  termsOfService: 'Términos de servicio',
  privacyPolicy: 'Política de privacidad',
  takeTheQuiz: 'Haga el cuestionario',
  writeReview: 'Escriba una reseña',
  contactUs: 'Contáctenos',
  stayConnected: 'Manténgase en contacto',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  opensInNewWindow: '(se abre en una ventana nueva)',
  backToTop: 'Volver arriba',
  privacyChoices: 'Opciones de privacidad',
  copyright: (year: number) => `© ${year} Candor`,
}
