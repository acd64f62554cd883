/** Candor's wordmark: a speech mark in a shield, and the name. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <path d="M16 2 4 6.5v8.3c0 7.6 5.1 13.4 12 15.2 6.9-1.8 12-7.6 12-15.2V6.5L16 2Z" fill="currentColor" />
        <path
          d="M11 12.5c0-1.4 1.1-2.5 2.5-2.5h5c1.4 0 2.5 1.1 2.5 2.5v3c0 1.4-1.1 2.5-2.5 2.5H15l-3 2.5V18c-.6-.5-1-1.2-1-2v-3.5Z"
          fill="#fff"
        />
      </svg>
      <span className="logo__name">Candor</span>
    </span>
  )
}
