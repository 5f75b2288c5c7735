/** Account rules shared by the browser and the server (models/account/auth.ts). */
import { describe, expect, it } from 'vitest';
import {
  ROLES,
  awaitsEmailProof,
  emailLinkProblemOf,
  firstName,
  isCpfLocked,
  isEmailLocked,
  isOfferAdmin,
  isSeller,
  normalizeSignUp,
  reloadsOffersOnSignIn,
  reloadsOffersOnSignOut,
  safeRedirect,
  signInFieldErrors,
  signUpFieldErrors,
  viewerOf,
  type SessionUser,
} from '../../../models/account/auth';

const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1',
  name: '  Camila Ferreira Santos ',
  cpf: '11144477735',
  phone: '21998765432',
  emails: ['camila@flua.example'],
  certified: false,
  emailVerified: true,
  roles: ['customer'],
  sellerId: null,
  dealerCode: null,
  ...over,
});

describe('accounts', () => {
  it('knows the spec’s roles, plus seller', () => {
    expect(ROLES).toContain('offer_admin');
    expect(ROLES).toContain('customer');
    expect(ROLES).toContain('voucher_admin');
    expect(ROLES).toContain('seller');
    expect(new Set(ROLES).size).toBe(ROLES.length);
  });

  it('shows the first name and tells admins, sellers and the lead prefill locks', () => {
    expect(firstName(user().name)).toBe('Camila');
    expect(isOfferAdmin(user())).toBe(false);
    expect(isOfferAdmin(user({ roles: ['offer_admin'] }))).toBe(true);
    expect(isOfferAdmin(null)).toBe(false);
    expect(isSeller(user({ roles: ['seller'], sellerId: 'V1' }))).toBe(true);
    expect(isSeller(user({ roles: ['seller'] }))).toBe(false);
    expect(isCpfLocked(user({ certified: true }))).toBe(true);
    expect(isCpfLocked(user())).toBe(false);
    expect(isEmailLocked(user())).toBe(true);
    expect(isEmailLocked(user({ emails: [] }))).toBe(false);
    expect(viewerOf(user({ roles: ['offer_admin'] }))).toEqual({ signedIn: true, admin: true });
    expect(viewerOf(null)).toEqual({ signedIn: false, admin: false });
  });

  it('asks a customer who has not proven their e-mail to do so; never staff, a proven account or a visitor', () => {
    expect(awaitsEmailProof(user({ emailVerified: false }))).toBe(true);
    expect(awaitsEmailProof(user())).toBe(false);
    expect(awaitsEmailProof(user({ emailVerified: false, roles: ['seller'], sellerId: 'V1', dealerCode: '10101' }))).toBe(false);
    expect(awaitsEmailProof(null)).toBe(false);
    expect([emailLinkProblemOf('verification_link_used'), emailLinkProblemOf('reset_link_used'), emailLinkProblemOf(undefined)]).toEqual(['used', undefined, undefined]);
  });

  it('reloads the offer list on sign-in unless in edit mode or not logged in, on sign-out unless in seller edit', () => {
    const signedIn = { signedIn: true, admin: false };
    const visitor = { signedIn: false, admin: false };
    expect(reloadsOffersOnSignIn(signedIn, { editMode: false, sellerEdit: false })).toBe(true);
    expect(reloadsOffersOnSignIn(signedIn, { editMode: true, sellerEdit: false })).toBe(false);
    expect(reloadsOffersOnSignIn(visitor, { editMode: false, sellerEdit: false })).toBe(false);
    expect(reloadsOffersOnSignOut({ editMode: true, sellerEdit: false })).toBe(true);
    expect(reloadsOffersOnSignOut({ editMode: true, sellerEdit: true })).toBe(false);
  });

  it('redirects after sign-in only to a path of this site', () => {
    expect(safeRedirect('/minhas-propostas')).toBe('/minhas-propostas');
    expect(safeRedirect('/?offerId=of-1')).toBe('/?offerId=of-1');
    for (const bad of [undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/entrar', '/cadastro?x=1']) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });

  it('validates the forms with the shared validators, all fields at once', () => {
    expect(signInFieldErrors({ email: 'camila@flua.example', password: 'Flua@Cliente1' })).toEqual({});
    expect(signUpFieldErrors({ fullName: 'Ana', cpf: '', phone: '', email: '', password: 'Ab1#efgh', passwordConfirmation: 'x' })).toEqual({
      fullName: 'Digite pelo menos um sobrenome',
      // An empty CPF is asked for, not called invalid (the lead form's words).
      cpf: 'Digite seu CPF',
      phone: 'Digite seu celular',
      email: 'Digite um e-mail válido',
      passwordConfirmation: 'As senhas digitadas não são iguais',
    });
    expect(signUpFieldErrors({ fullName: 'Ana Souza', cpf: '123.456.789-00', phone: '', email: '', password: '', passwordConfirmation: '' }).cpf).toBe('CPF inválido');
    expect(signUpFieldErrors({ fullName: 'x'.repeat(201), cpf: '', phone: '', email: '', password: '', passwordConfirmation: '' }).fullName).toBe(
      'Digite no máximo 200 caracteres',
    );
  });

  it('stores CPF and phone as digits, the e-mail lower-cased and the name trimmed', () => {
    expect(
      normalizeSignUp({
        fullName: '  Ana   Souza ',
        cpf: '529.982.247-25',
        phone: '(11) 91234-5678',
        email: ' Ana.Souza@Exemplo.EXAMPLE ',
        password: 'x',
        passwordConfirmation: 'x',
      }),
    ).toEqual({ fullName: 'Ana Souza', cpf: '52998224725', phone: '11912345678', email: 'ana.souza@exemplo.example' });
  });
});
