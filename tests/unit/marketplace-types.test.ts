import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import type { components } from '@/features/marketplace/marketplace-api.generated'

import {
  DEFAULT_SPEC_PATH,
  GENERATED_PATH,
  dropEmptyPropertiesOfNonObjects,
  generateMarketplaceTypes,
  relaxAgeOrBirthDate,
  specPathFrom,
} from '../../scripts/generate-marketplace-types'

type Plan = components['schemas']['Plan']
type PlanSearchRequest = components['schemas']['PlanSearchRequest']

/** A plan search as Candor sends it, and a plan as the API answers: both must fit the generated types. */
const request: PlanSearchRequest = {
  household: { income: 37650, people: [{ age: 40, aptc_eligible: true, gender: 'Male', uses_tobacco: false }] },
  market: 'Individual',
  place: { countyfips: '39049', state: 'OH', zipcode: '43215' },
  year: 2026,
  offset: 10,
}
const plan: Plan = { id: '12345OH0010001', name: 'A Silver plan', metal_level: 'Silver', premium: 512.3, oopc: -1 }

const committed = fs.existsSync(GENERATED_PATH) ? fs.readFileSync(GENERATED_PATH, 'utf8') : ''

describe('the Marketplace API types', () => {
  it.skipIf(!fs.existsSync(DEFAULT_SPEC_PATH))(
    "are exactly what CMS's description generates now",
    async () => {
      const { text } = await generateMarketplaceTypes(DEFAULT_SPEC_PATH)
      expect(text === committed, 'run npm run generate:marketplace-types').toBe(true)
    },
    60_000,
  )

  it('say they are generated, and name the plan and the plan search', () => {
    expect(committed).toMatch(/generated from CMS's published Swagger 2\.0 description/)
    expect(committed).toContain('npm run generate:marketplace-types')
    expect(committed).toMatch(/Do not edit by hand/)
    expect(committed).toMatch(/^ {4}Plan: \{$/m)
    expect(committed).toMatch(/^ {4}PlanSearchRequest: \{$/m)
    expect(request.place.countyfips).toBe('39049')
    expect(plan.metal_level).toBe('Silver')
  })

  it("keep the description's enums as unions, not plain strings", () => {
    expect(committed).toMatch(/MarketEnum: 'Individual' \| 'SHOP' \| 'Any'/)
    const market: components['schemas']['MarketEnum'] = 'SHOP'
    expect(market).toBe('SHOP')
  })

  it('drop an empty properties keyword only from schemas that are not objects', () => {
    const schemas = {
      Metal: { type: 'string', enum: ['Gold'], properties: {} },
      Open: { type: 'object', properties: {} },
      Nested: { type: 'array', items: { type: 'string', properties: {} } },
    }
    expect(dropEmptyPropertiesOfNonObjects(schemas)).toBe(2)
    expect(schemas).toEqual({
      Metal: { type: 'string', enum: ['Gold'] },
      Open: { type: 'object', properties: {} },
      Nested: { type: 'array', items: { type: 'string' } },
    })
  })

  it("make Person's age and date of birth each optional, as its descriptions say", () => {
    const openapi = { components: { schemas: { Person: { required: ['age', 'dob'] } } } }
    expect(relaxAgeOrBirthDate(openapi)).toBe(1)
    expect(openapi.components.schemas.Person).toEqual({})
    expect(relaxAgeOrBirthDate(openapi)).toBe(0)
    const person: components['schemas']['Person'] = { dob: '1986-04-01' }
    expect(person.age).toBeUndefined()
  })

  it('read the description from --spec, an argument, the environment, or beside the repository', () => {
    expect(specPathFrom([], '/a/spec.yaml', { MARKETPLACE_API_SPEC: '/b.yaml' })).toBe('/a/spec.yaml')
    expect(specPathFrom(['/c.yaml'], undefined, { MARKETPLACE_API_SPEC: '/b.yaml' })).toBe('/c.yaml')
    expect(specPathFrom([], undefined, { MARKETPLACE_API_SPEC: '/b.yaml' })).toBe('/b.yaml')
    expect(specPathFrom([], undefined, {})).toBe(DEFAULT_SPEC_PATH)
  })
})
