/** Accounts and sessions (issue 4): `/api/auth/*` over the app's one wretch client. */
import { create } from 'superstruct';
import { SessionAnswer, SessionUser, type SignInRequest, type SignUpRequest } from '../models/auth';
import type { Api } from './api';
import { toApiCallError } from './http';

function withSignal(signal?: AbortSignal) {
  return signal ? { signal } : {};
}

/** Who is signed in on this browser (null for a visitor). */
export async function getSession(api: Api, signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const answer = await api.http.url('/api/auth/session').options(withSignal(signal)).get().json<unknown>();
    return create(answer, SessionAnswer).user;
  } catch (err) {
    throw toApiCallError(err);
  }
}

export async function signIn(api: Api, request: SignInRequest, signal?: AbortSignal): Promise<SessionUser> {
  try {
    const answer = await api.http.url('/api/auth/sign-in').options(withSignal(signal)).post(request).json<unknown>();
    return create(answer, SessionUser);
  } catch (err) {
    throw toApiCallError(err);
  }
}

export async function signUp(api: Api, request: SignUpRequest, signal?: AbortSignal): Promise<SessionUser> {
  try {
    const answer = await api.http.url('/api/auth/sign-up').options(withSignal(signal)).post(request).json<unknown>();
    return create(answer, SessionUser);
  } catch (err) {
    throw toApiCallError(err);
  }
}

export async function signOut(api: Api, signal?: AbortSignal): Promise<void> {
  try {
    await api.http.url('/api/auth/sign-out').options(withSignal(signal)).post().res();
  } catch (err) {
    throw toApiCallError(err);
  }
}
