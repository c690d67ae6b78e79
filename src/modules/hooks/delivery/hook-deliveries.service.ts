import { Periodic } from '../../../core/periodic.ts';
import type { OutboundLookup } from '../../../core/outbound/guard.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { ApplicationSettingsService } from '../../application-settings/application-settings.service.ts';
import type { HooksFinder } from '../hooks.finder.ts';
import type { HooksService } from '../hooks.service.ts';
import { HookPayloads } from '../payloads/hook-payloads.ts';
import { HookDeliverer } from './hook-deliverer.ts';
import { HookIntake } from './hook-intake.ts';

export interface HookDeliveriesDeps {
  hooks: HooksService;
  finder: HooksFinder;
  settings: ApplicationSettingsService;
  /** Replaces the system resolver for deliveries (tests). */
  lookup?: OutboundLookup;
}

/** How often unfinished deliveries (a crash, a lost lease) are looked for. */
const SWEEP_INTERVAL_MS = 30_000;

/**
 * Webhook deliveries: committed events become recorded deliveries (HookIntake), which are sent
 * at once (HookDeliverer); at start and every half minute, what a crash left is taken up again.
 */
export class HookDeliveriesService {
  readonly intake: HookIntake;
  readonly deliverer: HookDeliverer;
  private sweep: Periodic | null = null;

  constructor(deps: ModuleDeps, own: HookDeliveriesDeps) {
    this.deliverer = new HookDeliverer({
      orm: deps.orm,
      finder: own.finder,
      hooks: own.hooks,
      policy: (kind) => own.settings.outboundPolicy(kind),
      logger: deps.logger,
      instanceUrl: deps.urls.base,
      timeoutMs: deps.config.WEBHOOK_TIMEOUT_SECONDS * 1000,
      concurrency: deps.config.WEBHOOK_DELIVERY_CONCURRENCY,
      lookup: own.lookup,
    });
    this.intake = new HookIntake({
      orm: deps.orm,
      uow: deps.uow,
      bus: deps.bus,
      finder: own.finder,
      payloads: new HookPayloads(deps),
      deliverer: this.deliverer,
      logger: deps.logger,
    });
  }

  /** Listens for events, then takes up what an earlier run left. */
  async start(): Promise<void> {
    this.intake.start();
    await this.intake.resumeUnclaimed();
    await this.deliverer.resumeUnfinished();
    this.sweep = new Periodic(SWEEP_INTERVAL_MS, () => this.deliverer.resumeUnfinished());
  }

  async stop(): Promise<void> {
    this.intake.stop();
    await this.sweep?.stop();
    await this.idle();
  }

  /** Waits until the events taken in so far are delivered (tests, shutdown). */
  async idle(): Promise<void> {
    await this.intake.idle();
    await this.deliverer.idle();
  }
}
