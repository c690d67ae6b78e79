import { requireAdmin, type Actor } from '../../core/actor.ts';
import { invalidField } from '../../core/errors.ts';
import type { ModuleDeps } from '../../services.ts';
import {
  APPLICATION_SETTING_DEFAULTS,
  ApplicationSetting,
  type ApplicationSettingValues,
} from './application-setting.entity.ts';

/** The settings record as the API shows it. */
export interface ApplicationSettingsRecord {
  id: number;
  createdAt: Date;
  updatedAt: Date;
  values: ApplicationSettingValues;
}

/** Instance settings: read by the modules they govern, changed by administrators. */
export class ApplicationSettingsService {
  private readonly deps: ModuleDeps;

  constructor(deps: ModuleDeps) {
    this.deps = deps;
  }

  /** The settings in force. */
  async current(): Promise<ApplicationSettingValues> {
    return (await this.record()).values;
  }

  async get(actor: Actor): Promise<ApplicationSettingsRecord> {
    requireAdmin(actor);
    return this.record();
  }

  async update(actor: Actor, changes: Partial<ApplicationSettingValues>): Promise<ApplicationSettingsRecord> {
    requireAdmin(actor);
    validate(changes);
    await this.deps.uow.run(async (tx) => {
      const row =
        (await tx.em.findOne(ApplicationSetting, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } })) ??
        tx.em.create(ApplicationSetting, { settings: {} });
      row.settings = { ...row.settings, ...changes };
    });
    return this.record();
  }

  private async record(): Promise<ApplicationSettingsRecord> {
    const row = await this.deps.orm.em
      .fork()
      .findOne(ApplicationSetting, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
    const now = new Date();
    return {
      id: row?.id ?? 1,
      createdAt: row?.createdAt ?? now,
      updatedAt: row?.updatedAt ?? now,
      values: { ...APPLICATION_SETTING_DEFAULTS, ...row?.settings },
    };
  }
}

function validate(changes: Partial<ApplicationSettingValues>): void {
  const path = changes.default_ci_config_path;
  if (path && /(\.{2}|^\/)/.test(path)) {
    throw invalidField('default_ci_config_path', 'cannot include leading slash or directory traversal.');
  }
  if (path && path.length > 255) {
    throw invalidField('default_ci_config_path', 'is too long (maximum is 255 characters)');
  }
}
