import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PageColumn } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { SettlementApplication } from '../../features/apply/components/settlement-application';
import { applySaga } from '../../features/apply/store/saga';
import { applyReducer } from '../../features/apply/store/slice';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ apply: { reducer: applyReducer, saga: applySaga } });

/** The application to edit, from `?id=` (a positive integer), or null for a new one. */
function editIdFrom(params: URLSearchParams): number | null {
  const raw = params.get('id');
  return raw && /^[1-9][0-9]*$/.test(raw) ? Number(raw) : null;
}

/** /users/merchant_settled (?id=<application> to edit a rejected one): apply to become a merchant. */
export function MerchantSettledPage() {
  const [params] = useSearchParams();
  const editId = editIdFrom(params);
  const intl = useIntl();
  const heading =
    editId === null
      ? intl.formatMessage({
          id: 'merchantSettlement.MerchantSettledPage.title',
          defaultMessage: 'Apply to become a merchant',
          description: 'Heading of the apply to become a merchant page',
        })
      : intl.formatMessage({
          id: 'merchantSettlement.MerchantSettledPage.editTitle',
          defaultMessage: 'Edit and resubmit your application',
          description: 'Heading when editing a rejected application',
        });
  usePageTitle(heading);
  return (
    <PageColumn>
      <h1>{heading}</h1>
      <SettlementApplication editId={editId} />
    </PageColumn>
  );
}
