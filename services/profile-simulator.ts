/** The profile simulator quiz: `GET /api/profile-simulator`, its answer checked against the shared struct. */
import { ProfileSimulator } from '../models/showcase/profile-simulator';
import type { Api } from './api';
import { answerOf, withSignal } from './http';

export function getProfileSimulator(api: Api, signal?: AbortSignal): Promise<ProfileSimulator> {
  return api.http.url('/api/profile-simulator').options(withSignal(signal)).get().json(answerOf(ProfileSimulator));
}
