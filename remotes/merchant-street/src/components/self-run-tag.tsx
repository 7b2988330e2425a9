import { FormattedMessage } from 'react-intl';
import { theme } from '@mall/ui-theme';

/** The "Self-operated" badge of the platform's own stores. */
export function SelfRunTag() {
  return (
    <span
      css={{
        display: 'inline-block',
        padding: `0 ${theme.space.xs}`,
        borderRadius: theme.radius.sm,
        background: theme.colors.brandStrong,
        color: theme.colors.onBrand,
        fontSize: theme.font.size.sm,
        lineHeight: '20px',
        whiteSpace: 'nowrap',
      }}
    >
      <FormattedMessage
        id="merchantStreet.SelfRunTag.label"
        defaultMessage="Self-operated"
        description="Badge of a store run by the mall itself"
      />
    </span>
  );
}
