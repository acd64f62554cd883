import type { costEstimate as en } from '../en/costEstimate'
import type { Translation } from '../translation'

/** Catalogue namespace `costEstimate` (Spanish, United States). */
export const costEstimate: Translation<typeof en> = {
  heading: '¿Cuánto pagaría?',
  intro:
    'Indique a Candor quién necesita cobertura y los ingresos anuales de su hogar. Candor estima su crédito fiscal y lo que le costarían el plan plata de referencia y el plan bronce más barato de esta zona.',
  privacy:
    'Sus ingresos y edades solo se usan para hacer esta estimación: no se ponen en la dirección, no se guardan, no se registran ni se envían a ningún otro sitio.',
  peopleLegend: 'Quién necesita cobertura',
  person: (number: number) => `Persona ${number}`,
  age: 'Edad',
  tobacco: 'Consume tabaco',
  addPerson: 'Añadir una persona',
  removePerson: (number: number) => `Quitar a la persona ${number}`,
  householdSize: 'Tamaño del hogar (opcional)',
  householdSizeHint:
    'Todas las personas de su declaración de impuestos, también las que no necesitan cobertura. Déjelo vacío para contar a las personas de arriba.',
  income: 'Ingresos anuales del hogar en dólares',
  incomeHint:
    'Los ingresos que espera para el año del plan: el ingreso bruto ajustado de todas las personas de su declaración, por ejemplo 42000.',
  planYear: 'Año del plan',
  yearNotPublished: (year: number) => `${year} (cifras aún no publicadas)`,
  zipcode: 'Código postal',
  county: 'Condado',
  chooseCounty: 'Elija su condado',
  open: 'Estimar cuánto pagaría',
  submit: 'Estimar mis costos',
  submitting: 'Estimando…',
  exchange: (state: string, name: string) =>
    `${state} tiene su propio mercado de seguros, ${name}. Su sitio estima los créditos fiscales y muestra el precio de cada plan.`,
  visitExchange: (name: string) => `Ir a ${name}`,
  errorSummary: 'La estimación necesita algunas correcciones: vea los campos marcados abajo.',
  costsPageLink: 'Cómo funcionan los créditos fiscales, en palabras sencillas',
  careLevel: '¿Cuánta atención médica espera necesitar este año?',
  careLevelHint: 'Se usa para estimar el total anual de cada plan, como lo hace HealthCare.gov. No se guarda.',
  careNotSure: 'No lo sé',
  careLevels: {
    low: 'Poca: algunos chequeos',
    medium: 'Media: algunas consultas y recetas',
    high: 'Mucha: atención regular, quizás una hospitalización',
  },
}
