/** Accounts and sessions: `/api/auth/*` over the app's one wretch client (services/http.ts catches every failure). */
import { create } from 'superstruct';
import {
  AccountCreatedAnswer,
  SessionAnswer,
  SessionUser,
  SignUpPending,
  type EmailLinkOutcome,
  type EmailVerificationConfirm,
  type NewPasswordRequest,
  type PasswordResetCheck,
  type PasswordResetRequest,
  type SignInRequest,
  type SignUpOutcome,
  type SignUpRequest,
} from '../models/account/auth';
import type { Api } from './api';
import { answerOf, toApiCallError, withSignal } from './http';

/** Who is signed in on this browser (null for a visitor). */
export async function getSession(api: Api, signal?: AbortSignal): Promise<SessionUser | null> {
  const answer = await api.http.url('/api/auth/session').options(withSignal(signal)).get().json(answerOf(SessionAnswer));
  return answer.user;
}

export function signIn(api: Api, request: SignInRequest, signal?: AbortSignal): Promise<SessionUser> {
  return api.http.url('/api/auth/sign-in').options(withSignal(signal)).post(request).json(answerOf(SessionUser));
}

/** Creates the account and signs it in (201), or, when an unconfirmed account holds the e-mail, waits for the e-mail's owner (202). */
export async function signUp(api: Api, request: SignUpRequest, signal?: AbortSignal): Promise<SignUpOutcome> {
  const res = await api.http.url('/api/auth/sign-up').options(withSignal(signal)).post(request).res();
  try {
    const body: unknown = await res.json();
    return res.status === 202 ? create(body, SignUpPending) : create(body, SessionUser);
  } catch (err) {
    throw toApiCallError(err);
  }
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

/**
 * Opens an e-mailed link with its token: proves the account's e-mail, or creates the account of a sign-up that
 * waited for the e-mail's owner (`accountCreated`); rejects with the link's problem (expired, used, invalid) otherwise.
 */
export async function confirmEmailVerification(api: Api, request: EmailVerificationConfirm, signal?: AbortSignal): Promise<EmailLinkOutcome> {
  const res = await api.http.url('/api/auth/email-verification/confirm').options(withSignal(signal)).post(request).res();
  if (res.status !== 201) return { accountCreated: false };
  try {
    return create(await res.json(), AccountCreatedAnswer);
  } catch (err) {
    throw toApiCallError(err);
  }
}

/** Sends the signed-in account a new verification link. */
export async function resendEmailVerification(api: Api, signal?: AbortSignal): Promise<void> {
  await api.http.url('/api/auth/email-verification').options(withSignal(signal)).post().res();
}
