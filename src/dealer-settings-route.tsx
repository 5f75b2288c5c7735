/** The admin's settings of a dealer (`/admin/concessionarias`, offer admins only), with its real actors (a chunk of its own). */
import { useMemo } from 'react';
import { isOfferAdmin } from '../models/account/auth';
import { ADMIN_DEALERS_PATH } from '../models/app/pages';
import { dealerSettingsLabels } from '../models/labels/dealer-settings';
import { createDealerSettingsImplementations } from '../machines/dealer-settings/dealer-settings.actors';
import { DealerSettingsLogic } from '../machines/dealer-settings/dealer-settings.context';
import { dealerSettingsMachine } from '../machines/dealer-settings/dealer-settings.machine';
import { DealerSettingsPage } from '../ui/dealer-settings/dealer-settings-page';
import { RoleGuard } from './role-guard';
import { useSite } from './site-context';
import type { Api } from '../services/api';

const TEXTS = { title: dealerSettingsLabels.title, signIn: dealerSettingsLabels.signIn };

/** The dealer settings chart with its real actors. */
export function composeDealerSettings({ api }: { api: Api }) {
  return dealerSettingsMachine.provide(createDealerSettingsImplementations({ api }));
}

export function DealerSettingsRoute() {
  const site = useSite();
  const logic = useMemo(() => composeDealerSettings({ api: site.api }), [site.api]);
  return (
    <RoleGuard allow={isOfferAdmin} returnTo={ADMIN_DEALERS_PATH} texts={TEXTS}>
      <DealerSettingsLogic.Provider value={logic}>
        <DealerSettingsPage />
      </DealerSettingsLogic.Provider>
    </RoleGuard>
  );
}
