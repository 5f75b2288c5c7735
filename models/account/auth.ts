/**
 * Accounts and sessions (spec 001 §6): roles, the request and
 * answer shapes of `/api/auth/*`, and the rules the browser and the server
 * share. Field messages come from the shared validators (spec 001 §5.1).
 */
import {
  array,
  boolean,
  enums,
  nullable,
  object,
  refine,
  string,
  StructError,
  validate,
  type Infer,
  type Struct,
} from 'superstruct';
import { validationSpec } from '../labels/spec-validation';
import { isSameSitePath } from '../common/links';
import { describeStructError } from '../common/struct-errors';
import {
  normalizeEmail,
  onlyDigits,
  stripDocument,
  validateRequiredCpf,
  validateEmail,
  validateFullName,
  validateMobilePhone,
  validateNewPassword,
  validatePassword,
  validatePasswordConfirmation,
  type ValidationResult,
} from '../common/validators';

// ───────────────────────────── roles ─────────────────────────────

/**
 * The role enumeration seen in spec 001 §6, plus `seller` (ours: the spec
 * names sellers as a kind of user without naming their role).
 * `customer`, `seller` and `offer_admin` are the ones the product uses.
 */
export const ROLES = [
  'user_admin',
  'partner_admin',
  'partner_owner',
  'repairman',
  'offer_admin',
  'customer',
  'sales_customer',
  'post_sales_customer',
  'game_admin',
  'manual_admin',
  'game_moderator',
  'game_player',
  'procedure_manager',
  'regional_manager',
  'dealer_manager',
  'inspector',
  'user_dealer',
  'external_application_admin',
  'dealer_blocker',
  'qr_code_generator',
  'external_application_user',
  'service_admin',
  'dms',
  'event_admin',
  'lead_queue_manager',
  'user_creator',
  'cache_manager',
  'integration_error_manager',
  'push_notification_admin',
  'subscription_payment_manager',
  'toll_event_manager',
  'food_catalog_manager',
  'voucher_admin',
  'seller',
] as const;
export const Role = enums(ROLES);
export type Role = Infer<typeof Role>;

export const CUSTOMER: Role = 'customer';
export const SELLER: Role = 'seller';
export const OFFER_ADMIN: Role = 'offer_admin';

// ───────────────────────────── the signed-in person ─────────────────────────────

/**
 * What `GET /api/auth/me` answers: the spec's signed-in data (name, cpf,
 * phone, emails, certified) with the id and roles; sellers also carry their
 * seller id and dealer code. CPF and phone are digits only.
 */
export const SessionUser = object({
  id: string(),
  name: string(),
  cpf: string(),
  phone: string(),
  emails: array(string()),
  certified: boolean(),
  /** Has the account proven its e-mail (the link sent to it was opened)? Until then no lead is matched to it by CPF and e-mail. */
  emailVerified: boolean(),
  roles: array(Role),
  sellerId: nullable(string()),
  dealerCode: nullable(string()),
});
export type SessionUser = Infer<typeof SessionUser>;

/** `GET /api/auth/session`: the session of whoever asks, if any (never a 401). */
export const SessionAnswer = object({ user: nullable(SessionUser) });
export type SessionAnswer = Infer<typeof SessionAnswer>;

export function hasRole(user: SessionUser | null | undefined, ...roles: readonly Role[]): boolean {
  return !!user && user.roles.some((r) => roles.includes(r));
}

/** Spec 001 §6: an admin is a user whose roles include the offer-admin role. */
export function isOfferAdmin(user: SessionUser | null | undefined): boolean {
  return hasRole(user, OFFER_ADMIN);
}

export function isSeller(user: SessionUser | null | undefined): boolean {
  return hasRole(user, SELLER) && !!user?.sellerId;
}

/** The first word of the name, shown in the user menu. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** Staff (sellers, offer admins): they type a customer's data, never their own. */
export function isStaff(user: SessionUser | null | undefined): boolean {
  return hasRole(user, SELLER, OFFER_ADMIN);
}

/**
 * Spec 001 §6: "single-sign-on data prefills and overrides the lead" — for
 * customers only. Staff fill the form for a customer: nothing of theirs is
 * prefilled, overridden or locked.
 */
export function prefillsLeadForm(user: SessionUser | null | undefined): user is SessionUser {
  return !!user && hasRole(user, CUSTOMER) && !isStaff(user);
}

/** Lead prefill (spec 001 §6): the CPF field is locked for certified customers. */
export function isCpfLocked(user: SessionUser | null | undefined): boolean {
  return prefillsLeadForm(user) && user.certified;
}

/** Lead prefill: the e-mail field is locked when the customer already has one. */
export function isEmailLocked(user: SessionUser | null | undefined): boolean {
  return prefillsLeadForm(user) && user.emails.length > 0;
}

// ───────────────────────────── requests ─────────────────────────────

/** Longest value any auth field accepts (a guard against huge bodies, not a rule a person meets). */
const MAX_FIELD_LENGTH = 200;

/** A string field whose failures carry the shared validator's pt-BR message. */
function field(name: string, check: (value: string) => ValidationResult, maxLength = MAX_FIELD_LENGTH): Struct<string, null> {
  return refine(string(), name, (value) =>
    value.length > maxLength ? validationSpec.maxLength(maxLength) : (check(value) ?? true),
  );
}

/** `POST /api/auth/sign-in`. */
export const SignInRequest = object({
  email: field('email', (v) => validateEmail(v)),
  password: field('password', validatePassword),
});
export type SignInRequest = Infer<typeof SignInRequest>;

/** `POST /api/auth/sign-up`: a customer account. Masked CPF and phone are accepted. */
/** A form with a new password and its confirmation: the confirmation must repeat it (the message sits on the confirmation). */
function withPasswordConfirmation<T extends { password: string; passwordConfirmation: string }, S>(struct: Struct<T, S>): Struct<T, S> {
  return refine(struct, 'passwordConfirmation', (value, ctx) => {
    const message = validatePasswordConfirmation(value.password, value.passwordConfirmation);
    return message ? { message, path: [...(ctx.path as unknown[]), 'passwordConfirmation'] } : true;
  });
}

export const SignUpRequest = withPasswordConfirmation(
  object({
    fullName: field('fullName', validateFullName),
    cpf: field('cpf', validateRequiredCpf, 14),
    phone: field('phone', validateMobilePhone, 15),
    email: field('email', (v) => validateEmail(v)),
    password: field('password', validateNewPassword),
    passwordConfirmation: string(),
  }),
);
export type SignUpRequest = Infer<typeof SignUpRequest>;

/**
 * `POST /api/auth/sign-up` answered 202: the e-mail belongs to an account that has not proven it yet. Nothing was
 * created and nobody is signed in: the new account only comes into being when the e-mail's owner opens the link
 * mailed to it (until then the older account keeps working).
 */
export const SignUpPending = object({ pendingEmail: string() });
export type SignUpPending = Infer<typeof SignUpPending>;

/** What a sign-up ends in: signed in (201, the new account) or waiting for the e-mail's owner (202). */
export type SignUpOutcome = SessionUser | SignUpPending;

export function isSignUpPending(outcome: SignUpOutcome | null | undefined): outcome is SignUpPending {
  return !!outcome && 'pendingEmail' in outcome;
}

// ───────────────────────────── password reset ─────────────────────────────

/** A reset link works for this long after it was asked for, and once. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** The longest token a reset link can carry (ours are 43 characters). */
const MAX_TOKEN_LENGTH = 200;

/** `POST /api/auth/password-reset`: send a link to this e-mail (the answer is the same whether it has an account or not). */
export const PasswordResetRequest = object({
  email: field('email', (v) => validateEmail(v)),
});
export type PasswordResetRequest = Infer<typeof PasswordResetRequest>;

const ResetToken = refine(string(), 'token', (v) => (v.length > 0 && v.length <= MAX_TOKEN_LENGTH ? true : validationSpec.required));

/** `POST /api/auth/password-reset/check`: is this link still usable? (It is not used up by asking.) */
export const PasswordResetCheck = object({ token: ResetToken });
export type PasswordResetCheck = Infer<typeof PasswordResetCheck>;

/** `POST /api/auth/password-reset/confirm`: the link's token and the new password, under the sign-up rules. */
export const NewPasswordRequest = withPasswordConfirmation(
  object({
    token: ResetToken,
    password: field('password', validateNewPassword),
    passwordConfirmation: string(),
  }),
);
export type NewPasswordRequest = Infer<typeof NewPasswordRequest>;

/** Why a reset link cannot be used: the error codes of the check and confirm answers (410). */
export const RESET_LINK_PROBLEMS = {
  expired: 'reset_link_expired',
  used: 'reset_link_used',
  invalid: 'reset_link_invalid',
} as const;
export type ResetLinkProblem = keyof typeof RESET_LINK_PROBLEMS;

/** The problem an answer's error code names, among a kind of e-mailed link's problems (reset, verification). */
function linkProblemOf<P extends string>(problems: Readonly<Record<P, string>>, code: string | undefined): P | undefined {
  return (Object.keys(problems) as P[]).find((k) => problems[k] === code);
}

/** The problem an answer's error code names, if it is one of a reset link's. */
export function resetLinkProblemOf(code: string | undefined): ResetLinkProblem | undefined {
  return linkProblemOf(RESET_LINK_PROBLEMS, code);
}

// ───────────────────────────── proof of e-mail ─────────────────────────────

/** A verification link works for this long after it was sent, and once. */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;

/** `POST /api/auth/email-verification/confirm`: the e-mailed link's token. */
export const EmailVerificationConfirm = object({ token: ResetToken });
export type EmailVerificationConfirm = Infer<typeof EmailVerificationConfirm>;

/**
 * What opening an e-mailed link did: proved an account's e-mail (answered 204), or created the account a sign-up
 * asked for (answered 201 with `{ accountCreated: true }`: its e-mail proven, nobody signed in yet).
 */
export interface EmailLinkOutcome {
  accountCreated: boolean;
}
export const AccountCreatedAnswer = object({ accountCreated: boolean() });

/** Why a verification link cannot be used: the error codes of the confirm answer (410). */
export const EMAIL_LINK_PROBLEMS = {
  expired: 'verification_link_expired',
  used: 'verification_link_used',
  invalid: 'verification_link_invalid',
} as const;
export type EmailLinkProblem = keyof typeof EMAIL_LINK_PROBLEMS;

/** The problem an answer's error code names, if it is one of a verification link's. */
export function emailLinkProblemOf(code: string | undefined): EmailLinkProblem | undefined {
  return linkProblemOf(EMAIL_LINK_PROBLEMS, code);
}

/** Does this signed-in customer still have to prove their e-mail (the proposals page asks them to)? */
export function awaitsEmailProof(user: SessionUser | null | undefined): boolean {
  return prefillsLeadForm(user) && !user.emailVerified;
}

/** A form's field errors: field name → pt-BR message. */
export type FieldErrors = Record<string, string>;

function fieldErrors<T>(value: unknown, struct: Struct<T, unknown>): FieldErrors {
  const [error] = validate(value, struct);
  return error instanceof StructError ? describeStructError(error).fields : {};
}

/** Every invalid field of a sign-in form, with its message (empty when valid). */
export function signInFieldErrors(form: SignInRequest): FieldErrors {
  return fieldErrors(form, SignInRequest);
}

/** Every invalid field of a sign-up form, with its message (empty when valid). */
export function signUpFieldErrors(form: SignUpRequest): FieldErrors {
  return fieldErrors(form, SignUpRequest);
}

/** The e-mail of a 'forgot password' form, if invalid. */
export function passwordResetRequestFieldErrors(form: PasswordResetRequest): FieldErrors {
  return fieldErrors(form, PasswordResetRequest);
}

/** Every invalid field of the new-password form (the token is the link's, not typed). */
export function newPasswordFieldErrors(form: NewPasswordRequest): FieldErrors {
  return fieldErrors(form, NewPasswordRequest);
}

/** The account as stored: CPF and phone as digits, e-mail trimmed and lower-cased, name trimmed. */
export function normalizeSignUp(form: SignUpRequest): { fullName: string; cpf: string; phone: string; email: string } {
  return {
    fullName: form.fullName.trim().replace(/\s+/g, ' '),
    cpf: stripDocument(form.cpf),
    phone: onlyDigits(form.phone),
    email: normalizeEmail(form.email),
  };
}

// ───────────────────────────── navigation rules ─────────────────────────────

/** The site's account pages (and the admin page the showcase's admin card opens). */
export const AUTH_PATHS = {
  signIn: '/entrar',
  signUp: '/cadastro',
  /** Where a new account lands right after the sign-up: the welcome and the e-mail to confirm. */
  welcome: '/bem-vindo',
  proposals: '/minhas-propostas',
  adminOffers: '/admin/ofertas',
  forgotPassword: '/esqueci-minha-senha',
  resetPassword: '/redefinir-senha',
  verifyEmail: '/confirmar-email',
} as const;

/** Sign-in after a new password was saved: the page shows the success message. */
export const SIGN_IN_AFTER_RESET = `${AUTH_PATHS.signIn}?senha=alterada`;

/** The welcome page after a sign-up, going on to `target` (a path of this site) afterwards. */
export function welcomePath(target: string | undefined | null): string {
  const next = safeRedirect(target);
  return next === '/' ? AUTH_PATHS.welcome : `${AUTH_PATHS.welcome}?redirect=${encodeURIComponent(next)}`;
}

/** Does the sign-in address say a new password was just saved (`?senha=alterada`)? */
export function isAfterReset(search: Record<string, unknown>): boolean {
  return search.senha === 'alterada';
}

/** The new-password page's address for a reset token (what the e-mailed link opens). */
export function resetPasswordPath(token: string): string {
  return `${AUTH_PATHS.resetPassword}?token=${encodeURIComponent(token)}`;
}

/** The page a verification link opens, for its token. */
export function verifyEmailPath(token: string): string {
  return `${AUTH_PATHS.verifyEmail}?token=${encodeURIComponent(token)}`;
}

/**
 * Where to go after signing in: a path of this site ('/…', not '//…'),
 * otherwise the showcase. Keeps `?redirect=` from sending people elsewhere.
 */
export function safeRedirect(target: string | undefined | null): string {
  if (!target || !target.startsWith('/') || !isSameSitePath(target)) return '/';
  if ([AUTH_PATHS.signIn, AUTH_PATHS.signUp, AUTH_PATHS.forgotPassword, AUTH_PATHS.resetPassword].some((p) => target.startsWith(p))) return '/';
  return target;
}

/** Who is looking at the showcase, as far as the offer list cares. */
export interface Viewer {
  signedIn: boolean;
  admin: boolean;
}

export const ANONYMOUS_VIEWER: Viewer = { signedIn: false, admin: false };

export function viewerOf(user: SessionUser | null | undefined): Viewer {
  return { signedIn: !!user, admin: isOfferAdmin(user) };
}

/** How the page was opened, as far as reloading the offer list cares. */
export interface OfferListMode {
  /** `editable=true`, or seller edit (`authorization`, `cpf`, `leadId`). */
  editMode: boolean;
  /** Seller edit: `authorization`, `cpf` and `leadId` in the address. */
  sellerEdit: boolean;
}

/** Spec: "Sign-in status loaded triggers loading unless in edit mode or not logged in". */
export function reloadsOffersOnSignIn(viewer: Viewer, mode: OfferListMode): boolean {
  return viewer.signedIn && !mode.editMode;
}

/** Spec: "Sign-out reloads unless in seller edit". */
export function reloadsOffersOnSignOut(mode: OfferListMode): boolean {
  return !mode.sellerEdit;
}
