import { Type, type Static } from '@sinclair/typebox';

export const ChatIdentity = Type.Object(
  {
    identifier: Type.String({ description: 'The shopper at the chat engine, one per account: mall-user-<id>' }),
    identifierHash: Type.String({
      description: "HMAC-SHA256 of identifier with the inbox's identity-validation secret (CHATWOOT_HMAC_TOKEN), lower-case hex",
    }),
    name: Type.String({ description: 'The nickname' }),
    email: Type.String({ description: 'Empty when the account has none' }),
    phoneNumber: Type.String({ description: 'E.164, empty when the account has no phone' }),
    avatarUrl: Type.String({ description: 'Absolute URL of the avatar' }),
  },
  { description: "What the storefront passes to Chatwoot's $chatwoot.setUser(identifier, {…, identifier_hash})" },
);
export type ChatIdentity = Static<typeof ChatIdentity>;
