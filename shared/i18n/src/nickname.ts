import { useCallback } from 'react';
import { defineMessage, useIntl } from 'react-intl';

/**
 * The nickname our API gives a guest (tourist) account: "Guest-" and 8 hex digits. The words are the storefront's,
 * so the marker is shown through the messages in the shopper's language and only the code comes from the server.
 * Any other nickname (a shopper's own, a guest of another backend of the contract's family) is shown as it is.
 */
const GUEST_NICKNAME = /^Guest-([0-9a-f]{8})$/;

export const guestNicknameMessage = defineMessage<{ code: string }>({
  id: 'common.guestNickname',
  defaultMessage: 'Guest {code}',
  description: 'The name of a guest (tourist) account, in the header and on its reviews; code: 8 letters and digits',
});

/** A nickname as the shopper should read it: a guest's in their language, any other as it is. */
export function useNickname(): (nickname: string) => string {
  const intl = useIntl();
  return useCallback(
    (nickname: string) => {
      const guest = GUEST_NICKNAME.exec(nickname.trim());
      return guest ? intl.formatMessage(guestNicknameMessage, { code: guest[1] }) : nickname;
    },
    [intl],
  );
}
