/** Accounts and sessions: `/api/auth/*` over the app's one wretch client (services/http.ts catches every failure). */
import {
  SessionAnswer,
  SessionUser,
  type EmailVerificationConfirm,
  type NewPasswordRequest,
  type PasswordResetCheck,
  type PasswordResetRequest,
  type SignInRequest,
  type SignUpRequest,
} from '../models/auth';
import type { Api } from './api';
import { answerOf, withSignal } from './http';

/** Who is signed in on this browser (null for a visitor). */
export async function getSession(api: Api, signal?: AbortSignal): Promise<SessionUser | null> {
  const answer = await api.http.url('/api/auth/session').options(withSignal(signal)).get().json(answerOf(SessionAnswer));
  return answer.user;
}

export function signIn(api: Api, request: SignInRequest, signal?: AbortSignal): Promise<SessionUser> {
  return api.http.url('/api/auth/sign-in').options(withSignal(signal)).post(request).json(answerOf(SessionUser));
}

export function signUp(api: Api, request: SignUpRequest, signal?: AbortSignal): Promise<SessionUser> {
  return api.http.url('/api/auth/sign-up').options(withSignal(signal)).post(request).json(answerOf(SessionUser));
}

export async function signOut(api: Api, signal?: AbortSignal): Promise<void> {
  await api.http.url('/api/auth/sign-out').options(withSignal(signal)).post().res();
}

/** Asks for a password-reset link for this e-mail (the answer says nothing about whether it has an account). */
export async function requestPasswordReset(api: Api, request: PasswordResetRequest, signal?: AbortSignal): Promise<void> {
  await api.http.url('/api/auth/password-reset').options(withSignal(signal)).post(request).res();
}

/** Resolves when the reset link can still be used; rejects with its problem (expired, used, invalid) otherwise. */
export async function checkPasswordResetLink(api: Api, request: PasswordResetCheck, signal?: AbortSignal): Promise<void> {
  await api.http.url('/api/auth/password-reset/check').options(withSignal(signal)).post(request).res();
}

/** Sets the new password with the link's token (the link is used up). */
export async function resetPassword(api: Api, request: NewPasswordRequest, signal?: AbortSignal): Promise<void> {
  await api.http.url('/api/auth/password-reset/confirm').options(withSignal(signal)).post(request).res();
}

/** Proves the account's e-mail with the link's token; rejects with the link's problem (expired, used, invalid) otherwise. */
export async function confirmEmailVerification(api: Api, request: EmailVerificationConfirm, signal?: AbortSignal): Promise<void> {
  await api.http.url('/api/auth/email-verification/confirm').options(withSignal(signal)).post(request).res();
}

/** Sends the signed-in account a new verification link. */
export async function resendEmailVerification(api: Api, signal?: AbortSignal): Promise<void> {
  await api.http.url('/api/auth/email-verification').options(withSignal(signal)).post().res();
}
