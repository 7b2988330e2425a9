import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the application record. */
export const recordMessages = defineMessages({
  listLabel: {
    id: 'merchantSettlement.ApplicationRecord.listLabel',
    defaultMessage: 'My merchant applications',
    description: 'Accessible name of the list',
  },
  loading: {
    id: 'merchantSettlement.ApplicationRecord.loading',
    defaultMessage: 'Loading your applications…',
    description: 'While the record loads',
  },
  loadFailed: {
    id: 'merchantSettlement.ApplicationRecord.loadFailed',
    defaultMessage: 'Your applications could not be loaded.',
    description: 'The record call failed',
  },
  empty: { id: 'merchantSettlement.ApplicationRecord.empty', defaultMessage: 'You have not applied yet', description: 'No application' },
  emptyDescription: {
    id: 'merchantSettlement.ApplicationRecord.emptyDescription',
    defaultMessage: 'Open your own shop in the mall: tell us about it and we will review it within 15 working days.',
    description: 'Under the empty title',
  },
  apply: {
    id: 'merchantSettlement.ApplicationRecord.apply',
    defaultMessage: 'Apply to become a merchant',
    description: 'Link to the application form',
  },
  submittedOn: defineMessage<{ time: string }>({
    id: 'merchantSettlement.ApplicationRecord.submittedOn',
    defaultMessage: 'Submitted {time}',
    description: 'When the application was first sent',
  }),
  pending: { id: 'merchantSettlement.ApplicationRecord.pending', defaultMessage: 'Waiting for review', description: 'State 1' },
  approved: { id: 'merchantSettlement.ApplicationRecord.approved', defaultMessage: 'Passed', description: 'State 2' },
  rejected: { id: 'merchantSettlement.ApplicationRecord.rejected', defaultMessage: 'Failed', description: 'State 3' },
  pendingNotice: {
    id: 'merchantSettlement.ApplicationRecord.pendingNotice',
    defaultMessage: 'We will review your application within 15 working days.',
    description: 'Shown while waiting',
  },
  approvedNotice: {
    id: 'merchantSettlement.ApplicationRecord.approvedNotice',
    defaultMessage: 'Congratulations, your shop is open.',
    description: 'Shown once approved',
  },
  visitShop: {
    id: 'merchantSettlement.ApplicationRecord.visitShop',
    defaultMessage: 'Visit your shop',
    description: 'Link to the new shop',
  },
  reason: defineMessage<{ reason: string }>({
    id: 'merchantSettlement.ApplicationRecord.reason',
    defaultMessage: 'Reason: {reason}',
    description: 'Why the application failed',
  }),
  edit: {
    id: 'merchantSettlement.ApplicationRecord.edit',
    defaultMessage: 'Edit',
    description: 'Opens the failed application to correct and resubmit',
  },
  editLabel: defineMessage<{ name: string }>({
    id: 'merchantSettlement.ApplicationRecord.editLabel',
    defaultMessage: 'Edit and resubmit {name}',
    description: 'Accessible name of the Edit button',
  }),
  history: {
    id: 'merchantSettlement.ApplicationRecord.history',
    defaultMessage: 'History',
    description: 'Heading of the steps of an application',
  },
  submitted: { id: 'merchantSettlement.ApplicationRecord.submitted', defaultMessage: 'Submitted', description: 'History step' },
  resubmitted: {
    id: 'merchantSettlement.ApplicationRecord.resubmitted',
    defaultMessage: 'Edited and resubmitted',
    description: 'History step',
  },
  rejectedStep: defineMessage<{ reason: string }>({
    id: 'merchantSettlement.ApplicationRecord.rejectedStep',
    defaultMessage: 'Failed review: {reason}',
    description: 'History step with the reason',
  }),
  approvedStep: { id: 'merchantSettlement.ApplicationRecord.approvedStep', defaultMessage: 'Passed review', description: 'History step' },
});
