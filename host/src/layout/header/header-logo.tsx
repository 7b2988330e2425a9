import { css } from '@emotion/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { theme } from '@mall/ui-theme';
import { HOME_PATH } from '@mall/routes';
import { useHomeData } from '../../site-data/use-home-data';
import { useLocalizedPath } from '../common/use-localized-path';

const messages = defineMessages({
  home: { id: 'host.HeaderLogo.home', defaultMessage: 'Mall home', description: 'Accessible name of the logo link' },
  name: { id: 'host.HeaderLogo.name', defaultMessage: 'Mall', description: 'Shop name shown while no logo picture is configured' },
});

const link = css({
  display: 'flex',
  alignItems: 'center',
  width: 190,
  height: 56,
  flex: 'none',
  color: theme.colors.brand,
  fontSize: 28,
  fontWeight: 700,
  textDecoration: 'none',
});

/** The logo (home data `logoUrl`), linking home. */
export function HeaderLogo() {
  const intl = useIntl();
  const localize = useLocalizedPath();
  const logoUrl = useHomeData()?.logoUrl?.trim();
  const label = intl.formatMessage(messages.home);

  return (
    <Link to={localize(HOME_PATH)} css={link} aria-label={logoUrl ? undefined : label}>
      {logoUrl ? (
        // Any operator's picture, of any shape: it gets the slot's box (no layout shift) and is fitted inside it.
        <img
          src={logoUrl}
          alt={label}
          width={190}
          height={56}
          css={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', objectPosition: 'left center' }}
        />
      ) : (
        <span aria-hidden="true">{intl.formatMessage(messages.name)}</span>
      )}
    </Link>
  );
}
