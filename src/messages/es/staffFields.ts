import type { staffFields as en } from '../en/staffFields'
import type { Translation } from '../translation'
import { contact } from './contact'
import { guidelines } from './guidelines'
import { reportReview } from './reportReview'
import { reviewWizard } from './reviewWizard'
import { staff } from './staff'

const content = {
  title: 'Título',
  slug: { label: 'Dirección', description: 'La dirección: /{slug} para páginas, /articles/{slug} para artículos.' },
  summary: {
    label: 'Resumen',
    description: 'Una o dos oraciones: se muestran en las listas y, si no se indica otra cosa abajo, a los buscadores.',
  },
  body: 'Texto',
  publishedAt: {
    label: 'Publicado',
    description: 'Se muestra como fecha de publicación. Se fija al publicar por primera vez.',
  },
  meta: 'Búsqueda y redes sociales',
  'meta.title': { label: 'Título para buscadores', description: 'Si se deja vacío, se usa el título.' },
  'meta.description': {
    label: 'Descripción para buscadores',
    description: 'Si se deja vacía, se usa el resumen. Como máximo 160 caracteres.',
  },
}

const languages = { en: 'Inglés', es: 'Español' }

const language = (description: string) => ({ label: 'Idioma', description, options: languages })

const sentAt = 'Enviado'

/** Catalogue namespace `staffFields` (Spanish, United States). */
export const staffFields: Translation<typeof en> = {
  languages,
  groups: {
    content: 'Contenido',
    reviews: 'Reseñas',
    members: 'Miembros',
    newsletter: 'Boletín',
    staff: 'Personal',
  },
  collections: {
    articles: {
      singular: 'Artículo',
      plural: 'Artículos',
      fields: {
        ...content,
        label: {
          label: 'Etiqueta',
          description: 'Una etiqueta breve que aparece sobre el título, como “Seamos honestos”.',
        },
        author: 'Autor',
      },
    },
    pages: { singular: 'Página', plural: 'Páginas', fields: content },
    media: {
      singular: 'Imagen',
      plural: 'Imágenes',
      fields: {
        alt: { label: 'Texto alternativo', description: 'Lo que muestra la imagen, para quienes no pueden verla.' },
      },
    },
    reviews: {
      singular: 'Reseña',
      plural: 'Reseñas',
      description:
        'Una reseña se publica cuando la revisión editorial (moderador) y la revisión de políticas (revisor de políticas) la aprueban, hechas por dos personas distintas. La cola: /admin/moderation.',
      fields: {
        plan: 'Plan (nid)',
        planSnapshot: 'El plan tal como era al reseñarlo',
        issuerLegalName: 'Aseguradora',
        state: 'Estado',
        reportingUnit: 'Unidad de reporte',
        issuerId: { label: 'Id. de emisor HIOS', description: 'La aseguradora a cuya bandeja llega la nota privada.' },
        status: {
          label: 'Situación',
          description: 'Resulta de las dos revisiones.',
          options: { pending: 'Pendiente', published: 'Publicada', rejected: 'Rechazada' },
        },
        publishedAt: 'Publicada',
        waiting: {
          label: 'En espera',
          description: 'Días hábiles desde que se recibió, frente al plazo prometido de dos.',
        },
        checks: 'Revisiones',
        editorialDecision: {
          label: 'Revisión editorial (moderador)',
          options: { pass: 'Aprobar', reject: 'Rechazar' },
        },
        policyDecision: {
          label: 'Revisión de políticas (revisor de políticas)',
          description:
            'Lea primero la reseña junto a la respuesta. Aprobar: la respuesta aparece de inmediato bajo la reseña. Rechazar: elija el motivo abajo; la aseguradora lo lee y puede enviar una respuesta cambiada.',
          options: { pass: 'Aprobar', reject: 'Rechazar' },
        },
        reviewContext: 'La reseña y quién escribió la respuesta',
        rejectionReason: {
          label: 'Motivo del rechazo',
          description: 'Obligatorio para rechazar. Se le comunica este motivo al autor.',
          options: guidelines.rejectReasons,
        },
        noteToAuthor: { label: 'Nota para el autor', description: 'Opcional; se envía al autor junto con un rechazo.' },
        editorialBy: 'Revisión editorial hecha por',
        editorialAt: 'Revisión editorial del',
        policyBy: 'Revisión de políticas hecha por',
        policyAt: 'Revisión de políticas del',
        decidedAt: 'Decidida',
        signals: {
          label: 'Señales',
          description: 'Pistas para quienes revisan; nunca deciden nada por sí solas.',
          options: staff.signals,
        },
        keepVisible: {
          label: 'Mantener visible',
          description: 'Una reseña publicada que los lectores denunciaron sigue visible mientras se revisa de nuevo.',
        },
        reportCount: 'Denuncias de lectores',
        overallRating: { label: 'General', options: reviewWizard.faces },
        accessToCareRating: { label: 'Acceso oportuno a la atención', options: reviewWizard.faces },
        customerServiceRating: { label: 'Servicio al cliente', options: reviewWizard.faces },
        priceTransparencyRating: { label: 'Transparencia de precios', options: reviewWizard.faces },
        publicMessage: {
          label: 'Reseña',
          description: 'El personal solo puede reemplazar datos personales por [personal information removed].',
        },
        helpfulCount: {
          label: 'Marcada como útil',
          description: 'Cuántas personas la marcaron como útil. Nunca cuenta en una calificación.',
        },
        privateMessage: 'Nota privada para la aseguradora',
        insurerMayContact: {
          label: 'La aseguradora puede contactar a quien reseña',
          description: 'Lo marca quien escribe la reseña: solo entonces la aseguradora ve su correo electrónico.',
        },
        experienceYear: {
          label: 'Miembro en',
          description:
            'El último año en que la persona tuvo el plan, según lo indicó (opcional); se muestra con la reseña.',
        },
        displayName: 'Nombre que se muestra',
        email: 'Correo electrónico',
        member: {
          label: 'Cuenta de miembro',
          description: 'Se fija cuando la reseña se escribió con la sesión iniciada, o cuando se reclamó después.',
        },
        clientId: {
          label: 'Id de envío',
          description:
            'Lo crea el navegador para esta reseña, para que una reseña reenviada nunca se guarde dos veces.',
        },
        language: language(
          'El idioma de la página en que se escribió: el correo sobre la decisión se envía en ese idioma.',
        ),
        clientHash: {
          label: 'Cliente (hash con clave)',
          description: 'Un hash con clave de la dirección de origen; la dirección no se guarda.',
        },
      },
    },
    'moderation-events': {
      singular: 'Evento de moderación',
      plural: 'Registro de moderación',
      description: 'Cada decisión de moderación, tal como ocurrió. Las entradas no se pueden cambiar ni borrar.',
      fields: {
        review: 'Reseña',
        reviewRef: 'Id de la reseña',
        action: {
          label: 'Acción',
          options: {
            'editorial-pass': 'Revisión editorial aprobada',
            'editorial-reject': 'Revisión editorial rechazada',
            'policy-pass': 'Revisión de políticas aprobada',
            'policy-reject': 'Revisión de políticas rechazada',
            redact: 'Datos personales eliminados',
            published: 'Publicada',
            rejected: 'Rechazada',
            reported: 'Denunciada por un lector',
            hidden: 'Ocultada tras denuncias de lectores',
            restored: 'Repuesta tras una revisión',
            'reply-published': 'Respuesta de aseguradora publicada',
            'reply-rejected': 'Respuesta de aseguradora rechazada',
          },
        },
        actor: 'Miembro del personal',
        actorRole: 'Función',
        reason: { label: 'Motivo', options: { ...guidelines.rejectReasons, ...reportReview.reasons } },
        note: 'Nota',
        overallRating: {
          label: 'Calificación general',
          description: 'La calificación general de la reseña en ese momento.',
        },
      },
    },
    'review-reports': {
      singular: 'Denuncia de un lector',
      plural: 'Denuncias de lectores',
      fields: { review: 'Reseña', reason: { label: 'Motivo', options: reportReview.reasons } },
    },
    members: {
      singular: 'Miembro',
      plural: 'Miembros',
      fields: {
        firstName: 'Nombre',
        lastName: 'Apellido',
        savedPlans: 'Planes guardados (nids)',
        pendingEmail: {
          label: 'Nuevo correo electrónico',
          description: 'Una dirección nueva que espera confirmación; la actual sigue en uso.',
        },
      },
    },
    'care-lists': {
      singular: 'Médicos y medicamentos',
      plural: 'Médicos y medicamentos',
      fields: {
        member: 'Miembro',
        drugs: 'Medicamentos',
        providers: 'Médicos y centros',
        consentedAt: 'Consentimiento',
      },
    },
    reports: {
      singular: 'Informe',
      plural: 'Informes',
      fields: {
        reportId: 'Id del informe',
        owner: 'Miembro',
        answers: {
          label: 'Respuestas',
          description: 'Las respuestas del cuestionario, tal como las guardan las llamadas del informe.',
        },
      },
    },
    subscribers: {
      singular: 'Suscriptor',
      plural: 'Suscriptores',
      fields: {
        email: 'Correo electrónico',
        status: {
          label: 'Situación',
          options: { pending: 'Esperando confirmación', confirmed: 'Confirmado', unsubscribed: 'Dado de baja' },
        },
        language: language(
          'El idioma de la página en que se suscribió: las ediciones le llegan en ese idioma si están escritas.',
        ),
        confirmedAt: 'Confirmado',
        unsubscribedAt: 'Dado de baja',
      },
    },
    'newsletter-issues': {
      singular: 'Edición del boletín',
      plural: 'Ediciones del boletín',
      description:
        'Escriba una edición en inglés (y, con el menú de idiomas, en español para quienes se suscribieron en español), marque “Enviar a todos los suscriptores confirmados” y guarde. Cada suscriptor la recibe una vez, en su idioma si está escrita en él, con un enlace para darse de baja y la dirección postal de Candor al final.',
      fields: {
        subject: 'Asunto',
        body: {
          label: 'Texto',
          description:
            'Texto simple, tal como lo muestra el correo. Las direcciones completas (https://…) se convierten en enlaces en los programas de correo.',
        },
        sendNow: 'Enviar a todos los suscriptores confirmados al guardar',
        status: { label: 'Situación', options: { draft: 'Borrador', sending: 'Enviándose', sent: 'Enviada' } },
        progress: 'Avance',
        heldBack: 'Copias retenidas',
        recipients: { label: 'Destinatarios', description: 'Suscriptores confirmados cuando se envió la edición.' },
        sendStartedAt: 'Envío iniciado',
        sentAt,
      },
    },
    outbox: {
      singular: 'Mensaje de la bandeja de salida',
      plural: 'Bandeja de salida',
      description:
        'Cada mensaje que envía Candor, y su estado. Un mensaje que el servidor de correo rechaza se vuelve a intentar después de 1, 2, 4 … hasta 120 minutos, durante tres días. Los mensajes enviados se borran a los 30 días.',
      fields: {
        to: 'Para',
        subject: 'Asunto',
        text: 'Texto',
        status: {
          label: 'Situación',
          options: {
            queued: 'Esperando el envío',
            sending: 'Enviándose',
            retrying: 'Esperando otro intento',
            sent: 'Enviado',
            failed: 'Falló',
            kept: 'Guardado aquí (sin servidor SMTP)',
          },
        },
        attempts: 'Intentos',
        nextAttemptAt: 'Próximo intento',
        sentAt,
        lastError: { label: 'Última respuesta', description: 'Lo último que respondió el servidor de correo.' },
        newsletterIssue: 'Edición del boletín',
      },
    },
    'contact-messages': {
      singular: 'Mensaje de contacto',
      plural: 'Mensajes de contacto',
      fields: {
        subject: 'Asunto',
        topic: { label: 'Tema', options: contact.topics },
        name: 'Nombre',
        email: 'Correo electrónico',
        message: 'Mensaje',
        status: { label: 'Situación', options: { new: 'Nuevo', handled: 'Atendido' } },
        staffNote: { label: 'Nota del personal', description: 'Solo para el personal: lo que se hizo.' },
      },
    },
    users: {
      singular: 'Miembro del personal',
      plural: 'Personal',
      fields: {
        currentPassword: {
          label: 'Contraseña actual',
          description:
            'Necesaria para cambiar su contraseña o su dirección de correo. Una dirección nueva vale cuando usted sigue el enlace que se le envía.',
        },
        name: 'Nombre',
        role: {
          label: 'Función',
          description: 'Lo que esta persona puede hacer en la administración. Solo un administrador puede cambiarlo.',
          options: {
            admin: 'Administrador',
            editor: 'Editor',
            moderator: 'Moderador',
            'policy-reviewer': 'Revisor de políticas',
            insurer: 'Aseguradora',
          },
        },
        issuerLinks: {
          label: 'Aseguradoras por las que responde esta cuenta',
          description:
            'Vincule un id. de emisor HIOS solo después de comprobar quién es la persona y que trabaja para esa aseguradora. Anote cómo lo comprobó. Cada vínculo creado o retirado queda en el registro de las aseguradoras.',
        },
        issuerId: {
          label: 'Aseguradora (emisor HIOS)',
          description:
            'Escriba parte del nombre de la aseguradora, su estado o su id. de emisor HIOS de cinco dígitos, y elíjala: la lista reúne a todos los emisores de los datos de planes de Candor, cada uno con su id.',
        },
        evidence: {
          label: 'Cómo se comprobó a la persona',
          description: 'Por ejemplo: una llamada al número publicado de la aseguradora, y quién lo confirmó.',
        },
        linkedBy: 'Vinculado por',
        linkedAt: 'Vinculado el',
        linkRecord: 'Vinculado por / el',
      },
    },
    'insurer-events': {
      singular: 'Evento de aseguradora',
      plural: 'Registro de las aseguradoras',
      description:
        'Cada vínculo de emisor creado o retirado, y todo lo que hizo una aseguradora. Las entradas no se pueden cambiar ni borrar.',
      fields: {
        action: {
          label: 'Acción',
          options: {
            linked: 'Emisor vinculado',
            unlinked: 'Emisor desvinculado',
            'inbox-opened': 'Bandeja abierta',
            'reviews-read': 'Reseñas leídas (sus id. en la nota)',
            'note-handled': 'Nota marcada como atendida',
            'note-reopened': 'Nota reabierta',
            'reply-submitted': 'Respuesta enviada a la revisión de políticas',
            'reply-edited': 'Respuesta editada, enviada de nuevo a revisión',
            'reply-withdrawn': 'Respuesta retirada',
          },
        },
        account: 'Cuenta de la aseguradora',
        issuerId: 'Id. de emisor HIOS',
        review: 'Reseña',
        reviewRef: 'Id. de la reseña',
        actor: 'Hecho por',
        actorRole: 'Función',
        note: 'Comprobación o nota',
      },
    },
    'review-replies': {
      singular: 'Respuesta de aseguradora',
      plural: 'Respuestas de aseguradoras',
      description:
        'La respuesta pública de una aseguradora a una reseña publicada de sus planes: una por reseña, hasta 1000 caracteres. Se muestra bajo la reseña cuando un revisor de políticas la aprueba; editarla la devuelve a revisión.',
      fields: {
        review: {
          label: 'Reseña',
          description: 'Una reseña publicada de uno de sus planes. Una respuesta por reseña.',
        },
        plan: 'Plan (nid)',
        issuerId: 'Id. de emisor HIOS',
        body: {
          label: 'Respuesta',
          description: 'Se muestra en público bajo la reseña, como de la aseguradora. Como máximo 1000 caracteres.',
        },
        status: {
          label: 'Situación',
          options: {
            pending: 'Esperando la revisión de políticas',
            published: 'Publicada',
            rejected: 'Rechazada',
            withdrawn: 'Retirada',
          },
        },
        withdrawn: {
          label: 'Retirada',
          description: 'Márquela para quitar la respuesta de la página del plan. Edítela para enviarla de nuevo.',
        },
        policyDecision: {
          label: 'Revisión de políticas (revisor de políticas)',
          options: { pass: 'Aprobar', reject: 'Rechazar' },
        },
        rejectionReason: {
          label: 'Motivo del rechazo',
          description: 'Obligatorio para rechazar. La aseguradora ve este motivo.',
          options: guidelines.rejectReasons,
        },
        author: 'Escrita por',
        decidedBy: 'Revisada por',
        decidedAt: 'Revisada el',
        submittedAt: 'Enviada el',
        firstSubmittedAt: 'Enviada por primera vez el',
        publishedAt: 'Publicada el',
        firstPublishedAt: 'Publicada por primera vez el',
        reviewerToldAt: 'Aviso a quien reseñó el',
      },
    },
    'handled-notes': {
      singular: 'Nota atendida',
      plural: 'Notas atendidas',
      description: 'Las notas privadas que una aseguradora marcó como atendidas. Reabrir una nota borra su marca.',
      fields: { review: 'Reseña', issuerId: 'Id. de emisor HIOS', handledBy: 'Atendida por' },
    },
  },
  globals: {
    home: {
      label: 'Página de inicio',
      fields: {
        hero: 'Portada',
        heroHeading: 'Título',
        heroLead: 'Entradilla',
        jobsSection: 'Lo que hace Candor',
        jobsHeading: 'Título',
        jobs: 'Tareas',
        title: 'Título',
        text: 'Texto',
        linkLabel: 'Texto del enlace',
        linkHref: { label: 'Dirección del enlace', description: 'Una ruta como /plans, o https://…' },
        healthData: 'Datos de salud',
        healthDataHeading: 'Título',
        healthDataText: 'Texto',
        healthDataLinkLabel: {
          label: 'Texto del enlace',
          description: 'Lleva a la política de datos de salud del consumidor, en la política de privacidad.',
        },
        loop: 'Manténgase al tanto',
        loopHeading: 'Título',
        loopText: 'Texto',
        sources: 'Fuentes',
        sourcesHeading: 'Título',
        sourcesText: 'Texto',
      },
    },
    footer: {
      label: 'Pie de página',
      fields: {
        notice: 'Aviso',
        groups: 'Grupos de enlaces',
        heading: 'Título',
        links: 'Enlaces',
        label: 'Texto del enlace',
        kind: {
          label: 'Tipo',
          options: {
            link: 'Un enlace',
            'stay-in-the-loop': 'Manténgase al tanto (la suscripción de la página de inicio)',
            'write-review': 'Escribir una reseña (abre el diálogo de reseñas)',
          },
        },
        href: { label: 'Dirección', description: 'Una ruta como /contact, o https://…' },
        socialHeading: 'Título de redes sociales',
        social: 'Enlaces a redes sociales',
        network: { label: 'Red', options: { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn' } },
        'social.href': 'Dirección',
      },
    },
    'site-settings': {
      label: 'Configuración del sitio',
      fields: {
        contactEmail: {
          label: 'Dirección de contacto',
          description:
            'Adonde se envían los mensajes de contacto. Si está vacía: la dirección de remitente del correo de Candor (EMAIL_FROM).',
        },
        postalAddress: {
          label: 'Dirección postal',
          description:
            'La dirección postal de Candor, que se imprime al pie del boletín como lo exige la ley sobre correo comercial.',
        },
      },
    },
  },
  validation: {
    linkHref: 'Comience con / para una página del sitio, o con https:// para otro sitio.',
    httpsOnly: 'Use una dirección https://.',
    auditTrailFixed: 'El registro de moderación no se puede cambiar.',
    insurerTrailFixed: 'El registro de las aseguradoras no se puede cambiar.',
    noteNotInInbox: 'Esta reseña no está en su bandeja.',
    currentPasswordRequired: 'Escriba su contraseña actual para cambiar su contraseña o su dirección de correo.',
    currentPasswordWrong: 'Esta no es su contraseña actual.',
    issuerIdFormat: 'Un id. de emisor HIOS tiene cinco dígitos, como 38344.',
    issuerUnknown:
      'Ningún plan de los datos de Candor tiene este id. de emisor. Compruébelo con los archivos de planes de CMS.',
    issuerLinkedTwice: 'Este emisor ya está vinculado a esta cuenta.',
    replyEmpty: 'Escriba su respuesta.',
    replyTooLong: (length: number) => `Una respuesta puede tener como máximo 1000 caracteres; esta tiene ${length}.`,
    replyExists: 'Esta reseña ya tiene su respuesta. Abra esa respuesta para editarla.',
    replyNotPending: 'Esta respuesta no está esperando una revisión.',
    slug: 'Use solo letras, dígitos y guiones sueltos, como terms-of-service.',
  },
}
