import type { ApplyState } from './slice';

interface WithApply {
  apply: ApplyState;
}

export const selectOptions = (state: WithApply) => state.apply.options;
export const selectEditing = (state: WithApply) => state.apply.editing;
export const selectAgreement = (state: WithApply) => state.apply.agreement;
export const selectSubmit = (state: WithApply) => state.apply.submit;
