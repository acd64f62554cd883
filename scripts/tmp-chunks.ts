import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
const route = process.argv[2]!
const file = path.join('.next/server/app', `${route}_client-reference-manifest.js`)
const scope: any = {}
new Function('globalThis', 'self', fs.readFileSync(file, 'utf8'))(scope, scope)
const m = scope.__RSC_MANIFEST[`/${route}`]
const bm = JSON.parse(fs.readFileSync('.next/build-manifest.json', 'utf8'))
const files = [...new Set([...(bm.rootMainFiles ?? []), ...(m.entryJSFiles[`[project]/src/app/${route}`] ?? [])])]
for (const f of files) {
  const src = fs.readFileSync(path.join('.next', f), 'utf8')
  const gz = zlib.gzipSync(src, { level: 9 }).length
  const mods = [...src.matchAll(/\[project\]\/([^\s"',)\]]+)/g)].map((x) => x[1])
  const uniq = [...new Set(mods)]
  console.log(f, (gz / 1024).toFixed(1), 'KB', uniq.slice(0, 12).join(' | '))
}
