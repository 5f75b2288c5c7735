/** The profile simulator chart's real actor, over services/. */
import { fromPromise } from 'xstate';
import type { ProfileSimulator } from '../../models/profile-simulator';
import type { Api } from '../../services/api';
import { getProfileSimulator } from '../../services/profile-simulator';

export function createProfileSimulatorImplementations({ api }: { api: Api }) {
  return {
    actors: {
      loadProfileSimulator: fromPromise<ProfileSimulator>(({ signal }) => getProfileSimulator(api, signal)),
    },
  };
}
