import { css } from '@emotion/react';
import { defineMessages, useIntl } from 'react-intl';
import type { OrderLogistics } from '@mall/contract';
import { parseLogisticsEvents } from '../api/logistics';
import { theme } from '@mall/ui-theme';
import { useDateTime } from '../../../lib/date';

const messages = defineMessages({
  title: { id: 'orderCenter.LogisticsTimeline.title', defaultMessage: 'Tracking', description: 'Heading of the tracking events' },
  none: { id: 'orderCenter.LogisticsTimeline.none', defaultMessage: 'No tracking events yet', description: 'A parcel without events' },
});

const list = css({ margin: 0, padding: 0, listStyle: 'none' });
const event = css({
  position: 'relative',
  padding: `0 0 ${theme.space.md} ${theme.space.lg}`,
  borderLeft: `2px solid ${theme.colors.border}`,
  marginLeft: 6,
  '&::before': {
    content: '""',
    position: 'absolute',
    left: -7,
    top: 4,
    width: 12,
    height: 12,
    borderRadius: theme.radius.pill,
    background: theme.colors.borderStrong,
  },
  '&:first-of-type': { color: theme.colors.text, '&::before': { background: theme.colors.brandStrong } },
  '&:last-of-type': { borderLeftColor: 'transparent' },
  color: theme.colors.muted,
});
const station = css({ margin: 0 });
const time = css({ fontSize: theme.font.size.sm, color: theme.colors.muted });

/** The parcel's events, newest first (the API sends them oldest first). */
export function LogisticsTimeline({ logistics }: { logistics: OrderLogistics }) {
  const intl = useIntl();
  const dateTime = useDateTime();
  const events = parseLogisticsEvents(logistics).reverse();
  return (
    <div>
      <h3 css={{ margin: `${theme.space.md} 0 ${theme.space.sm}`, fontSize: theme.font.size.md }}>{intl.formatMessage(messages.title)}</h3>
      {events.length === 0 ? (
        <p css={{ margin: 0, color: theme.colors.muted }}>{intl.formatMessage(messages.none)}</p>
      ) : (
        <ol css={list} aria-label={intl.formatMessage(messages.title)}>
          {events.map((item, index) => (
            <li key={`${item.time}-${index}`} css={event}>
              <p css={station}>{item.station}</p>
              <time css={time}>{dateTime(item.time)}</time>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
