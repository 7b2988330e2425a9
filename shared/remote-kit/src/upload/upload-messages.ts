import { defineMessage, defineMessages } from 'react-intl';

// The picture uploader's texts live in the common catalogue of @mall/i18n (upload.*): reviews, refund proofs, the
// avatar and the merchant's qualification pictures all say the same thing.

export const uploadMessages = defineMessages({
  hint: defineMessage<{ max: number }>({
    id: 'upload.hint',
    defaultMessage: 'Up to {max, plural, one {# picture} other {# pictures}}: JPG or PNG, at most 5 MB each.',
    description: 'Rules under the picture uploader',
  }),
  add: { id: 'upload.add', defaultMessage: 'Add pictures', description: 'Opens the file picker' },
  count: defineMessage<{ count: number; max: number }>({
    id: 'upload.count',
    defaultMessage: '{count} of {max}',
    description: 'How many pictures are in, of the most allowed',
  }),
  uploading: defineMessage<{ count: number }>({
    id: 'upload.uploading',
    defaultMessage: 'Uploading {count, plural, one {# picture} other {# pictures}}…',
    description: 'Uploads in progress',
  }),
  picture: defineMessage<{ index: number }>({
    id: 'upload.picture',
    defaultMessage: 'Picture {index}',
    description: 'Alt text of an uploaded picture',
  }),
  remove: defineMessage<{ index: number }>({
    id: 'upload.remove',
    defaultMessage: 'Remove picture {index}',
    description: 'Removes one uploaded picture',
  }),
  notImage: defineMessage<{ name: string }>({
    id: 'upload.notImage',
    defaultMessage: '{name} is not a JPG or PNG picture',
    description: 'A chosen file of another type',
  }),
  tooLarge: defineMessage<{ name: string }>({
    id: 'upload.tooLarge',
    defaultMessage: '{name} is larger than 5 MB',
    description: 'A chosen file over the size limit',
  }),
  tooMany: defineMessage<{ name: string; max: number }>({
    id: 'upload.tooMany',
    defaultMessage: 'At most {max, plural, one {# picture} other {# pictures}}: {name} was not added',
    description: 'A file beyond the limit',
  }),
  failed: defineMessage<{ name: string; reason: string }>({
    id: 'upload.failed',
    defaultMessage: '{name} could not be uploaded: {reason}',
    description: 'The server refused an upload (its message follows)',
  }),
});
