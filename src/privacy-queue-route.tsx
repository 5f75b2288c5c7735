/** The privacy admin's queue (`/admin/privacidade`, offer admins only), with its real actors (a chunk of its own). */
import { useMemo } from 'react';
import { isOfferAdmin } from '../models/account/auth';
import { managerLabels } from '../models/labels/admin-manager';
import { privacyRequestLabels } from '../models/labels/privacy-requests';
import { ADMIN_PRIVACY_PATH } from '../models/app/pages';
import { createPrivacyQueueImplementations } from '../machines/privacy-queue/privacy-queue.actors';
import { PrivacyQueueLogic } from '../machines/privacy-queue/privacy-queue.context';
import { privacyQueueMachine } from '../machines/privacy-queue/privacy-queue.machine';
import { PrivacyQueuePage } from '../ui/privacy-requests/privacy-queue-page';
import { RoleGuard } from './role-guard';
import { useSite } from './site-context';
import type { Api } from '../services/api';

const TEXTS = { title: privacyRequestLabels.admin.title, signIn: managerLabels.messages.signIn };

/** The privacy admin's queue with its real actors. */
export function composePrivacyQueue({ api }: { api: Api }) {
  return privacyQueueMachine.provide(createPrivacyQueueImplementations({ api }));
}

export function PrivacyQueueRoute() {
  const site = useSite();
  const logic = useMemo(() => composePrivacyQueue({ api: site.api }), [site.api]);
  return (
    <RoleGuard allow={isOfferAdmin} returnTo={ADMIN_PRIVACY_PATH} texts={TEXTS}>
      <PrivacyQueueLogic.Provider value={logic}>
        <PrivacyQueuePage />
      </PrivacyQueueLogic.Provider>
    </RoleGuard>
  );
}
