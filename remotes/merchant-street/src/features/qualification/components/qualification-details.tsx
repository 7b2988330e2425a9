import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MerchantQualification } from '@mall/contract';
import { parseQualificationPictures } from '../api/qualification';
import { theme } from '@mall/ui-theme';

const list = css({
  display: 'grid',
  gridTemplateColumns: '180px 1fr',
  gap: `${theme.space.sm} ${theme.space.lg}`,
  margin: 0,
  '& dt': { color: theme.colors.muted },
  '& dd': { margin: 0 },
});

/** yyyy-MM-dd HH:mm:ss (GMT+8, as the API sends dates) as a Date; shown back in that zone, the mall’s. */
function parseApiDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h - 8, mi, s));
}

/** The store's qualification, once the challenge is passed. */
export function QualificationDetails({ detail }: { detail: MerchantQualification }) {
  const intl = useIntl();
  const pictures = parseQualificationPictures(detail.qualificationPicture);
  const joined = parseApiDate(detail.createTime);
  const row = (term: ReactNode, value: ReactNode) => (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
  return (
    <dl css={list}>
      {row(
        <FormattedMessage
          id="merchantStreet.QualificationDetails.company"
          defaultMessage="Company"
          description="The company behind the store"
        />,
        detail.realName,
      )}
      {row(
        <FormattedMessage
          id="merchantStreet.QualificationDetails.email"
          defaultMessage="Contact email"
          description="Store contact email"
        />,
        <a href={`mailto:${detail.email}`}>{detail.email}</a>,
      )}
      {row(
        <FormattedMessage
          id="merchantStreet.QualificationDetails.phone"
          defaultMessage="Contact phone"
          description="Store contact phone"
        />,
        <a href={`tel:${(detail.phone ?? '').replace(/[^\d+]/g, '')}`}>{detail.phone}</a>,
      )}
      {row(
        <FormattedMessage id="merchantStreet.QualificationDetails.address" defaultMessage="Address" description="Store address" />,
        detail.address,
      )}
      {row(
        <FormattedMessage
          id="merchantStreet.QualificationDetails.pictures"
          defaultMessage="Qualification documents"
          description="Pictures of the store’s licences"
        />,
        <ul css={{ display: 'flex', gap: theme.space.md, flexWrap: 'wrap', listStyle: 'none', margin: 0, padding: 0 }}>
          {pictures.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <img
                  src={url}
                  width={160}
                  height={120}
                  css={{ objectFit: 'cover', border: `1px solid ${theme.colors.border}` }}
                  alt={intl.formatMessage(
                    {
                      id: 'merchantStreet.QualificationDetails.picture',
                      defaultMessage: 'Qualification document {n}',
                      description: 'Alt text of a licence picture',
                    },
                    { n: index + 1 },
                  )}
                />
              </a>
            </li>
          ))}
        </ul>,
      )}
      {row(
        <FormattedMessage
          id="merchantStreet.QualificationDetails.intro"
          defaultMessage="Introduction"
          description="The store’s introduction"
        />,
        detail.intro,
      )}
      {row(
        <FormattedMessage
          id="merchantStreet.QualificationDetails.joined"
          defaultMessage="Joined"
          description="When the store joined the mall"
        />,
        joined ? intl.formatDate(joined, { dateStyle: 'long', timeZone: 'Asia/Shanghai' }) : detail.createTime,
      )}
      {/* Ours: a backend of the contract's family sends no opening hours, and then the row is left out. */}
      {detail.openingHours
        ? row(
            <FormattedMessage
              id="merchantStreet.QualificationDetails.hours"
              defaultMessage="Opening hours"
              description="The store’s opening hours"
            />,
            detail.openingHours,
          )
        : null}
    </dl>
  );
}
