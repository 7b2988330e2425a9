import { Type, type Static } from '@sinclair/typebox';

/** A product's texts in the default language (English); each absent one is left as it is. */
const ProductTextFields = {
  storeName: Type.Optional(Type.String({ minLength: 1, maxLength: 128, pattern: '\\S', description: 'The name' })),
  storeInfo: Type.Optional(Type.String({ maxLength: 255, description: 'The one-line summary' })),
  content: Type.Optional(Type.String({ maxLength: 100000, description: 'The description (HTML, cleaned when shown)' })),
};

/** A translation of a product's texts: a text sets it, null or an empty string removes it (the default shows). */
const TranslatedText = (maxLength: number, description: string) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()], { description }));

/** An option's name and values in one language, keyed by their default text; null or "" removes one. */
const OptionTranslation = Type.Object(
  {
    name: TranslatedText(64, 'The option’s name in this language ("Couleur" for "Colour")'),
    values: Type.Optional(
      Type.Record(
        Type.String({ minLength: 1, maxLength: 64 }),
        Type.Union([Type.String({ maxLength: 64, pattern: '^[^,]*$' }), Type.Null()]),
        {
          description: 'Each value’s text in this language, keyed by its default text ("Black": "Noir"); no comma',
        },
      ),
    ),
  },
  { additionalProperties: false },
);

export const ProductTranslation = Type.Object(
  {
    storeName: TranslatedText(128, 'The name in this language'),
    storeInfo: TranslatedText(255, 'The summary in this language'),
    content: TranslatedText(100000, 'The description in this language'),
    options: Type.Optional(
      Type.Record(Type.String({ minLength: 1, maxLength: 64 }), OptionTranslation, {
        description:
          'The product’s options in this language, keyed by the option’s default name ("Colour"); an option not named is left as it is',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ProductTranslation = Static<typeof ProductTranslation>;

const PerLocale = <T extends ReturnType<typeof Type.Object>>(item: T, description: string) =>
  Type.Object(
    {
      'zh-CN': Type.Optional(item),
      fr: Type.Optional(item),
      th: Type.Optional(item),
      lao: Type.Optional(item),
    },
    { additionalProperties: false, description },
  );

export const ProductTextBody = Type.Object(
  {
    ...ProductTextFields,
    translations: Type.Optional(PerLocale(ProductTranslation, 'Per language (zh-CN, fr, th, lao); an absent language is left as it is')),
  },
  { additionalProperties: false, description: 'A merchant’s product texts: the default language, and optionally per language' },
);
export type ProductTextBody = Static<typeof ProductTextBody>;

const SavedTranslation = Type.Object({
  storeName: Type.Optional(Type.String()),
  storeInfo: Type.Optional(Type.String()),
  content: Type.Optional(Type.String()),
  options: Type.Optional(
    Type.Record(Type.String(), Type.Object({ name: Type.Optional(Type.String()), values: Type.Record(Type.String(), Type.String()) })),
  ),
});

export const ProductTexts = Type.Object(
  {
    id: Type.Integer(),
    storeName: Type.String(),
    storeInfo: Type.String(),
    content: Type.String(),
    translations: PerLocale(SavedTranslation, 'The translations the product has, per language'),
  },
  { description: 'The product’s texts after the change' },
);
export type ProductTexts = Static<typeof ProductTexts>;

export const ProductIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
