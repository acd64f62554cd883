/** Five stars, filled to `value`, read out as `label` ("N out of 5 stars", from the catalogue). */
export function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((position) => (
        <svg key={position} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="m10 1.5 2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8L10 1.5Z"
            className={position <= value ? 'stars__on' : 'stars__off'}
          />
        </svg>
      ))}
    </span>
  )
}
