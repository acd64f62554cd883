import type { CollectionConfig, Field, GlobalConfig } from 'payload'

import { LOCALES, type Locale } from '@/lib/i18n'
import { messagesFor, type Messages } from '@/messages'

/**
 * The admin's words come from the catalogue (namespace `staffFields`), in every language
 * Payload's admin offers: a config names its fields and choices, and these functions lay the
 * words onto it, so the editor reads them in the language of their admin. A field's words are
 * found by its path inside its collection (`meta.title`), then by its name. A collapsible,
 * which has no name, takes its label with `inEachLanguage`.
 */
type FieldWords = string | { label?: string; description?: string; options?: Record<string, string> }
type EntityWords = {
  singular?: string
  plural?: string
  label?: string
  description?: string
  fields: Record<string, FieldWords>
}
type GroupKey = keyof Messages['staffFields']['groups']

/** Each language's text of one entry. */
export type InEachLanguage = Record<Locale, string>

function inEachLocale(pick: (locale: Locale) => string | undefined): InEachLanguage | undefined {
  const texts = LOCALES.map((locale) => [locale, pick(locale)] as const)
  if (texts.some(([, text]) => text === undefined)) return undefined
  return Object.fromEntries(texts) as InEachLanguage
}

/** One entry of the catalogue in each language, as Payload's admin takes a label. */
export function inEachLanguage(pick: (words: Messages) => string): InEachLanguage {
  return inEachLocale((locale) => pick(messagesFor(locale)))!
}

function entityWords(kind: 'collections' | 'globals', slug: string, locale: Locale): EntityWords | undefined {
  return (messagesFor(locale).staffFields[kind] as Record<string, EntityWords>)[slug]
}

function fieldWords(entity: EntityWords | undefined, path: string, name: string) {
  const words = entity?.fields[path] ?? entity?.fields[name]
  return typeof words === 'string' ? { label: words } : words
}

function withFieldWords(fields: Field[], words: (locale: Locale) => EntityWords | undefined, prefix = ''): Field[] {
  return fields.map((field) => {
    const name = 'name' in field && typeof field.name === 'string' ? field.name : undefined
    const path = name ? `${prefix}${name}` : prefix
    const wordsOf = (locale: Locale) => (name ? fieldWords(words(locale), path, name) : undefined)
    const label = name && inEachLocale((locale) => wordsOf(locale)?.label)
    const description = name && inEachLocale((locale) => wordsOf(locale)?.description)
    const inner = name ? `${path}.` : prefix
    const next: Field = { ...field }
    if (label && !('label' in next && next.label !== undefined)) Object.assign(next, { label })
    if (description) Object.assign(next, { admin: { ...next.admin, description } })
    if ((next.type === 'select' || next.type === 'radio') && name) {
      next.options = next.options.map((option) => {
        const value = typeof option === 'string' ? option : option.value
        const text = inEachLocale((locale) => wordsOf(locale)?.options?.[value])
        return text ? { value, label: text } : option
      })
    }
    if ('fields' in next) next.fields = withFieldWords(next.fields, words, inner)
    if (next.type === 'tabs')
      next.tabs = next.tabs.map((tab) => ({ ...tab, fields: withFieldWords(tab.fields, words, inner) }))
    return next
  })
}

/** A collection with its admin words from the catalogue. */
export function collectionInEachLanguage(config: CollectionConfig): CollectionConfig {
  const words = (locale: Locale) => entityWords('collections', config.slug, locale)
  const singular = inEachLocale((locale) => words(locale)?.singular)
  const plural = inEachLocale((locale) => words(locale)?.plural)
  const description = inEachLocale((locale) => words(locale)?.description)
  const group = groupInEachLanguage(config.admin?.group)
  return {
    ...config,
    ...(singular && plural ? { labels: { singular, plural } } : {}),
    admin: { ...config.admin, ...(description ? { description } : {}), ...(group ? { group } : {}) },
    fields: withFieldWords(config.fields, words),
  }
}

/** A global with its admin words from the catalogue. */
export function globalInEachLanguage(config: GlobalConfig): GlobalConfig {
  const words = (locale: Locale) => entityWords('globals', config.slug, locale)
  const label = inEachLocale((locale) => words(locale)?.label)
  const group = groupInEachLanguage(config.admin?.group)
  return {
    ...config,
    ...(label ? { label } : {}),
    admin: { ...config.admin, ...(group ? { group } : {}) },
    fields: withFieldWords(config.fields, words),
  }
}

function groupInEachLanguage(group: unknown): InEachLanguage | undefined {
  if (typeof group !== 'string') return undefined
  return inEachLocale((locale) => messagesFor(locale).staffFields.groups[group as GroupKey])
}
