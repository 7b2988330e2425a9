import { defineMessages } from 'react-intl';

// The address form's texts live in the common catalogue of @mall/i18n (address.*): every remote that edits an
// address shows the same words.

export const addressFormMessages = defineMessages({
  newTitle: { id: 'address.form.title', defaultMessage: 'New address', description: 'Title of the dialog that adds an address' },
  editTitle: { id: 'address.form.editTitle', defaultMessage: 'Edit address', description: 'Title of the dialog that changes an address' },
  realName: { id: 'address.form.realName', defaultMessage: 'Name', description: 'Label of the recipient name' },
  country: { id: 'address.form.country', defaultMessage: 'Country or region', description: 'Label of the country select' },
  phone: { id: 'address.form.phone', defaultMessage: 'Phone', description: 'Label of the phone number' },
  email: { id: 'address.form.email', defaultMessage: 'Email', description: 'Label of the email' },
  detail: { id: 'address.form.detail', defaultMessage: 'Detailed address', description: 'Label of the street address' },
  postCode: { id: 'address.form.postCode', defaultMessage: 'Post code', description: 'Label of the post code' },
  isDefault: { id: 'address.form.isDefault', defaultMessage: 'Set as default address', description: 'Checkbox of the default address' },
});

/**
 * Name, detailed address and post code are required; the email and phone, when given, well formed; the
 * phone is required for China (dial code 86), where the API wants a mobile number.
 */
export const addressValidationMessages = defineMessages({
  realName: { id: 'address.validation.realName', defaultMessage: 'Please fill in the name', description: 'The recipient name is empty' },
  detail: {
    id: 'address.validation.detail',
    defaultMessage: 'Please fill in the detailed address',
    description: 'The street address is empty',
  },
  postCode: { id: 'address.validation.postCode', defaultMessage: 'Please fill in the post code', description: 'The post code is empty' },
  postCodeFormat: {
    id: 'address.validation.postCodeFormat',
    defaultMessage: 'A post code has 3 to 10 letters, digits, spaces or hyphens',
    description: 'The post code has characters or a length the API refuses',
  },
  email: {
    id: 'address.validation.email',
    defaultMessage: 'Please fill in the correct email address',
    description: 'The email is malformed',
  },
  phone: {
    id: 'address.validation.phone',
    defaultMessage: 'Please fill in a valid phone number',
    description: 'The phone has characters or a length the API refuses',
  },
  phoneRequired: {
    id: 'address.validation.phoneRequired',
    defaultMessage: 'Please fill in the phone number',
    description: 'The phone is empty while the country (China) needs one',
  },
  phoneCnMobile: {
    id: 'address.validation.phoneCnMobile',
    defaultMessage: 'Please enter a valid mobile number for China (11 digits starting with 1)',
    description: 'The phone is not a mainland China mobile number while the country is China',
  },
});
