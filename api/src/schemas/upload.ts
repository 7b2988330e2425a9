import { Type, type Static } from '@sinclair/typebox';

export const UploadQuery = Type.Object({
  model: Type.Optional(
    Type.Union([Type.Literal('user'), Type.Literal('product'), Type.Literal('wechat'), Type.Literal('news')], {
      default: 'product',
      description: 'What the picture is for (kept with the upload); the storefront sends "product"',
    }),
  ),
  pid: Type.Optional(Type.Integer({ minimum: 0, maximum: 8, default: 1, description: 'Sub-folder id of the contract, 0..8' })),
});
export type UploadQuery = Static<typeof UploadQuery>;

/** FileResultVo: the stored picture. */
export const FileResultVo = Type.Object(
  {
    fileName: Type.String({ description: 'The name the browser gave the file' }),
    extName: Type.Union([Type.Literal('jpg'), Type.Literal('png')], { description: 'Extension by content' }),
    fileSize: Type.Integer({ description: 'Bytes' }),
    url: Type.String({ description: 'Absolute URL the picture is served at' }),
    type: Type.Union([Type.Literal('image/jpeg'), Type.Literal('image/png')], { description: 'Content type by content' }),
  },
  { description: 'FileResultVo' },
);
export type FileResultVo = Static<typeof FileResultVo>;
