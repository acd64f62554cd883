/** Catalogue namespace `measurement` (English): the consent banner and the footer's choice. */
export const measurement = {
  bannerHeading: 'May we measure how this site is used?',
  /** `tools`: the configured kinds below, already joined into one phrase. */
  bannerText: (tools: string) =>
    `With your agreement, Candor loads ${tools} from other companies to count visits and improve the site. They never run on the quiz, your report, the review form or your account pages, and they never see your health answers. Refusing changes nothing else on the site.`,
  analytics: 'analytics',
  tagManager: 'tag management',
  sessionRecording: 'session recording',
  adPixel: 'an advertising pixel',
  /** Joins the kinds: "a", "a and b", "a, b and c". */
  listOf: (items: string[]) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`,
  accept: 'Accept',
  refuse: 'Refuse',
} as const
