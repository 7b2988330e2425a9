import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The contract's tracking state codes of the newest event: -1 error … 6 returned and signed. */
const states = defineMessages({
  error: { id: 'orderCenter.LogisticsState.error', defaultMessage: 'Tracking error', description: 'Tracking state -1' },
  noTrack: { id: 'orderCenter.LogisticsState.noTrack', defaultMessage: 'No tracking yet', description: 'Tracking state 0' },
  pickedUp: { id: 'orderCenter.LogisticsState.pickedUp', defaultMessage: 'Picked up', description: 'Tracking state 1' },
  inTransit: { id: 'orderCenter.LogisticsState.inTransit', defaultMessage: 'In transit', description: 'Tracking state 2' },
  signed: { id: 'orderCenter.LogisticsState.signed', defaultMessage: 'Delivered and signed for', description: 'Tracking state 3' },
  problem: { id: 'orderCenter.LogisticsState.problem', defaultMessage: 'Delivery problem', description: 'Tracking state 4' },
  difficult: { id: 'orderCenter.LogisticsState.difficult', defaultMessage: 'Delivery difficulty', description: 'Tracking state 5' },
  returned: {
    id: 'orderCenter.LogisticsState.returned',
    defaultMessage: 'Returned and signed for by the sender',
    description: 'Tracking state 6',
  },
});

const BY_CODE: Record<number, MessageDescriptor> = {
  [-1]: states.error,
  0: states.noTrack,
  1: states.pickedUp,
  2: states.inTransit,
  3: states.signed,
  4: states.problem,
  5: states.difficult,
  6: states.returned,
};

/** The words of a tracking state code; an unknown code reads as "no tracking yet". */
export const logisticsStateMessage = (state: number): MessageDescriptor => BY_CODE[state] ?? states.noTrack;
