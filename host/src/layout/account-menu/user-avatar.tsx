import { css } from '@emotion/react';
import { theme } from '@mall/ui-theme';
import { Icon } from '../common/icon';

const circle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  overflow: 'hidden',
  borderRadius: '50%',
  background: theme.colors.background,
  color: theme.colors.muted,
});

/** The shopper's round picture (decorative: the nickname next to it names the person). */
export function UserAvatar({ src, size }: { src?: string | null; size: number }) {
  return (
    <span css={[circle, { width: size, height: size }]}>
      {src ? (
        <img src={src} alt="" width={size} height={size} css={{ objectFit: 'cover' }} />
      ) : (
        <Icon name="person" size={Math.round(size * 0.7)} />
      )}
    </span>
  );
}
