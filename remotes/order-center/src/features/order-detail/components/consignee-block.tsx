import { defineMessages, useIntl } from 'react-intl';
import { factList, panel, panelHeading } from '../../../components/panel';

const messages = defineMessages({
  title: { id: 'orderCenter.ConsigneeBlock.title', defaultMessage: 'Delivery address', description: 'Heading of the consignee block' },
  name: { id: 'orderCenter.ConsigneeBlock.name', defaultMessage: 'Consignee', description: 'The consignee’s name' },
  phone: { id: 'orderCenter.ConsigneeBlock.phone', defaultMessage: 'Phone', description: 'The consignee’s phone' },
  address: { id: 'orderCenter.ConsigneeBlock.address', defaultMessage: 'Address', description: 'The delivery address' },
  note: { id: 'orderCenter.ConsigneeBlock.note', defaultMessage: 'Buyer note', description: 'The note the buyer left with the order' },
  noNote: { id: 'orderCenter.ConsigneeBlock.noNote', defaultMessage: 'None', description: 'No buyer note' },
});

export interface Consignee {
  realName: string;
  userPhone: string;
  userAddress: string;
  note: string | null | undefined;
}

/** Who receives the order and where, with the buyer's note. */
export function ConsigneeBlock({ consignee }: { consignee: Consignee }) {
  const intl = useIntl();
  return (
    <section css={panel} aria-labelledby="order-consignee">
      <h2 id="order-consignee" css={panelHeading}>
        {intl.formatMessage(messages.title)}
      </h2>
      <dl css={factList}>
        <dt>{intl.formatMessage(messages.name)}</dt>
        <dd>{consignee.realName}</dd>
        <dt>{intl.formatMessage(messages.phone)}</dt>
        <dd>{consignee.userPhone}</dd>
        <dt>{intl.formatMessage(messages.address)}</dt>
        <dd>{consignee.userAddress}</dd>
        <dt>{intl.formatMessage(messages.note)}</dt>
        <dd>{consignee.note?.trim() || intl.formatMessage(messages.noNote)}</dd>
      </dl>
    </section>
  );
}
