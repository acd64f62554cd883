/** Catalogue namespace `figures` (English). */
export const figures = {
  metaTitle: 'Moderation in figures',
  metaDescription:
    'How many reviews Candor received, published and rejected in the last 12 months, by star rating and by reason, and how long a decision takes.',
  heading: 'Moderation in figures',
  lead: 'Every review received in the last 12 months, by what its author gave as the overall rating, so anyone can see that low and high ratings are treated alike.',
  period: (since: string, until: string) => `From ${since} to ${until}.`,
  back: 'Back to the content guidelines',
} as const
