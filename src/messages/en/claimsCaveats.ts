/**
 * Catalogue namespace `claimsCaveats` (English): CMS's caveats on an insurer's claims figures
 * in plain words (`claimsCaveatKinds`). Read on the server: the plan page says the sentences,
 * and cards, tables and the comparison a short marked note that opens onto them.
 */
export const claimsCaveats = {
  /** The note's mark, as a footnote's: read by eye, not aloud. */
  mark: '*',
  /** The short note beside a denial rate, by the caveat's kinds. */
  short: {
    dental: 'May include dental plans’ claims',
    smallGroup: 'May include small-business plans’ claims',
    dentalSmallGroup: 'May include dental and small-business plans’ claims',
    anomaly: 'CMS’s figures do not add up',
    other: 'CMS notes a caveat on these figures',
  },
  dental:
    'CMS prints one set of claims figures per insurer, the same on every kind of plan it sells: these may also count its dental plans’ claims.',
  smallGroup:
    'CMS prints one set of claims figures per insurer, the same on every kind of plan it sells: these may also count its small-business plans’ claims.',
  anomaly:
    'CMS’s own figures for this insurer count more out-of-network claims denied than received: read them with care.',
  other:
    'CMS’s data comes with a caveat on this insurer’s claims figures: they may not compare exactly with other insurers’ figures, so read them with care.',
}
