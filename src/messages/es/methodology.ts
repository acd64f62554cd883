import type { methodology as en } from '../en/methodology'
import type { Translation } from '../translation'

/** Catalogue namespace `methodology` (Spanish, United States). */
export const methodology: Translation<typeof en> = {
  metaTitle: 'Cómo clasifica Candor las aseguradoras para usted',
  metaDescription:
    'Los factores, las escalas y los pesos detrás de la clasificación personal del cuestionario de Candor, y cómo se tratan los datos que faltan.',
  heading: 'Cómo funciona la clasificación',
  lead: 'Su informe clasifica las aseguradoras que venden planes del Mercado en su condado. Aquí están todas las reglas, con sus números; ninguna aseguradora puede pagar por un lugar.',
  factorsHeading: 'Siete factores, cada uno de 0 a 100',
  factorsLead:
    'Más alto siempre es mejor para usted. Un factor del que Candor no tiene datos queda fuera de la puntuación de esa aseguradora; nunca cuenta como malo.',
  scaleHeading: 'Las escalas',
  scales: (denialZero: string, costZero: string) => [
    'Calificaciones de los miembros y estrellas de CMS: 1 estrella es 0 y 5 estrellas es 100.',
    `Reclamos denegados: ninguno denegado es 100; ${denialZero} o más denegados es 0.`,
    'Libertad de red: el tipo de plan (PPO 100, POS 67, EPO 33, HMO 0) cuenta un 40 %; las proporciones de planes que no necesitan referido, que tienen una red nacional y que cubren la atención fuera de su zona cuentan un 20 % cada una.',
    `Protección de costos: el deducible más bajo y el desembolso máximo más bajo que ofrece la aseguradora en su condado, cada uno puntuado de modo que $0 es 100 y ${costZero} (el límite de 2025 para una persona) es 0.`,
    'Costo de los medicamentos: el deducible más bajo para medicamentos recetados, en la misma escala.',
    'Primas: la aseguradora más barata de su informe es 100 y las demás en proporción. Candor todavía no tiene las primas propias de ninguna aseguradora, así que hoy este factor no cuenta para nadie.',
  ],
  weightsHeading: 'Los pesos',
  baseLead:
    'Cada factor empieza con un peso; el costo de los medicamentos empieza en 0 y cuenta solo cuando una respuesta lo pide.',
  healthLead: 'Un “sí” a una pregunta de salud suma a algunos pesos. “No” y “Prefiero no decirlo” no cambian nada.',
  meterLead: (atZero: string, atMiddle: string, atTop: string) =>
    `Cada control de prioridad multiplica los pesos de sus factores: ${atZero} en el extremo izquierdo, ${atMiddle} en el medio y ${atTop} en el extremo derecho.`,
  ruleColumn: 'Respuesta',
  changeColumn: 'Cambios',
  meterColumn: 'Control',
  factorColumn: 'Factor',
  weightColumn: 'Peso inicial',
  scoreHeading: 'La puntuación',
  score: [
    'La puntuación de una aseguradora es la media ponderada de los factores de los que tiene datos: cada valor por su peso, sumados y divididos por la suma de esos pesos.',
    'Los datos que faltan quedan fuera y los pesos restantes se amplían, y el informe dice qué factores no se contaron.',
    'Las puntuaciones iguales se ordenan por la parte del peso total que cubren sus datos, luego por nombre y luego por el número de plan de Candor. Las mismas respuestas siempre dan el mismo orden.',
  ],
  dataHeading: 'De dónde vienen las cifras',
  data: (year: number) =>
    `Los archivos del Mercado de CMS del año del plan ${year} (planes, deducibles, redes), las calificaciones de calidad de CMS, las cifras de reclamos denegados de CMS y las reseñas de los miembros publicadas en Candor después de la revisión editorial y de políticas.`,
  quizLink: 'Hacer el cuestionario',
}
