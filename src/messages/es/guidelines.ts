import type { guidelines as en } from '../en/guidelines'
import type { Translation } from '../translation'

/** Catalogue namespace `guidelines` (Spanish, United States). */
export const guidelines: Translation<typeof en> = {
  metaTitle: 'Normas de contenido',
  metaDescription:
    'Qué puede incluir una reseña de Candor, qué no publicamos y cómo la revisión editorial y de políticas trata por igual los elogios y las quejas.',
  heading: 'Normas de contenido',
  lead: 'Candor publica lo que los miembros cuentan sobre su propia experiencia con un plan médico del Mercado. Dos personas leen cada reseña antes de publicarla: una revisión editorial y una revisión de políticas, por lo general en 1 o 2 días hábiles. Las mismas reglas se aplican a los elogios y a las quejas. Nunca rechazamos una reseña por ser negativa ni publicamos una por ser positiva.',
  includeHeading: 'Qué puede incluir una reseña',
  include: [
    'Su propia experiencia como miembro del plan: conseguir citas, encontrar médicos de la red, autorizaciones previas, reclamos, facturas, recetas y servicio al cliente.',
    'Lo que le costó el plan y si los precios estaban claros antes de recibir la atención.',
    'Hechos y sentimientos por igual, con sus propias palabras, en inglés o en español.',
  ],
  rejectHeading: 'Lo que no publicamos',
  rejectLead: 'Una reseña no se publica cuando cae en uno de estos motivos. Al autor se le dice cuál.',
  rejectReasons: {
    'not-about-experience': 'No trata de una experiencia con este plan',
    'personal-information': 'Contiene información personal',
    offensive: 'Es ofensiva o acosadora',
    'conflict-of-interest': 'Se escribió con un conflicto de intereses',
    'spam-or-duplicate': 'Es spam o está repetida',
    'someone-elses-health': 'Describe la salud de otra persona',
    advertising: 'Es publicidad',
  },
  privateHeading: 'Su nota privada',
  privateText:
    'La nota privada del formulario de reseñas es solo para la aseguradora. Nunca se muestra en Candor, y puede dejarla vacía.',
  redactionHeading: 'No reescribimos las reseñas',
  redactionText:
    'El personal no puede cambiar lo que usted escribió. Si una reseña menciona un número de teléfono, un correo electrónico, un número de miembro u otra información personal, el personal puede reemplazar ese pasaje por [personal information removed], y el cambio queda registrado.',
  declinedHeading: 'Si su reseña no se publica',
  declinedText:
    'Le enviamos por correo electrónico el motivo de la lista anterior, a veces con una nota breve, y puede escribir una reseña nueva.',
  reportHeading: 'Denunciar una reseña',
  reportText:
    'Debajo de cada reseña publicada, "Denunciar esta reseña" permite a cualquier lector avisarnos de que no cumple estas normas. Entonces vuelve a pasar por las dos revisiones. Mientras tanto sigue visible, salvo que se haya denunciado como contenido ilegal o dañino.',
  figuresLink:
    'Vea la moderación en cifras: cuántas reseñas recibimos, publicamos y rechazamos, por calificación y por motivo',
}
