/** The profile simulator page (`/simulador-de-perfil`): its chart with the real actor (a chunk of its own: the showcase's first load does not carry it). */
import { useMemo } from 'react';
import { showcaseRequest } from '../models/showcase/showcase-modes';
import { createProfileSimulatorImplementations } from '../machines/profile-simulator/profile-simulator.actors';
import { ProfileSimulatorContext } from '../machines/profile-simulator/profile-simulator.context';
import { profileSimulatorMachine } from '../machines/profile-simulator/profile-simulator.machine';
import { ProfileSimulatorPage } from '../ui/profile-simulator/profile-simulator-page';
import { useAppNavigate } from './navigation';
import { useSite } from './site-context';
import type { Api } from '../services/api';
import type { SiteConfig } from '../models/app/site-config';

/** The profile simulator with its real actor, over the showcase's search and filters. */
export function composeProfileSimulator({ api, config }: { api: Api; config: SiteConfig }) {
  return profileSimulatorMachine.provide(createProfileSimulatorImplementations({ api, showcase: { search: showcaseRequest(config), filters: config.filters } }));
}

export function ProfileSimulatorRoute() {
  const site = useSite();
  const navigate = useAppNavigate();
  const logic = useMemo(() => composeProfileSimulator({ api: site.api, config: site.config }), [site.api, site.config]);
  return (
    <ProfileSimulatorContext.Provider logic={logic}>
      <ProfileSimulatorPage onNavigate={navigate} />
    </ProfileSimulatorContext.Provider>
  );
}
