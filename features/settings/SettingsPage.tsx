import { PreferencesForm } from './PreferencesForm';

/** office/settings: the display preferences (spec 02 §3 "Global settings"). */
export function SettingsPage() {
  return <PreferencesForm />;
}
