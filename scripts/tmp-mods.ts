import fs from 'node:fs'
import zlib from 'node:zlib'
for (const f of process.argv.slice(2)) {
  const g: any = { TURBOPACK: [] as unknown[] }
  new Function('globalThis', 'document', fs.readFileSync(`.next/static/chunks/${f}`, 'utf8'))(g, undefined)
  const arr = g.TURBOPACK[0] as unknown[]
  const mods: [number, number, string][] = []
  for (let i = 1; i < arr.length; i++) {
    if (typeof arr[i] === 'function') {
      const src = String(arr[i])
      const hint = (src.match(/"[A-Za-z][^"]{6,50}"/g) ?? []).slice(0, 4).join(' ')
      mods.push([zlib.gzipSync(src, { level: 9 }).length, src.length, hint])
    }
  }
  mods.sort((a, b) => b[0] - a[0])
  console.log('==', f)
  for (const m of mods.slice(0, 25)) console.log(m[0], m[1], m[2].slice(0, 150))
}
