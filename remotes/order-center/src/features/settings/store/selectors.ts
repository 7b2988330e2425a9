import type { SettingsState } from './slice';

interface WithSettings {
  settings: SettingsState;
}

export const selectSettings = (state: WithSettings): SettingsState => state.settings;
