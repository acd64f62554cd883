import path from 'node:path'

/**
 * Server code never reaches a browser bundle (decision 016), in place of the `server-only`
 * package. Server code is named so: a `*.server.ts(x)` file, a feature's `server.ts` entry,
 * anything under `src/server`. A `'use client'` module may not import it, types aside. What a client module
 * reaches through the modules it imports is checked by tests/unit/server-code.test.ts, over the
 * whole import graph.
 */

const ROOT = process.cwd()

const isServerModule = (file) =>
  /\.server(\.tsx?)?$/.test(file) ||
  /^src\/features\/[^/]+\/server(\.ts)?$/.test(file) ||
  /^src\/server(\/|$)/.test(file)

/** The file an import names, relative to the project's root and without its extension, or null for a package. */
function importedFile(specifier, importer) {
  if (specifier.startsWith('@/')) return path.posix.join('src', specifier.slice(2))
  if (!specifier.startsWith('.')) return null
  return path
    .relative(ROOT, path.resolve(path.dirname(importer), specifier))
    .split(path.sep)
    .join('/')
}

const isClientFile = (program) =>
  program.body.some((statement) => statement.type === 'ExpressionStatement' && statement.directive === 'use client')

export const serverCodeStaysOnTheServer = {
  meta: {
    type: 'problem',
    docs: { description: 'Server code is imported only by code that runs on the server alone.' },
    schema: [],
    messages: {
      client:
        "A 'use client' module may not import server code ({{file}}): pass what it needs from a server component, or move the shared part out of the server file.",
    },
  },
  create(context) {
    let client = false
    const check = (node) => {
      if (!client || !node.source || typeof node.source.value !== 'string') return
      // Types are erased before a bundle is made.
      if (node.importKind === 'type' || node.exportKind === 'type') return
      const file = importedFile(node.source.value, context.filename)
      if (file && isServerModule(file)) context.report({ node: node.source, messageId: 'client', data: { file } })
    }
    return {
      Program(program) {
        client = isClientFile(program)
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression(node) {
        if (node.source.type === 'Literal') check({ source: node.source })
      },
    }
  },
}

export const candorPlugin = { rules: { 'server-code-stays-on-the-server': serverCodeStaysOnTheServer } }
