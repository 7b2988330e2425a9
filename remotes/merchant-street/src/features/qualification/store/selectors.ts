import type { QualificationState } from './slice';

interface WithQualification {
  qualification: QualificationState;
}

export const selectQualification = (state: WithQualification): QualificationState => state.qualification;
