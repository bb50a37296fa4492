/**
 * The players' saved display preferences (spec 01 §7 "Office settings"), one row per player and
 * setting id (table office_settings). The sandbox keeps what it is given for a known id; the
 * front end checks each value against its own rules when it reads them back.
 */
import type Database from 'better-sqlite3';
import {
  officeSettingIdSchema,
  officeSettingValueSchema,
  type OfficeSettingId,
  type OfficeSettings,
} from '@contract/office-settings';

export class OfficeSettingsStore {
  constructor(private readonly db: Database.Database) {}

  settingsOf(userId: number): OfficeSettings {
    const rows = this.db
      .prepare(
        'SELECT setting_id, value FROM office_settings WHERE user_id = ? ORDER BY setting_id',
      )
      .all(userId) as { setting_id: string; value: string }[];
    const settings: OfficeSettings = {};
    for (const row of rows) {
      const id = officeSettingIdSchema.safeParse(row.setting_id);
      const value = officeSettingValueSchema.safeParse(JSON.parse(row.value));
      if (id.success && value.success) settings[id.data] = value.data;
    }
    return settings;
  }

  save(userId: number, id: OfficeSettingId, value: number | boolean): OfficeSettings {
    this.db
      .prepare(
        `INSERT INTO office_settings (user_id, setting_id, value) VALUES (?, ?, ?)
         ON CONFLICT (user_id, setting_id) DO UPDATE SET value = excluded.value`,
      )
      .run(userId, id, JSON.stringify(value));
    return this.settingsOf(userId);
  }

  wipe(): void {
    this.db.prepare('DELETE FROM office_settings').run();
  }
}
