import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the picture uploader (reviews, refund proofs, avatar). */
export const uploaderMessages = defineMessages({
  hint: defineMessage<{ max: number }>({
    id: 'orderCenter.PictureUploader.hint',
    defaultMessage: 'Up to {max, plural, one {# picture} other {# pictures}}: JPG or PNG, at most 5 MB each.',
    description: 'Rules under the picture uploader',
  }),
  add: { id: 'orderCenter.PictureUploader.add', defaultMessage: 'Add pictures', description: 'Opens the file picker' },
  count: defineMessage<{ count: number; max: number }>({
    id: 'orderCenter.PictureUploader.count',
    defaultMessage: '{count} of {max}',
    description: 'How many pictures are in, of the most allowed',
  }),
  uploading: defineMessage<{ count: number }>({
    id: 'orderCenter.PictureUploader.uploading',
    defaultMessage: 'Uploading {count, plural, one {# picture} other {# pictures}}…',
    description: 'Uploads in progress',
  }),
  picture: defineMessage<{ index: number }>({
    id: 'orderCenter.PictureUploader.picture',
    defaultMessage: 'Picture {index}',
    description: 'Alt text of an uploaded picture',
  }),
  remove: defineMessage<{ index: number }>({
    id: 'orderCenter.PictureUploader.remove',
    defaultMessage: 'Remove picture {index}',
    description: 'Removes one uploaded picture',
  }),
  notImage: defineMessage<{ name: string }>({
    id: 'orderCenter.PictureUploader.notImage',
    defaultMessage: '{name} is not a JPG or PNG picture',
    description: 'A chosen file of another type',
  }),
  tooLarge: defineMessage<{ name: string }>({
    id: 'orderCenter.PictureUploader.tooLarge',
    defaultMessage: '{name} is larger than 5 MB',
    description: 'A chosen file over the size limit',
  }),
  tooMany: defineMessage<{ name: string; max: number }>({
    id: 'orderCenter.PictureUploader.tooMany',
    defaultMessage: 'At most {max, plural, one {# picture} other {# pictures}}: {name} was not added',
    description: 'A file beyond the limit',
  }),
  failed: defineMessage<{ name: string; reason: string }>({
    id: 'orderCenter.PictureUploader.failed',
    defaultMessage: '{name} could not be uploaded: {reason}',
    description: 'The server refused an upload (its message follows)',
  }),
});
