import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/** Texts of the application form and its fields. */
export const formMessages = defineMessages({
  formLabel: {
    id: 'merchantSettlement.ApplicationForm.formLabel',
    defaultMessage: 'Merchant application',
    description: 'Accessible name of the form',
  },
  name: { id: 'merchantSettlement.ApplicationForm.name', defaultMessage: 'Shop name', description: 'Label of the shop (company) name' },
  namePlaceholder: {
    id: 'merchantSettlement.ApplicationForm.namePlaceholder',
    defaultMessage: 'Enter the shop or company name',
    description: 'Placeholder of the shop name',
  },
  realName: {
    id: 'merchantSettlement.ApplicationForm.realName',
    defaultMessage: 'Real name',
    description: 'Label of the applicant’s real name',
  },
  realNamePlaceholder: {
    id: 'merchantSettlement.ApplicationForm.realNamePlaceholder',
    defaultMessage: 'Enter your real name',
    description: 'Placeholder of the real name',
  },
  dialCode: {
    id: 'merchantSettlement.ApplicationForm.dialCode',
    defaultMessage: 'Country code',
    description: 'Label of the dial code select',
  },
  dialCodeOption: defineMessage<{ country: string; code: string }>({
    id: 'merchantSettlement.ApplicationForm.dialCodeOption',
    defaultMessage: '{country} +{code}',
    description: 'One dial code option, e.g. "China +86"',
  }),
  phone: { id: 'merchantSettlement.ApplicationForm.phone', defaultMessage: 'Phone number', description: 'Label of the phone number' },
  phonePlaceholder: {
    id: 'merchantSettlement.ApplicationForm.phonePlaceholder',
    defaultMessage: 'Digits only, without the country code',
    description: 'Placeholder of the phone number',
  },
  email: { id: 'merchantSettlement.ApplicationForm.email', defaultMessage: 'Email', description: 'Label of the email' },
  emailPlaceholder: {
    id: 'merchantSettlement.ApplicationForm.emailPlaceholder',
    defaultMessage: 'Enter your email address',
    description: 'Placeholder of the email',
  },
  emailHint: {
    id: 'merchantSettlement.ApplicationForm.emailHint',
    defaultMessage: 'This email becomes the merchant account of your shop.',
    description: 'Help under the email',
  },
  captcha: {
    id: 'merchantSettlement.ApplicationForm.captcha',
    defaultMessage: 'Verification code',
    description: 'Label of the email code',
  },
  captchaPlaceholder: {
    id: 'merchantSettlement.ApplicationForm.captchaPlaceholder',
    defaultMessage: 'The 6-digit code sent to your email',
    description: 'Placeholder of the email code',
  },
  category: {
    id: 'merchantSettlement.ApplicationForm.category',
    defaultMessage: 'Merchant category',
    description: 'Label of the category select',
  },
  categoryPlaceholder: {
    id: 'merchantSettlement.ApplicationForm.categoryPlaceholder',
    defaultMessage: 'Choose a category',
    description: 'First, empty option of the category select',
  },
  handlingFee: defineMessage<{ fee: number }>({
    id: 'merchantSettlement.ApplicationForm.handlingFee',
    defaultMessage: 'Handling fee: {fee}% of each sale',
    description: 'The chosen category’s fee',
  }),
  type: { id: 'merchantSettlement.ApplicationForm.type', defaultMessage: 'Merchant type', description: 'Label of the type select' },
  typePlaceholder: {
    id: 'merchantSettlement.ApplicationForm.typePlaceholder',
    defaultMessage: 'Choose a type',
    description: 'First, empty option of the type select',
  },
  typeRequirements: defineMessage<{ type: string }>({
    id: 'merchantSettlement.ApplicationForm.typeRequirements',
    defaultMessage: 'Requirements for {type}',
    description: 'Heading of the chosen type’s requirement text',
  }),
  keywords: { id: 'merchantSettlement.ApplicationForm.keywords', defaultMessage: 'Keywords', description: 'Label of the shop keywords' },
  keywordsPlaceholder: {
    id: 'merchantSettlement.ApplicationForm.keywordsPlaceholder',
    defaultMessage: 'For example: tea, ceramics, gifts',
    description: 'Placeholder of the keywords',
  },
  keywordsHint: {
    id: 'merchantSettlement.ApplicationForm.keywordsHint',
    defaultMessage: 'Separate keywords with commas; shoppers find your shop by them.',
    description: 'Help under the keywords',
  },
  address: { id: 'merchantSettlement.ApplicationForm.address', defaultMessage: 'Business address', description: 'Label of the address' },
  addressPlaceholder: {
    id: 'merchantSettlement.ApplicationForm.addressPlaceholder',
    defaultMessage: 'Street, city, country',
    description: 'Placeholder of the address',
  },
  submit: {
    id: 'merchantSettlement.ApplicationForm.submit',
    defaultMessage: 'Submit application',
    description: 'Submit button of a new application',
  },
  resubmit: {
    id: 'merchantSettlement.ApplicationForm.resubmit',
    defaultMessage: 'Resubmit application',
    description: 'Submit button when editing a rejected application',
  },
  emptyName: {
    id: 'merchantSettlement.ApplicationForm.emptyName',
    defaultMessage: 'Please enter the shop name',
    description: 'Validation: no shop name',
  },
  longName: {
    id: 'merchantSettlement.ApplicationForm.longName',
    defaultMessage: 'The shop name may have up to 50 characters',
    description: 'Validation: shop name too long',
  },
  emptyRealName: {
    id: 'merchantSettlement.ApplicationForm.emptyRealName',
    defaultMessage: 'Please enter your real name',
    description: 'Validation: no real name',
  },
  longRealName: {
    id: 'merchantSettlement.ApplicationForm.longRealName',
    defaultMessage: 'The real name may have up to 50 characters',
    description: 'Validation: real name too long',
  },
  correctPhone: {
    id: 'merchantSettlement.ApplicationForm.correctPhone',
    defaultMessage: 'Please enter a phone number of 5 to 15 digits',
    description: 'Validation: phone not digits',
  },
  emptyEmail: {
    id: 'merchantSettlement.ApplicationForm.emptyEmail',
    defaultMessage: 'Please fill in your email address',
    description: 'Validation: no email',
  },
  correctEmail: {
    id: 'merchantSettlement.ApplicationForm.correctEmail',
    defaultMessage: 'Please fill in the correct email address',
    description: 'Validation: malformed email',
  },
  emptyCaptcha: {
    id: 'merchantSettlement.ApplicationForm.emptyCaptcha',
    defaultMessage: 'Please enter the verification code',
    description: 'Validation: no code',
  },
  correctCaptcha: {
    id: 'merchantSettlement.ApplicationForm.correctCaptcha',
    defaultMessage: 'The verification code is 6 digits',
    description: 'Validation: code not 6 digits',
  },
  emptyCategory: {
    id: 'merchantSettlement.ApplicationForm.emptyCategory',
    defaultMessage: 'Please choose a merchant category',
    description: 'Validation: no category',
  },
  emptyType: {
    id: 'merchantSettlement.ApplicationForm.emptyType',
    defaultMessage: 'Please choose a merchant type',
    description: 'Validation: no type',
  },
  longKeywords: {
    id: 'merchantSettlement.ApplicationForm.longKeywords',
    defaultMessage: 'Keywords may have up to 255 characters',
    description: 'Validation: keywords too long',
  },
  emptyAddress: {
    id: 'merchantSettlement.ApplicationForm.emptyAddress',
    defaultMessage: 'Please enter the business address',
    description: 'Validation: no address',
  },
  longAddress: {
    id: 'merchantSettlement.ApplicationForm.longAddress',
    defaultMessage: 'The address may have up to 255 characters',
    description: 'Validation: address too long',
  },
  emptyIsPicture: {
    id: 'merchantSettlement.ApplicationForm.emptyIsPicture',
    defaultMessage: 'Please upload at least one qualification picture',
    description: 'Validation: no picture',
  },
  emptyIsAgree: {
    id: 'merchantSettlement.ApplicationForm.emptyIsAgree',
    defaultMessage: 'Please read and agree to the merchant settlement agreement',
    description: 'Validation: agreement not ticked',
  },
});

/** Texts of the send-code button. */
export const codeMessages = defineMessages({
  send: { id: 'merchantSettlement.SendCodeButton.send', defaultMessage: 'Send code', description: 'Sends the email code' },
  resendIn: defineMessage<{ seconds: number }>({
    id: 'merchantSettlement.SendCodeButton.resendIn',
    defaultMessage: 'Resend in {seconds}s',
    description: 'Counting down before another code may be sent',
  }),
  resend: {
    id: 'merchantSettlement.SendCodeButton.resend',
    defaultMessage: 'Resend',
    description: 'Sends the code again once the countdown ran out',
  },
  sent: {
    id: 'merchantSettlement.SendCodeButton.sent',
    defaultMessage: 'The code was sent to your email',
    description: 'Toast after sending, when the server gave no text',
  },
});

/** The qualification pictures' own texts (the uploader's others are the common catalogue's upload.*). */
export const uploadMessages = defineMessages({
  label: { id: 'merchantSettlement.PictureUploader.label', defaultMessage: 'Qualification pictures', description: 'Label of the uploader' },
  hint: {
    id: 'merchantSettlement.PictureUploader.hint',
    defaultMessage: '1 to 10 pictures of your business licence and permits: JPG, JPEG or PNG, up to 5 MB each.',
    description: 'Rules under the uploader',
  },
  count: defineMessage<{ count: number; max: number }>({
    id: 'merchantSettlement.PictureUploader.count',
    defaultMessage: '{count} of {max} pictures',
    description: 'How many pictures are in',
  }),
  picture: defineMessage<{ index: number }>({
    id: 'merchantSettlement.PictureUploader.picture',
    defaultMessage: 'Qualification picture {index}',
    description: 'Alt text of a preview',
  }),
});

/** Texts of the agreement checkbox and its dialog. */
export const agreementMessages = defineMessages({
  agree: defineMessage<{ link: MessageTag }>({
    id: 'merchantSettlement.AgreementField.agree',
    defaultMessage: 'I have read and agree to the <link>merchant settlement agreement</link>',
    description: 'Agreement checkbox; the link opens the agreement',
  }),
  title: {
    id: 'merchantSettlement.AgreementField.title',
    defaultMessage: 'Merchant settlement agreement',
    description: 'Title of the agreement dialog',
  },
  accept: {
    id: 'merchantSettlement.AgreementField.accept',
    defaultMessage: 'I agree',
    description: 'Ticks the agreement and closes the dialog',
  },
  loading: {
    id: 'merchantSettlement.AgreementField.loading',
    defaultMessage: 'Loading the agreement…',
    description: 'While the agreement loads',
  },
  failed: {
    id: 'merchantSettlement.AgreementField.failed',
    defaultMessage: 'The agreement could not be loaded.',
    description: 'The agreement call failed',
  },
});

/** Texts of the application page around the form. */
export const pageMessages = defineMessages({
  intro: {
    id: 'merchantSettlement.MerchantSettledPage.intro',
    defaultMessage: 'Tell us about your shop. We review every application within 15 working days.',
    description: 'Under the title of a new application',
  },
  editIntro: {
    id: 'merchantSettlement.MerchantSettledPage.editIntro',
    defaultMessage: 'Correct what the review asked for, get a new code and send the application again.',
    description: 'Under the title when editing',
  },
  lastReason: defineMessage<{ reason: string }>({
    id: 'merchantSettlement.MerchantSettledPage.lastReason',
    defaultMessage: 'Reason it failed: {reason}',
    description: 'The rejection reason above the edit form',
  }),
  records: {
    id: 'merchantSettlement.MerchantSettledPage.records',
    defaultMessage: 'My applications',
    description: 'Link to the application record',
  },
  loading: {
    id: 'merchantSettlement.MerchantSettledPage.loading',
    defaultMessage: 'Loading the form…',
    description: 'While categories, types or the application load',
  },
  loadFailed: {
    id: 'merchantSettlement.MerchantSettledPage.loadFailed',
    defaultMessage: 'The form could not be loaded.',
    description: 'A load failed',
  },
  notEditable: defineMessage<{ state: string }>({
    id: 'merchantSettlement.MerchantSettledPage.notEditable',
    defaultMessage:
      'Only an application that failed review can be edited. This one is {state, select, pending {waiting for review} approved {already approved} other {not open to changes}}.',
    description: 'Editing an application that is not rejected',
  }),
});
