import type { RecordState } from './slice';

interface WithRecord {
  record: RecordState;
}

export const selectRecordPage = (state: WithRecord) => state.record.page;
export const selectApplications = (state: WithRecord) => state.record.applications;
