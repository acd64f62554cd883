/** Catalogue namespace `contactValidation` (English): the messages of the contact form. */
export const contactValidation = {
  nameRequired: 'Name is required',
  nameTooLong: "Name can't be longer than 120 characters",
  emailRequired: 'Email is required',
  emailInvalid: 'Please Enter a valid email',
  topicRequired: 'Choose what your message is about',
  messageTooShort: 'Your message must be at least 10 characters',
  messageTooLong: 'Your message cannot exceed 2000 characters',
  captchaRequired: 'Please solve captcha',
} as const
