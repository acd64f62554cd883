import type { insurerInbox as en } from '../en/insurerInbox'
import type { Translation } from '../translation'

/** Catalogue namespace `insurerInbox` (Spanish): the inbox of an insurer in the admin. */
export const insurerInbox: Translation<typeof en> = {
  title: 'Bandeja',
  navLabel: 'Sus reseñas',
  lead: (open: number, handled: number) =>
    `${open === 1 ? '1 nota' : `${open} notas`} por atender, ${handled} ${handled === 1 ? 'atendida' : 'atendidas'}. Las reseñas de sus planes llegan aquí cuando Candor las publica; las notas privadas son solo para usted.`,
  notAllowed: 'Solo las cuentas de aseguradoras tienen bandeja.',
  notLinked:
    'Esta cuenta aún no está vinculada a una aseguradora. Un administrador de Candor la vincula a sus ids. de emisor HIOS después de comprobar quién es usted.',
  issuers: (ids: string[]) => `${ids.length === 1 ? 'Id. de emisor' : 'Ids. de emisor'} HIOS: ${ids.join(', ')}`,
  filtersLabel: 'Qué notas',
  show: 'Mostrar',
  filters: { open: 'Por atender', handled: 'Atendidas', all: 'Todas' },
  empty: {
    open: 'Nada por atender. Las notas nuevas llegan cuando se publica una reseña de sus planes.',
    handled: 'Aún no hay notas marcadas como atendidas.',
    all: 'Aún no se ha publicado ninguna reseña de sus planes.',
  },
  listLabel: 'Reseñas publicadas de sus planes',
  pagesLabel: 'Páginas de notas',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  newerPage: 'Notas más recientes',
  olderPage: 'Notas anteriores',
  planLine: (issuer: string, state: string, nid: number) => `${issuer}, ${state} (plan ${nid})`,
  planFallback: (nid: number) => `Plan ${nid}`,
  published: (date: string) => `Publicada el ${date}`,
  by: (name: string) => `De ${name}`,
  overall: 'Calificación general:',
  publicReview: 'La reseña pública',
  privateNote: 'Nota privada para usted',
  noNote: 'Quien escribió la reseña no dejó nota privada.',
  contact: 'Contacto',
  mayContact: 'Quien escribió la reseña aceptó que le contacten sobre ella en',
  noContact: 'Quien escribió la reseña no pidió que le contacten, así que Candor mantiene privada su dirección.',
  handledOn: (date: string) => `Atendida el ${date}.`,
  markHandled: 'Marcar como atendida',
  reopen: 'Reabrir',
  saving: 'Guardando…',
  saveFailed: 'No se pudo guardar. Vuelva a cargar la página e inténtelo de nuevo.',
  replyHeading: 'Su respuesta pública',
  replyNone:
    'No ha respondido. Una respuesta se muestra bajo la reseña, como suya, cuando Candor la revisa según sus normas.',
  replyStatus: {
    pending: 'Su respuesta espera la revisión de políticas de Candor.',
    published: 'Su respuesta está publicada bajo la reseña.',
    rejected: 'Candor no publicó su respuesta. Edítela y envíela de nuevo.',
    withdrawn: 'Usted retiró su respuesta. Edítela y envíela de nuevo para mostrarla.',
  },
  replyReason: 'Motivo:',
  replyLabel: 'Respuesta',
  replyHint:
    'Pública, bajo la reseña, como de su empresa. Como máximo 1000 caracteres. No incluya datos personales de quien escribió la reseña.',
  replyCountOf: 'de 1000 caracteres',
  replySend: 'Enviar a revisión de Candor',
  replySendAgain: 'Enviar la respuesta cambiada a revisión',
  replyWithdraw: 'Retirar la respuesta',
  replySent: 'Enviada. Candor la revisa antes de mostrarla.',
}
