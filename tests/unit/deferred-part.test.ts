import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { deferredPart } from '@/components/ui/deferred-part'

const Greeting = ({ name }: { name: string }) => createElement('p', { className: 'greeting' }, `Hello ${name}`)

describe('a part whose code loads as a reader comes near', () => {
  it('is rendered in full by the server, with a copy for a browser without script, and fetches nothing there', () => {
    let fetched = 0
    const Part = deferredPart(async () => {
      fetched += 1
      return Greeting
    }, Greeting)
    const html = renderToString(createElement(Part, { name: 'Ana' }))
    expect(html.match(/<p class="greeting">Hello Ana<\/p>/g)).toHaveLength(2)
    expect(html).toContain('<noscript><p class="greeting">Hello Ana</p></noscript>')
    expect(fetched).toBe(0)
  })
})
