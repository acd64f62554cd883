import { describe, expect, it } from 'vitest'

import { zipCodeSchema, ZIP_MESSAGES, zipCodeError } from '@/features/plans'

describe('ZIP code rules', () => {
  it.each([
    ['', ZIP_MESSAGES.required],
    ['   ', ZIP_MESSAGES.required],
    [undefined, ZIP_MESSAGES.required],
    ['770', ZIP_MESSAGES.tooShort],
    ['7700a', ZIP_MESSAGES.notNumeric],
    ['abcde', ZIP_MESSAGES.notNumeric],
    ['770021', ZIP_MESSAGES.tooLong],
    ['77002-1234', ZIP_MESSAGES.tooLong],
  ])('%o is refused with "%s"', (value, message) => {
    expect(zipCodeError(value)).toBe(message)
  })

  it('accepts five digits', () => {
    expect(zipCodeError('77002')).toBeNull()
    expect(zipCodeError('00501')).toBeNull()
  })

  it('uses the specification messages word for word', () => {
    expect(ZIP_MESSAGES).toEqual({
      required: 'Please enter zip code',
      tooShort: 'Zip code must be at least 5 digits',
      notNumeric: 'Zip code must contain only numbers',
      tooLong: "Zip Code can't be longer than 5 digits",
    })
  })

  it('gives the same messages in a request body, trimmed', () => {
    expect(zipCodeSchema.safeParse(' 77002 ')).toEqual({ success: true, data: '77002' })
    expect(zipCodeSchema.safeParse('770').error?.issues[0]?.message).toBe(ZIP_MESSAGES.tooShort)
    expect(zipCodeSchema.safeParse('77a02').error?.issues[0]?.message).toBe(ZIP_MESSAGES.notNumeric)
    expect(zipCodeSchema.safeParse(undefined).error?.issues[0]?.message).toBe(ZIP_MESSAGES.required)
  })
})
