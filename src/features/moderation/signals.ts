import { staff as staffMessages } from '@/messages/en/staff'

/**
 * Signals shown to staff next to a review. None of them decides anything on its own: a
 * phone number may be the insurer's, a link may be to the insurer's own site. They point a
 * reviewer at what to look at.
 */
export const SIGNALS = staffMessages.signals

export type Signal = keyof typeof SIGNALS
export const SIGNAL_VALUES = Object.keys(SIGNALS) as Signal[]

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/
const PHONE = /(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}\b/
const SSN = /\b\d{3}[-\s]\d{2}[-\s]\d{4}\b/
/** A member, policy, subscriber or group number followed by something that looks like an id. */
const MEMBER_ID =
  /\b(?:member|policy|subscriber|group|id|insurance)\s*(?:id|number|no\.?|#)?\s*[:#]?\s*[A-Za-z]{0,3}\d[\dA-Za-z-]{5,}/i
const LINK =
  /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\.[a-z]{2,}|\b[a-z0-9-]+\.(?:com|net|org|info|biz|io|co|us|ly)\b(?:\/\S*)?/i

/** Common English profanity, matched as whole words (with simple endings). */
const PROFANITY =
  /\b(?:f+u+c+k+\w*|sh[i1]t+\w*|bullshit|asshole\w*|bitch\w*|bastard\w*|damn(?:ed|it)?|crap\w*|dick(?:head)?s?|piss(?:ed)?|cunt\w*|motherf\w*|wtf)\b/i

/** The signals a review's own text raises. */
export function textSignals(text: string): Signal[] {
  const found: Signal[] = []
  if (EMAIL.test(text) || PHONE.test(text) || SSN.test(text) || MEMBER_ID.test(text)) found.push('personal-info')
  if (PROFANITY.test(text)) found.push('profanity')
  if (LINK.test(text.replace(EMAIL, ' '))) found.push('link')
  return found
}

/** Word trigrams of a text, lower-cased, without punctuation: the basis of near-duplicate checks. */
export function shingles(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
  const set = new Set<string>()
  for (let i = 0; i + 2 < words.length; i += 1) set.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`)
  if (set.size === 0 && words.length > 0) set.add(words.join(' '))
  return set
}

/** From this similarity on, two reviews count as near-duplicates. */
export const NEAR_DUPLICATE_SIMILARITY = 0.6

/**
 * Whether two texts' trigrams reach `threshold` of Jaccard similarity (the trigrams they
 * share over all the trigrams of either), given up as soon as the answer is known: texts of very different lengths are not compared at all
 * (their similarity is at most the smaller size over the larger), and the count stops once
 * the trigrams left could no longer bring it there. Each review received is compared against
 * up to a thousand recent ones.
 */
export function isAtLeastAsSimilar(left: Set<string>, right: Set<string>, threshold: number): boolean {
  if (left.size === 0 || right.size === 0) return false
  const [small, large] = left.size <= right.size ? [left, right] : [right, left]
  if (small.size / large.size < threshold) return false
  // shared / (|small| + |large| - shared) >= threshold  ⇔  shared >= threshold (|small| + |large|) / (1 + threshold)
  // (less a hair, so that rounding never stops a count the full division would let through)
  const needed = (threshold * (small.size + large.size)) / (1 + threshold) - 1e-9
  let shared = 0
  let unread = small.size
  for (const item of small) {
    unread -= 1
    if (large.has(item)) shared += 1
    else if (shared + unread < needed) return false
  }
  return shared / (small.size + large.size - shared) >= threshold
}
