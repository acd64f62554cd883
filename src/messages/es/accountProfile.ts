import type { accountProfile as en } from '../en/accountProfile'
import type { Translation } from '../translation'

/** Catalogue namespace `accountProfile` (Spanish, United States). */
export const accountProfile: Translation<typeof en> = {
  metaTitle: 'Su perfil',
  heading: 'Su perfil',
  greeting: (firstName: string) => `Hola, ${firstName}.`,
  detailsHeading: 'Sus datos',
  detailsSubmit: 'Guardar los datos',
  detailsSaved: 'Se guardaron sus datos.',
  emailChangeSent: (email: string) =>
    `Enviamos un enlace de confirmación a ${email}. Su correo electrónico cambiará cuando lo abra (dentro de 24 horas).`,
  pendingEmail: (email: string) => `Pendiente de confirmación: ${email}`,
  passwordHeading: 'Contraseña',
  passwordSubmit: 'Cambiar la contraseña',
  passwordChanged:
    'Su contraseña cambió. Su sesión sigue abierta aquí; se cerró la sesión en todos los demás dispositivos.',
  reviewsHeading: 'Mis reseñas',
  reviewsNone: 'Todavía no ha escrito ninguna reseña con esta cuenta.',
  reviewsFailed: 'No se pudieron cargar sus reseñas. Inténtelo de nuevo en un momento.',
  reviewStatus: {
    pending: 'Pendiente',
    published: 'Publicada',
    rejected: 'Rechazada',
  },
  reviewStatusNote: {
    pending: 'En espera de la revisión editorial y de políticas (1 o 2 días hábiles).',
    published: 'Publicada en la página del plan.',
    rejected: 'No se publicó. Le enviamos el motivo por correo electrónico.',
  },
  reviewOf: (plan: string) => `Reseña de ${plan}`,
  reviewSubmitted: (date: string) => `Enviada el ${date}`,
  reviewPlanFallback: (nid: number | string) => `el plan ${nid}`,
  savedHeading: 'Planes guardados',
  savedNone: 'Todavía no ha guardado ningún plan. Use "Guardar este plan" en la página de un plan.',
  savedFailed: 'No se pudieron cargar sus planes guardados.',
  savedPlan: (nid: number) => `Plan ${nid}`,
  savedRemove: 'Quitar',
  savedRemoveLabel: (nid: number) => `Quitar el plan ${nid} de sus planes guardados`,
  reportsHeading: 'Mis informes',
  reportsNone: 'Todavía no tiene informes. Haga el cuestionario para obtener uno.',
  reportsFailed: 'No se pudieron cargar sus informes. Inténtelo de nuevo en un momento.',
  reportLink: (date: string | null, zip: string | null) =>
    `${zip ? `Informe del código postal ${zip}` : 'Su informe'}${date ? `, modificado por última vez el ${date}` : ''}`,
  reportUnfinished: 'sin terminar',
  quizLink: 'Haga el cuestionario',
  dataHeading: 'Sus datos',
  dataText:
    'Descargue todo lo que Candor guarda sobre usted: su cuenta, sus planes guardados, sus reseñas (con sus notas privadas), sus informes y los médicos y medicamentos guardados en su cuenta, en un solo archivo JSON.',
  dataDownload: 'Descargar mis datos',
  dataPreparing: 'Preparando…',
  dataFailed: 'No se pudieron descargar sus datos. Inténtelo de nuevo en un momento.',
  dataFileName: (date: string) => `candor-mis-datos-${date}.json`,
  deleteHeading: 'Borrar mi cuenta',
  deleteText:
    'Se borrarán su cuenta, sus informes y las reseñas que todavía no se han publicado. Usted elige qué pasa con sus reseñas publicadas.',
  deletePassword: 'Su contraseña',
  deleteChoiceLegend: 'Sus reseñas publicadas',
  deleteChoiceDelete: 'Borrar mis reseñas publicadas',
  deleteChoiceKeep: 'Conservarlas sin mi nombre (aparecerán como "Antiguo miembro")',
  deleteContinue: 'Continuar',
  deleteConfirmHeading: '¿Borrar su cuenta para siempre?',
  deleteConfirmText: {
    delete: 'Se borrarán su cuenta, sus informes y todas sus reseñas. Esto no se puede deshacer.',
    keep: 'Se borrarán su cuenta y sus informes; sus reseñas publicadas se conservan, sin su nombre ni su correo electrónico. Esto no se puede deshacer.',
  },
  deleteConfirm: 'Sí, borrar mi cuenta',
  deleteCancel: 'Cancelar',
  deleted: 'Se borró su cuenta.',
}
