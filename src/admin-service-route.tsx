/** The offer admins' view of the dealers' service (`/admin/atendimento`, offer admins only), with its real actor (a chunk of its own). */
import { useMemo } from 'react';
import { isOfferAdmin } from '../models/account/auth';
import { adminServiceLabels } from '../models/labels/admin-service';
import { ADMIN_SERVICE_PATH } from '../models/app/pages';
import { createAdminServiceImplementations } from '../machines/admin-service/admin-service.actors';
import { AdminServiceLogic } from '../machines/admin-service/admin-service.context';
import { adminServiceMachine } from '../machines/admin-service/admin-service.machine';
import { AdminServicePage } from '../ui/admin/service-page';
import { RoleGuard } from './role-guard';
import { useSite } from './site-context';
import type { Api } from '../services/api';

const TEXTS = { title: adminServiceLabels.title, signIn: adminServiceLabels.signIn };

/** The service view's chart with its real actor. */
export function composeAdminService({ api }: { api: Api }) {
  return adminServiceMachine.provide(createAdminServiceImplementations({ api }));
}

export function AdminServiceRoute() {
  const site = useSite();
  const logic = useMemo(() => composeAdminService({ api: site.api }), [site.api]);
  return (
    <RoleGuard allow={isOfferAdmin} returnTo={ADMIN_SERVICE_PATH} texts={TEXTS}>
      <AdminServiceLogic.Provider value={logic}>
        <AdminServicePage />
      </AdminServiceLogic.Provider>
    </RoleGuard>
  );
}
