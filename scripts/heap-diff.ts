/**
 * `node --max-old-space-size=8000 --import tsx scripts/heap-diff.ts before.heapsnapshot
 * after.heapsnapshot [--top 30] [--retainers 3] [--class Name …]`: what grew in the server's
 * heap between two V8 heap snapshots (start the server with
 * `NODE_OPTIONS=--heapsnapshot-signal=SIGUSR2`, then `kill -USR2 <pid>`; each snapshot collects
 * garbage first). Prints the self size and the count of each constructor (or kind of V8 object)
 * in both, biggest growth first; then, for the few that grew most (or each `--class`), what
 * holds their instances: the edges they are held by, counted, and the retaining path from the
 * roots of a few of them.
 *
 * The snapshot of a large heap can be longer than V8's longest string (512 MB), so the file is
 * read as bytes and its arrays are parsed here, not with JSON.parse.
 */
import fs from 'node:fs'

type Snapshot = {
  nodeFields: string[]
  nodeTypes: string[]
  edgeFields: string[]
  edgeTypes: string[]
  nodes: Float64Array
  edges: Uint32Array
  strings: string[]
  nodeCount: number
}

function indexAfter(bytes: Buffer, marker: string, from = 0): number {
  const at = bytes.indexOf(marker, from, 'latin1')
  if (at === -1) throw new Error(`no ${marker} in the snapshot`)
  return at + marker.length
}

/** The numbers of a flat JSON array starting at `start` (just after its `[`). */
function readNumbers(bytes: Buffer, start: number): number[] {
  const out: number[] = []
  let value = 0
  let inNumber = false
  for (let i = start; i < bytes.length; i += 1) {
    const c = bytes[i]!
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48)
      inNumber = true
    } else {
      if (inNumber) out.push(value)
      value = 0
      inNumber = false
      if (c === 93) return out // ]
    }
  }
  throw new Error('an array of the snapshot does not end')
}

/** The strings array, each string parsed on its own (the array as a whole may be too long for one string). */
function readStrings(bytes: Buffer, start: number): string[] {
  const out: string[] = []
  let i = start
  while (i < bytes.length) {
    const c = bytes[i]!
    if (c === 93) return out
    if (c !== 34) {
      i += 1
      continue
    }
    let end = i + 1
    while (bytes[end] !== 34) end += bytes[end] === 92 ? 2 : 1
    out.push(JSON.parse(bytes.toString('utf8', i, end + 1)) as string)
    i = end + 1
  }
  throw new Error('the strings of the snapshot do not end')
}

function readSnapshot(file: string): Snapshot {
  const bytes = fs.readFileSync(file)
  const metaStart = indexAfter(bytes, '"snapshot":')
  const nodesAt = bytes.indexOf('"nodes":[', metaStart, 'latin1')
  const header = JSON.parse(bytes.toString('utf8', metaStart, bytes.lastIndexOf(',', nodesAt))) as {
    meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] }
    node_count: number
  }
  const nodes = Float64Array.from(readNumbers(bytes, indexAfter(bytes, '"nodes":[', metaStart)))
  const edges = Uint32Array.from(readNumbers(bytes, indexAfter(bytes, '"edges":[', metaStart)))
  const strings = readStrings(bytes, indexAfter(bytes, '"strings":[', bytes.lastIndexOf('"strings":[') - 1))
  return {
    nodeFields: header.meta.node_fields,
    nodeTypes: header.meta.node_types[0],
    edgeFields: header.meta.edge_fields,
    edgeTypes: header.meta.edge_types[0],
    nodes,
    edges,
    strings,
    nodeCount: nodes.length / header.meta.node_fields.length,
  }
}

type Totals = Map<string, { size: number; count: number }>

/** The name DevTools groups a node under: the constructor of an object, else the kind of V8 object. */
function classOf(snapshot: Snapshot, node: number): string {
  const width = snapshot.nodeFields.length
  const type = snapshot.nodeTypes[snapshot.nodes[node * width]!]!
  const name = snapshot.strings[snapshot.nodes[node * width + 1]!]!
  switch (type) {
    case 'object':
    case 'native':
      return name
    case 'string':
    case 'concatenated string':
    case 'sliced string':
    case 'symbol':
      return `(${type})`
    case 'closure':
      return '(closure)'
    case 'code':
      return '(compiled code)'
    case 'array':
      return `(array) ${name}`
    case 'hidden':
      return `(system) ${name.slice(0, 60)}`
    default:
      return `(${type}) ${name.slice(0, 60)}`
  }
}

function totalsOf(snapshot: Snapshot): Totals {
  const width = snapshot.nodeFields.length
  const sizeAt = snapshot.nodeFields.indexOf('self_size')
  const totals: Totals = new Map()
  for (let node = 0; node < snapshot.nodeCount; node += 1) {
    const key = classOf(snapshot, node)
    const entry = totals.get(key) ?? { size: 0, count: 0 }
    entry.size += snapshot.nodes[node * width + sizeAt]!
    entry.count += 1
    totals.set(key, entry)
  }
  return totals
}

/** For each node, the edges that point to it (retainers), and its distance from the roots over strong edges. */
function retainersOf(snapshot: Snapshot) {
  const width = snapshot.nodeFields.length
  const edgeWidth = snapshot.edgeFields.length
  const edgeCountAt = snapshot.nodeFields.indexOf('edge_count')
  const toAt = snapshot.edgeFields.indexOf('to_node')
  const typeAt = snapshot.edgeFields.indexOf('type')
  const weak = snapshot.edgeTypes.indexOf('weak')
  const firstEdge = new Uint32Array(snapshot.nodeCount + 1)
  for (let node = 0, edge = 0; node < snapshot.nodeCount; node += 1) {
    firstEdge[node] = edge
    edge += snapshot.nodes[node * width + edgeCountAt]!
    firstEdge[node + 1] = edge
  }
  const retainerCount = new Uint32Array(snapshot.nodeCount + 1)
  for (let edge = 0; edge < snapshot.edges.length; edge += edgeWidth) {
    retainerCount[snapshot.edges[edge + toAt]! / width + 1]! += 1
  }
  for (let node = 0; node < snapshot.nodeCount; node += 1) retainerCount[node + 1]! += retainerCount[node]!
  const firstRetainer = retainerCount
  const filled = new Uint32Array(snapshot.nodeCount)
  const retainingNode = new Uint32Array(snapshot.edges.length / edgeWidth)
  const retainingEdge = new Uint32Array(snapshot.edges.length / edgeWidth)
  for (let node = 0; node < snapshot.nodeCount; node += 1) {
    for (let edge = firstEdge[node]!; edge < firstEdge[node + 1]!; edge += 1) {
      const to = snapshot.edges[edge * edgeWidth + toAt]! / width
      const slot = firstRetainer[to]! + filled[to]!++
      retainingNode[slot] = node
      retainingEdge[slot] = edge
    }
  }
  const distance = new Int32Array(snapshot.nodeCount).fill(-1)
  const queue = new Uint32Array(snapshot.nodeCount)
  let head = 0
  let tail = 0
  distance[0] = 0
  queue[tail++] = 0
  while (head < tail) {
    const node = queue[head++]!
    for (let edge = firstEdge[node]!; edge < firstEdge[node + 1]!; edge += 1) {
      if (snapshot.edges[edge * edgeWidth + typeAt] === weak) continue
      const to = snapshot.edges[edge * edgeWidth + toAt]! / width
      if (distance[to] !== -1) continue
      distance[to] = distance[node]! + 1
      queue[tail++] = to
    }
  }
  return { firstRetainer, retainingNode, retainingEdge, distance }
}

function edgeName(snapshot: Snapshot, edge: number): string {
  const edgeWidth = snapshot.edgeFields.length
  const type = snapshot.edgeTypes[snapshot.edges[edge * edgeWidth]!]!
  const nameOrIndex = snapshot.edges[edge * edgeWidth + 1]!
  return type === 'element' || type === 'hidden' ? `[${nameOrIndex}]` : `.${snapshot.strings[nameOrIndex]}`
}

function printRetainers(snapshot: Snapshot, className: string, instances: number): void {
  const width = snapshot.nodeFields.length
  const sizeAt = snapshot.nodeFields.indexOf('self_size')
  const { firstRetainer, retainingNode, retainingEdge, distance } = retainersOf(snapshot)
  const members: number[] = []
  for (let node = 0; node < snapshot.nodeCount; node += 1) if (classOf(snapshot, node) === className) members.push(node)
  // What holds them, counted: the class of each retainer and the edge it holds them by.
  const heldBy = new Map<string, number>()
  for (const node of members) {
    for (let slot = firstRetainer[node]!; slot < firstRetainer[node + 1]!; slot += 1) {
      const key = `${classOf(snapshot, retainingNode[slot]!)} ${edgeName(snapshot, retainingEdge[slot]!).replace(/\[\d+\]/, '[n]')}`
      heldBy.set(key, (heldBy.get(key) ?? 0) + 1)
    }
  }
  console.log(`\n${className}: ${members.length} instances; held by`)
  for (const [key, count] of [...heldBy].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${count}\t${key}`)
  members.sort((a, b) => snapshot.nodes[b * width + sizeAt]! - snapshot.nodes[a * width + sizeAt]!)
  // The biggest few, and a few spread over the rest: a leak of many small objects shows in the second.
  const chosen = [
    ...members.slice(0, instances),
    ...members.filter((_, i) => i % Math.max(1, Math.floor(members.length / instances)) === 0).slice(0, instances),
  ]
  for (const node of chosen) {
    const path: string[] = []
    let at = node
    // Up through the retainer nearest the roots: one path that keeps it, as DevTools shows first.
    for (let step = 0; step < 40 && at !== 0; step += 1) {
      let best = -1
      for (let slot = firstRetainer[at]!; slot < firstRetainer[at + 1]!; slot += 1) {
        const from = retainingNode[slot]!
        if (distance[from]! >= 0 && (best === -1 || distance[from]! < distance[retainingNode[best]!]!)) best = slot
      }
      if (best === -1) break
      path.push(`${classOf(snapshot, retainingNode[best]!)}${edgeName(snapshot, retainingEdge[best]!)}`)
      at = retainingNode[best]!
    }
    console.log(`  ${snapshot.nodes[node * width + sizeAt]} B ← ${path.join(' ← ')}`)
  }
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2)

function main(): void {
  const args = process.argv.slice(2)
  const classes = args.flatMap((arg, at) => (args[at - 1] === '--class' ? [arg] : []))
  const files = args.filter((arg, at) => !arg.startsWith('--') && !/^\d+$/.test(arg) && args[at - 1] !== '--class')
  const option = (name: string, fallback: number) => {
    const at = args.indexOf(`--${name}`)
    return at === -1 ? fallback : Number(args[at + 1])
  }
  if (files.length !== 2) {
    console.error(
      'usage: tsx scripts/heap-diff.ts before.heapsnapshot after.heapsnapshot [--top 30] [--retainers 3] [--class Name]',
    )
    process.exit(2)
  }
  const before = readSnapshot(files[0]!)
  const beforeTotals = totalsOf(before)
  const after = readSnapshot(files[1]!)
  const afterTotals = totalsOf(after)
  const sum = (totals: Totals) => [...totals.values()].reduce((total, entry) => total + entry.size, 0)
  console.log(
    `self sizes: ${mb(sum(beforeTotals))} MB in ${before.nodeCount} nodes before, ${mb(sum(afterTotals))} MB in ${after.nodeCount} after`,
  )
  const rows = [...new Set([...beforeTotals.keys(), ...afterTotals.keys()])].map((key) => {
    const was = beforeTotals.get(key) ?? { size: 0, count: 0 }
    const now = afterTotals.get(key) ?? { size: 0, count: 0 }
    return { key, was, now, growth: now.size - was.size }
  })
  rows.sort((a, b) => b.growth - a.growth)
  console.log('\ngrowth MB | MB after | count before → after | constructor')
  for (const row of rows.slice(0, option('top', 30))) {
    console.log(
      `${mb(row.growth).padStart(9)} | ${mb(row.now.size).padStart(8)} | ${row.was.count} → ${row.now.count} | ${row.key}`,
    )
  }
  const retainers = option('retainers', 3)
  for (const key of classes.length > 0 ? classes : rows.slice(0, retainers).map((row) => row.key)) {
    printRetainers(after, key, 3)
  }
}

main()
