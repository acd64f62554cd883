/** ALTCHA's Latin American Spanish words: a module run for its effect, registering them. */
declare module 'altcha/i18n/es-419'
