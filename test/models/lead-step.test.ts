/** The lead step's rules: form messages, the lead body, consents, coupon answers, dealer lists, files. */
import { leadLabels } from '../../models/labels/lead';
import { KINSHIP_MAX_LENGTH, KINSHIP_OPTIONS, validateKinship } from '../../models/lead/lead-rules';
import { StructError, create, is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { couponAnswer, couponApplies, couponCpf, todayInBrazil, usageLimitHit } from '../../models/pricing/coupon-api';
import { dealersInOrder, dealersQueryString, orderDealers, restrictDealers } from '../../models/dealer/dealer-query';
import { RentalServiceDealersQuery, rentalServiceDealersQueryString } from '../../models/dealer/rental-service-dealers';
import { FILE_INPUT_ACCEPT, FILE_TOTAL_LIMIT_BYTES, MAX_FILES_PER_UPLOAD, detectFileType, documentRefusal, fileDownloadPath, firstDocumentRefusal, isAcceptedDocument, screenDocuments, withinTotalLimit } from '../../models/documents/files';
import { isCpfLocked, isEmailLocked } from '../../models/account/auth';
import { labels } from '../../models/labels/spec';
import {
  DEFAULT_LEAD_FORM_SETTINGS,
  buildLeadBody,
  documentRefusalMessages,
  emptyLeadForm,
  leadCpf,
  leadFormErrors,
  prefillFromAccount,
  showsPersonTypeChoice,
  type LeadFormValues,
} from '../../models/lead/lead-form';
import { utmFromSearch } from '../../models/common/tracking';
import { CONSENT_TEXT_VERSION, LeadSubmission, RentalPjLeadSubmission, pjLeadConsents, rentalLeadConsents } from '../../models/lead/lead-submission';
import { detailsPrice, initialConfiguration } from '../../models/pricing/offer-details';
import { demoCoupons, demoDealers } from '../../server/demo/demo-catalogue';
import { files, leadOffer, pjLead, rentalLead } from '../support/lead-fixtures';

const settings = DEFAULT_LEAD_FORM_SETTINGS;
const ok = { documents: [], hasDealer: true, hasCity: true };
const person: LeadFormValues = {
  ...emptyLeadForm(settings),
  fullName: 'Maria da Silva',
  email: 'maria@example.com',
  cpf: '529.982.247-25',
  mobilePhone: '(11) 98765-4321',
  whatsappOptIn: true,
};

describe('lead form messages (spec 001 §5.2, §5.3)', () => {
  it('a complete natural person has no message; no consent starts ticked', () => {
    for (const form of [emptyLeadForm(settings), emptyLeadForm({ ...settings, b2e: true }), emptyLeadForm({ ...settings, physicalFormHidden: true })]) {
      expect([form.smsPhoneOptIn, form.whatsappOptIn, form.emailOptIn]).toEqual([false, false, false]);
    }
    expect(leadFormErrors(person, settings, ok)).toEqual({});
  });

  it('names each invalid field with the validators’ messages', () => {
    const errors = leadFormErrors({ ...emptyLeadForm(settings), fullName: 'Maria', cpf: '111.111.111-11', whatsappOptIn: false }, settings, { documents: [], hasDealer: false, hasCity: true });
    expect(errors).toMatchObject({
      fullName: labels.validation.fullName,
      email: labels.validation.email,
      cpf: labels.validation.cpf,
      mobilePhone: labels.validation.mobilePhoneRequired,
      optIns: labels.leadForm.optInRequired,
      dealer: labels.dealerSelector.required,
    });
  });

  it('asks for the city before the dealer; a legal person with a fixed dealer needs neither', () => {
    expect(leadFormErrors(person, settings, { documents: [], hasDealer: false, hasCity: false })).toEqual({ city: labels.leadForm.chooseCity });
    const company: LeadFormValues = { ...person, personType: 'legalPerson', companyName: 'ACME Ltda', contactName: 'Ana Souza', cnpj: '12.ABC.345/01DE-35', phone: '(21) 99876-5432' };
    expect(leadFormErrors(company, settings, { documents: [], hasDealer: false, hasCity: false })).toEqual({});
    expect(leadFormErrors(company, { ...settings, fixedLegalPersonDealer: null }, { documents: [], hasDealer: false, hasCity: true })).toEqual({ dealer: labels.dealerSelector.required });
    expect(leadFormErrors({ ...company, totalVehicles: '0', companyName: ' ' }, settings, ok)).toMatchObject({ totalVehicles: labels.validation.numberGreaterThanZero, companyName: labels.validation.required });
  });

  it('B2E: SAP id, employee CPF and a listed kinship for a relative, at least one document within 25 MB', () => {
    const b2e = { ...settings, b2e: true };
    const relative: LeadFormValues = { ...person, b2eKind: 'RELATIVE', kinship: 'tataraneto-sobrinho' };
    expect(leadFormErrors(relative, b2e, ok)).toEqual({
      sapId: labels.leadForm.b2e.sapIdInvalid,
      employeeCpf: labels.leadForm.b2e.employeeCpfInvalid,
      kinship: labels.leadForm.b2e.kinshipRequired,
      documents: labels.leadForm.b2e.filesRequired,
    });
    const big = [{ name: 'a.pdf', size: FILE_TOTAL_LIMIT_BYTES }, { name: 'b.pdf', size: 1 }];
    expect(leadFormErrors({ ...relative, sapId: '80012345', employeeCpf: '390.533.447-05', kinship: 'Filho(a)' }, b2e, { ...ok, documents: big })).toEqual({
      documents: 'O tamanho total dos arquivos não pode exceder 25 MB.',
    });
  });

  it('B2E: the kinship is one of the listed ones (each within the spec’s 15 characters), never free text', () => {
    expect(KINSHIP_OPTIONS).toEqual(['Cônjuge', 'Companheiro(a)', 'Filho(a)', 'Enteado(a)', 'Pai/Mãe', 'Irmão(ã)']);
    for (const k of KINSHIP_OPTIONS) {
      expect(k.length).toBeLessThanOrEqual(KINSHIP_MAX_LENGTH);
      expect(validateKinship(k)).toBeUndefined();
    }
    for (const bad of ['', 'Sobrinha', 'filho(a)', ' Cônjuge', 'Chefe']) expect(validateKinship(bad)).toBe(labels.leadForm.b2e.kinshipRequired);
  });

  it('the person-type choice hides in B2E mode or when a form is hidden', () => {
    expect(showsPersonTypeChoice(settings)).toBe(true);
    expect(showsPersonTypeChoice({ ...settings, b2e: true })).toBe(false);
    expect(showsPersonTypeChoice({ ...settings, physicalFormHidden: true })).toBe(false);
    expect(emptyLeadForm({ ...settings, physicalFormHidden: true }).personType).toBe('legalPerson');
  });
});

describe('the lead body', () => {
  const config = initialConfiguration(leadOffer);
  const ctx = {
    offer: leadOffer,
    config,
    price: detailsPrice(leadOffer, config),
    coupon: null,
    dealerCode: '10101',
    settings,
    user: null,
    tracking: { utm: utmFromSearch('?utm_source=google&utm_medium=cpc&x=1'), gclid: 'abc', referer: 'https://busca.example/' },
    location: { stateCode: 'SP', cityName: 'São Paulo', countryCode: 'BR' },
    documentUrls: [],
  };

  it('is a valid submission with the offer, plan, tracking and rules', () => {
    const body = buildLeadBody(person, ctx);
    expect(() => create(body, LeadSubmission)).not.toThrow();
    expect(body).toMatchObject({ utm_source: 'google', utm_medium: 'cpc', gclid: 'abc', uf: 'SP', SubOrigem__c: 'Site', productGroup: 'Flua', leadSource: 'source', consent_text_version: CONSENT_TEXT_VERSION });
    expect(buildLeadBody(person, { ...ctx, sellerId: 'VEND-1' }).SubOrigem__c).toBe('Show Room');
    expect(buildLeadBody(person, { ...ctx, dealerIdFromUrl: '10101' }).SubOrigem__c).toBe('Campanha CCSS');
    expect(buildLeadBody(person, { ...ctx, dealerGroup: 'G' }).SubOrigem__c).toBe('Campanha Grupo CCSS');
  });

  it("carries the analytics user id, the send's nonce and a verified partner's link (its name and token, nothing the server fills)", () => {
    const link = { partner: 'clube-demo', token: `v1.${'A'.repeat(16)}.${'B'.repeat(40)}.${'C'.repeat(22)}` };
    const partnership = { link, answer: { partnership: 'clube-demo', partnershipValue: 'SOCIO-1', renewal: true, expiresAt: '2030-01-01T00:00:00.000Z' } };
    const body = buildLeadBody(person, { ...ctx, tracking: { ...ctx.tracking, gauserid: 'u-77' }, nonce: 'nonce-0001', partnership });
    expect(body).toMatchObject({ gauserid: 'u-77', nonce: 'nonce-0001', partnership: 'clube-demo', partnerToken: link.token });
    for (const field of ['partnershipValue', 'partnerSellerId', 'renewal', 'referralLink']) expect(body).not.toHaveProperty(field);
    expect(() => create(body, LeadSubmission)).not.toThrow();
    const plain = buildLeadBody(person, ctx);
    for (const field of ['gauserid', 'nonce', 'partnership', 'partnerToken']) expect(plain).not.toHaveProperty(field);
  });

  it('sends the CPF and CNPJ formatted, or stripped to their characters when the site says so (spec 001 §5.1)', () => {
    const typedCpf = { ...person, cpf: '52998224725' };
    expect(buildLeadBody(typedCpf, ctx).cpf).toBe('529.982.247-25');
    expect(buildLeadBody({ ...person, cpf: '529.982.247-25' }, { ...ctx, settings: { ...settings, stripDocuments: true } }).cpf).toBe('52998224725');
    const company: LeadFormValues = { ...person, personType: 'legalPerson', companyName: 'ACME Ltda', contactName: 'Ana Souza', cnpj: '12abc34501de35', phone: '(21) 99876-5432' };
    expect(buildLeadBody(company, ctx).cnpj).toBe('12.ABC.345/01DE-35');
    expect(buildLeadBody({ ...company, cnpj: '12.ABC.345/01DE-35' }, { ...ctx, settings: { ...settings, stripDocuments: true } }).cnpj).toBe('12ABC34501DE35');
    expect(() => create(buildLeadBody(company, ctx), LeadSubmission)).not.toThrow();
  });

  it('B2E: DrivePass, SAP id, kinship and document addresses', () => {
    const body = buildLeadBody({ ...person, b2eKind: 'RELATIVE', sapId: '80012345', kinship: 'Filho(a)' }, { ...ctx, settings: { ...settings, b2e: true }, documentUrls: ['/d/1'] });
    expect(body).toMatchObject({ leadSource: 'DrivePass', sapId: '80012345', is_employee: false, kinship: 'Filho(a)', documents_url: ['/d/1'] });
  });

  it('the account overrides name, CPF, phone and e-mail', () => {
    const user = { id: 'u', name: 'João Santos', cpf: '46821357919', phone: '11912345678', emails: ['joao@flua.example'], certified: true, emailVerified: true, roles: ['customer' as const], sellerId: null, dealerCode: null };
    expect(prefillFromAccount(emptyLeadForm(settings), user)).toMatchObject({ fullName: 'João Santos', cpf: '468.213.579-19', mobilePhone: '(11) 91234-5678', email: 'joao@flua.example' });
    expect(buildLeadBody(person, { ...ctx, user })).toMatchObject({ firstName: 'João Santos', cpf: '468.213.579-19', email: 'joao@flua.example' });
    expect(leadCpf(person, user, false)).toBe('46821357919');
  });

  it('staff (seller, offer admin) type the customer’s data: nothing of theirs is prefilled, overridden or locked', () => {
    for (const roles of [['seller'], ['offer_admin'], ['customer', 'seller']] as const) {
      const staff = { id: 's', name: 'Rafael Lima', cpf: '46821357919', phone: '11912345678', emails: ['vendedor@flua.example'], certified: true, emailVerified: true, roles: [...roles], sellerId: 'VEND-1', dealerCode: '10101' };
      expect(prefillFromAccount(emptyLeadForm(settings), staff)).toEqual(emptyLeadForm(settings));
      expect(buildLeadBody(person, { ...ctx, user: staff })).toMatchObject({ firstName: person.fullName, cpf: '529.982.247-25', email: person.email });
      expect(leadCpf(person, staff, false)).toBe('52998224725');
      expect([isCpfLocked(staff), isEmailLocked(staff)]).toEqual([false, false]);
    }
  });

  it('an empty CPF is asked for; a wrong one is invalid', () => {
    const errors = (cpf: string) => leadFormErrors({ ...person, cpf }, settings, { documents: [], hasDealer: true, hasCity: true });
    expect(errors('').cpf).toBe(labels.validation.cpfRequired);
    expect(errors('').cpf).not.toBe(labels.validation.cpf);
    expect(errors('529.982.247-26').cpf).toBe(labels.validation.cpf);
  });
});

describe('lead submission structs and consents', () => {
  it('refuses a lead without any opt-in, and records the contact consents as ticked, nothing more', () => {
    expect(() => create(rentalLead({ indPhoneContact: false, indWhatsappContact: false }), LeadSubmission)).toThrow(StructError);
    expect(rentalLeadConsents(rentalLead())).toEqual([
      { purpose: 'sms_phone', granted: true },
      { purpose: 'whatsapp', granted: true },
      { purpose: 'email', granted: false },
    ]);
  });

  it('a company lead defaults dealer 55553 and origin Flua', () => {
    const lead = create(pjLead(), RentalPjLeadSubmission);
    expect(lead).toMatchObject({ dealer_code: '55553', origin: 'Flua', consent_text_version: CONSENT_TEXT_VERSION });
    expect(pjLeadConsents({ ...lead, preferred_contact_method: ['email'] }).filter((c) => c.granted).map((c) => c.purpose)).toEqual(['email']);
  });
});

describe('coupon answers', () => {
  const def = (name: string) => demoCoupons.find((c) => c.name === name)!;
  it('remaining usages and the monthly discount', () => {
    expect(couponAnswer(def('LIMITADO'), { usedCount: 19, usedByCpf: 1 }, 36, 199900)).toMatchObject({ remainingUsages: 1, remainingUsageForCpf: 0 });
    expect(couponAnswer(def('BEMVINDO10'), { usedCount: 0, usedByCpf: null }, 36, 199900).monthlyPaymentDiscountAmount).toBe(19990);
    expect(couponAnswer(def('TRESMESES'), { usedCount: 0, usedByCpf: null }, 36, 199900).monthlyPaymentDiscountAmount).toBe(30000);
  });

  it('which limit a use breaks, validity and CPF', () => {
    expect(usageLimitHit(def('LIMITADO'), { usedCount: 20, usedByCpf: 0 })).toBe('quantity');
    expect(usageLimitHit(def('LIMITADO'), { usedCount: 3, usedByCpf: 1 })).toBe('cpf');
    expect(usageLimitHit(def('LIMITADO'), { usedCount: 3, usedByCpf: null })).toBeNull();
    expect(couponApplies(def('VENCIDO'), 'x', 36, '2026-07-01')).toBe('expired');
    expect(couponApplies(def('FLUAAUTO'), 'x', 12, '2026-07-01')).toBe('notForOffer');
    expect(couponApplies(def('FLUAAUTO'), 'x', 36, '2026-07-01')).toBe('ok');
    expect(couponCpf({ userCPF: '529.982.247-25' })).toBe('52998224725');
    expect(todayInBrazil(new Date('2026-01-01T02:00:00Z'))).toBe('2025-12-31');
  });
});

describe('dealer lists', () => {
  const sp = demoDealers.filter((d) => d.cityId === '3550308');
  it('restricts by dealerCnpj (in its order) or codes', () => {
    expect(restrictDealers(sp, { cnpjs: [sp[2]!.cnpj.toLowerCase(), sp[0]!.cnpj] }).map((d) => d.id)).toEqual([sp[2]!.id, sp[0]!.id]);
    expect(restrictDealers(sp, { codes: ['10101'] }).map((d) => d.id)).toEqual(['10101']);
    expect(restrictDealers(sp, {})).toHaveLength(sp.length);
  });
  it('orders by distance to a reference, else by name; builds the query with LAX for a group', () => {
    expect(orderDealers(sp, { lat: -23.59, lng: -46.607 })[0]!.id).toBe('10102');
    expect(orderDealers(sp).map((d) => d.fantasyName)).toEqual([...sp.map((d) => d.fantasyName)].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(dealersQueryString({ cityCode: '3550308', brand: 'fiat', group: 'G1' })).toBe('cityCode=3550308&brand=FIAT&type=RENTAL&group=G1&fulfillment=LAX');
  });
  it('answers v2 by distance to the reference (else the city’s own first), v1 by name alone', () => {
    const near = demoDealers.filter((d) => ['3550308', '3548708', '3518800'].includes(d.cityId));
    const byName = orderDealers(near).map((d) => d.id);
    const reference = { referenceLatitude: '-23.4630', referenceLongitude: '-46.5330' };
    expect(dealersInOrder('v1', near, { cityCode: '3548708', ...reference }).map((d) => d.id)).toEqual(byName);
    expect(dealersInOrder('v2', near, { cityCode: '3550308', ...reference })[0]!.cityId).toBe('3518800');
    const own = dealersInOrder('v2', near, { cityCode: '3548708' });
    expect(own[0]!.cityId).toBe('3548708');
    expect(own.slice(1).map((d) => d.id)).toEqual(byName.filter((id) => id !== own[0]!.id));
  });
});

describe('the rental service’s dealers query', () => {
  it('takes the market BR and our brands upper case, comma separated, each once', () => {
    const ok = (brands: string, market = 'BR') => is({ market, brands, type: 'RENTAL' }, RentalServiceDealersQuery);
    expect(ok('FIAT,JEEP,PEUGEOT')).toBe(true);
    expect(ok('CITROEN')).toBe(true);
    expect(ok('FIAT', 'AR')).toBe(false);
    for (const bad of ['', 'fiat', 'FIAT,FIAT', 'FIAT,,JEEP', 'FIAT JEEP', 'VW']) expect(ok(bad), bad).toBe(false);
    expect(rentalServiceDealersQueryString({ market: 'BR', brands: ['fiat', 'JEEP'] })).toBe('market=BR&brands=FIAT%2CJEEP&type=RENTAL');
  });
});

describe('files', () => {
  it('recognises PDF, JPEG and PNG by content only', () => {
    expect(detectFileType(files.pdf)).toBe('application/pdf');
    expect(detectFileType(files.jpeg)).toBe('image/jpeg');
    expect(detectFileType(files.png)).toBe('image/png');
    expect(detectFileType(files.fakePdf)).toBeUndefined();
    expect(detectFileType(new Uint8Array())).toBeUndefined();
    expect(withinTotalLimit([FILE_TOTAL_LIMIT_BYTES])).toBe(true);
    expect(withinTotalLimit([FILE_TOTAL_LIMIT_BYTES, 1])).toBe(false);
    expect(fileDownloadPath({ id: 'a', service: 'lead-documents' })).toBe('/api/v1/file/download/lead-documents/a?download_type=SUB_PATH');
  });
});

describe('the B2E document picker: the server’s rule, before sending', () => {
  it('offers exactly the types the server recognises by content', () => {
    expect(FILE_INPUT_ACCEPT.split(',')).toEqual(['.pdf', '.jpg', '.jpeg', '.png', 'application/pdf', 'image/jpeg', 'image/png']);
    expect(isAcceptedDocument({ name: 'rg.PDF', type: '' })).toBe(true);
    expect(isAcceptedDocument({ name: 'foto.heic', type: 'image/heic' })).toBe(false);
    expect(isAcceptedDocument({ name: 'contrato.docx', type: '' })).toBe(false);
    expect(isAcceptedDocument({ name: 'disfarce.pdf', type: 'application/msword' })).toBe(false);
  });

  it('refuses another type and what would pass the total size at once, keeping the rest, with the reason in pt-BR', () => {
    const mb = 1024 * 1024;
    const chosen = [{ name: 'a.pdf', type: 'application/pdf', size: 20 * mb }];
    const added = [
      { name: 'planilha.xlsx', type: 'application/vnd.ms-excel', size: mb },
      { name: 'b.png', type: 'image/png', size: 4 * mb },
      { name: 'grande.jpg', type: 'image/jpeg', size: 2 * mb },
    ];
    const { accepted, refused } = screenDocuments(chosen, added, FILE_TOTAL_LIMIT_BYTES);
    expect(accepted.map((f) => f.name)).toEqual(['b.png']);
    expect(refused).toEqual([
      { name: 'planilha.xlsx', reason: 'type' },
      { name: 'grande.jpg', reason: 'size' },
    ]);
    expect(documentRefusalMessages(refused, FILE_TOTAL_LIMIT_BYTES)).toEqual([
      'planilha.xlsx não foi adicionado: envie apenas PDF, JPEG ou PNG.',
      'grande.jpg não foi adicionado: o tamanho total dos arquivos não pode exceder 25 MB.',
    ]);
  });

  it('refuses the 21st document at once, keeping the twenty', () => {
    const chosen = Array.from({ length: MAX_FILES_PER_UPLOAD - 1 }, () => ({ size: 10 }));
    const added = ['a.pdf', 'b.pdf'].map((name) => ({ name, type: 'application/pdf', size: 10 }));
    const { accepted, refused } = screenDocuments(chosen, added);
    expect(accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(refused).toEqual([{ name: 'b.pdf', reason: 'count' }]);
    expect(documentRefusalMessages(refused, FILE_TOTAL_LIMIT_BYTES)).toEqual(['b.pdf não foi adicionado: envie no máximo 20 arquivos por vez.']);
  });
});

describe('the upload’s one rule (the browser before sending, the server as the parts arrive)', () => {
  const pdfHead = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]);
  const pngHead = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const textHead = new TextEncoder().encode('nao e pdf');

  it('a renamed file ahead of a large one is refused first, by its bytes, whatever its name and declared type', () => {
    const files = [
      { name: 'falso.pdf', size: 10, type: 'application/pdf', head: textHead },
      { name: 'grande.pdf', size: 12 * 1024 * 1024, type: 'application/pdf', head: pdfHead },
    ];
    expect(firstDocumentRefusal(files)).toEqual({ name: 'falso.pdf', reason: 'type' });
    expect(leadLabels.api.documentRefused(firstDocumentRefusal(files)!)).toBe('Tipo de arquivo não permitido: falso.pdf. Envie PDF, JPEG ou PNG.');
  });

  it('takes PDF, JPEG and PNG by content within 25 MB and 20 files; names the file that passes either limit', () => {
    expect(firstDocumentRefusal([{ name: 'a.pdf', size: 100, head: pdfHead }, { name: 'retrato', size: 100, head: pngHead }])).toBeNull();
    const half = FILE_TOTAL_LIMIT_BYTES / 2 + 1;
    expect(firstDocumentRefusal([{ name: 'a.pdf', size: half, head: pdfHead }, { name: 'b.pdf', size: half, head: pdfHead }])).toEqual({ name: 'b.pdf', reason: 'size' });
    const many = Array.from({ length: MAX_FILES_PER_UPLOAD + 1 }, (_, i) => ({ name: `doc-${i + 1}.pdf`, size: 1, head: pdfHead }));
    expect(firstDocumentRefusal(many)).toEqual({ name: 'doc-21.pdf', reason: 'count' });
    expect(firstDocumentRefusal(many.slice(0, MAX_FILES_PER_UPLOAD))).toBeNull();
    expect(leadLabels.api.documentRefused({ name: 'b.pdf', reason: 'size' })).toBe('b.pdf: o tamanho total dos arquivos não pode exceder 25 MB.');
  });

  it('before the bytes are read, the declared type or the extension stands in for them', () => {
    expect(documentRefusal({ name: 'rg.PDF', size: 1 }, { count: 0, bytes: 0 })).toBeNull();
    expect(documentRefusal({ name: 'contrato.docx', size: 1, type: '' }, { count: 0, bytes: 0 })).toEqual({ name: 'contrato.docx', reason: 'type' });
    // Read bytes decide over the declared type.
    expect(documentRefusal({ name: 'foto.heic', size: 1, type: 'image/heic', head: pngHead }, { count: 0, bytes: 0 })).toBeNull();
  });
});
