/**
 * Tracking and cookie consent, end to end: the data layer hears one journey
 * (card click → details → plan change → coupon → share → lead sent) with no
 * personal data, each entry with its component's tracking properties (the
 * lead form's dealers come from `/api/dealers/v2` with the offer's MVS
 * code), the lead carries the landing's UTM and gclid and its
 * analytics are sent; a visitor who rejects cookies gets nothing in the data
 * layer and no gclid or UTM kept; the banner is accessible at 1280 and 390 px.
 */
import { looksPersonal } from '../../models/common/tracking';
import { chooseDealer, expectNoSeriousViolations, leadsOf, rememberSaoPaulo, saveShot } from './helpers';
import { NO_CHOICE, expect, test, type Page } from './fixtures';

const CPF = '71428793860';
const EMAIL = 'rita.rastreio@example.com';
const PHONE = '11976540000';
const LANDING = '/?utm_source=google&utm_campaign=verao&gclid=Cj0KCQ-e2e_abc';

type Entry = Record<string, unknown>;
const dataLayer = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []).filter((e) => e.event === 'flua.interaction'));

test('the data layer hears one journey, with no personal data; the lead carries the campaign and its analytics are sent', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await rememberSaoPaulo(page);
  await page.goto(LANDING);
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  // The lead form's dealers (loaded with the offer): the offer service's v2 call, for the city, the brand and the offer's vehicle.
  const dealersAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/dealers/v2');
  await page.getByTestId('offer-card').filter({ hasText: 'Mobi' }).first().getByRole('button', { name: /Mobi Like/ }).click();
  await expect(page.getByTestId('summary')).toBeVisible();
  await page.getByRole('radio', { name: '12 Meses', exact: true }).click();
  await page.getByLabel('Cupom de desconto').fill('bemvindo10');
  await page.getByLabel('Cupom de desconto').press('Enter');
  await expect(page.getByTestId('coupon-applied')).toContainText('BEMVINDO10');
  await page.getByRole('button', { name: 'Compartilhar' }).click();
  await page.getByRole('menuitem', { name: 'Copiar a URL' }).click();
  await expect(page.getByText('Link copiado com sucesso').first()).toBeVisible();

  await page.getByRole('button', { name: 'Continuar' }).click();
  const form = page.getByRole('form', { name: 'Falta pouco! Envie seus dados' });
  await form.getByRole('textbox', { name: 'Nome completo' }).fill('Rita Campos Lima');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(EMAIL);
  await form.getByRole('textbox', { name: 'CPF', exact: true }).pressSequentially(CPF);
  await form.getByRole('textbox', { name: 'Celular' }).pressSequentially(PHONE);
  // No contact channel starts ticked: the person ticks WhatsApp.
  await form.getByRole('checkbox', { name: 'WhatsApp', exact: true }).click();
  const answer = await dealersAnswer;
  expect(Object.fromEntries(new URL(answer.url()).searchParams)).toEqual({ cityCode: '3550308', brand: 'FIAT', type: 'RENTAL', mvsCode: '341L10A' });
  const answered = (await answer.json()) as { fantasyName: string }[];
  // The selector lists what the call answered, in its order.
  await page.getByRole('button', { name: 'Escolha aqui a sua concessionária' }).click();
  const modal = page.getByTestId('dealer-modal');
  await expect(modal.getByRole('radio')).toHaveCount(answered.length);
  expect(await modal.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.getAttribute('aria-label')))).toEqual(answered.map((d) => d.fantasyName));
  await modal.getByRole('radio', { name: 'Paulista Motores' }).click();
  await modal.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByTestId('dealer-selected')).toContainText('Paulista Motores');
  const analytics = page.waitForResponse((r) => r.url().endsWith('/api/useranalytics/send'));
  await page.getByRole('button', { name: 'ENVIAR' }).click();
  expect((await analytics).status()).toBe(201);

  const [lead] = await leadsOf(request, CPF);
  expect(lead!.body).toMatchObject({ utm_source: 'google', utm_campaign: 'verao', gclid: 'Cj0KCQ-e2e_abc' });
  const entries = await dataLayer(page);
  expect(entries.map((e) => e.interactionType)).toEqual(['cardClick', 'detailsView', 'planChange', 'coupon', 'share', 'leadSent']);
  expect(entries.at(-1)).toMatchObject({ leadId: lead!.id, offerId: 'fiat-mobi-l10', period: 12, trackingId: 'flua-lead-form' });
  // Each entry carries its component's tracking properties (`/content/flua/components/{component}.infinity.json`).
  expect(entries.map((e) => e.pageSection)).toEqual(['vitrine', 'detalhes-da-oferta', 'detalhes-da-oferta', 'detalhes-da-oferta', 'detalhes-da-oferta', 'envio-de-dados']);
  expect(entries[0]).toMatchObject({ componentName: 'vitrine-de-ofertas', contentGroup: 'ofertas' });
  const text = JSON.stringify(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer));
  for (const personal of [CPF, '714.287.938-60', EMAIL, PHONE, '(11) 97654-0000', 'Rita']) expect(text).not.toContain(personal);
  for (const entry of entries) for (const value of Object.values(entry)) expect(looksPersonal(String(value)), String(value)).toBe(false);
});

test.describe('a visitor who has not chosen', () => {
  test.use({ storageState: NO_CHOICE });

  test('rejects all: the data layer receives nothing, and no gclid or UTM is kept or sent', async ({ page, request }) => {
    await rememberSaoPaulo(page);
    await page.goto(LANDING);
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    // Before the choice: nothing but the strictly necessary.
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('gclid');
    expect(await page.evaluate(() => sessionStorage.getItem('FLUA_LEAD_TRACKING'))).toBeNull();
    const reject = banner.getByRole('button', { name: 'Rejeitar todos' });
    const accept = banner.getByRole('button', { name: 'Aceitar todos' });
    const look = (l: typeof reject) => l.evaluate((el) => { const s = getComputedStyle(el); const r = el.getBoundingClientRect(); return [Math.round(r.width), Math.round(r.height), s.fontWeight, s.fontSize, s.backgroundColor, s.color]; });
    expect(await look(reject)).toEqual(await look(accept));
    await reject.click();
    await expect(banner).toHaveCount(0);

    await page.getByTestId('offer-card').filter({ hasText: 'Mobi' }).first().getByRole('button', { name: /Mobi Like/ }).click();
    await expect(page.getByTestId('summary')).toBeVisible();
    await page.getByRole('radio', { name: '12 Meses', exact: true }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    const form = page.getByRole('form', { name: 'Falta pouco! Envie seus dados' });
    await form.getByRole('textbox', { name: 'Nome completo' }).fill('Caio Nunes Prado');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('caio.rejeita@example.com');
    await form.getByRole('textbox', { name: 'CPF', exact: true }).pressSequentially('82735461360');
    await form.getByRole('textbox', { name: 'Celular' }).pressSequentially('11976541111');
    // No contact channel starts ticked: the person ticks WhatsApp.
    await form.getByRole('checkbox', { name: 'WhatsApp', exact: true }).click();
    await chooseDealer(page, 'Paulista Motores');
    let analyticsSent = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/useranalytics/send')) analyticsSent = true;
    });
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();

    expect(await dataLayer(page)).toEqual([]);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('gclid');
    expect(await page.evaluate(() => sessionStorage.getItem('FLUA_LEAD_TRACKING'))).toBeNull();
    const [lead] = await leadsOf(request, '82735461360');
    expect(lead!.body).not.toHaveProperty('utm_source');
    expect(lead!.body).not.toHaveProperty('gclid');
    expect(analyticsSent).toBe(false);
    // The choice is kept, and changed from the footer.
    await page.reload();
    await expect(banner).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookies' }).click();
    await expect(banner.getByRole('checkbox', { name: /^Medição/ })).toHaveAttribute('aria-checked', 'false');
  });

  for (const width of [1280, 390]) {
    test(`the banner at ${width} px, then its purposes: accessible, the two choices alike`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
      await page.goto('/');
      const banner = page.getByTestId('cookie-banner');
      await expect(banner).toBeVisible();
      await expect(page.getByTestId('offer-card').first()).toBeVisible();
      expect(await banner.evaluate((el) => { const s = getComputedStyle(el); return [s.position, s.backgroundColor]; })).toEqual(['fixed', 'rgb(255, 255, 255)']);
      await expectNoSeriousViolations(page);
      await saveShot(page, `cookie-banner-${width}`);
      await banner.getByRole('button', { name: 'Personalizar' }).click();
      await banner.getByRole('checkbox', { name: /^Publicidade/ }).click();
      await expect(banner.getByRole('checkbox', { name: /^Publicidade/ })).toHaveAttribute('aria-checked', 'true');
      await expectNoSeriousViolations(page);
      await saveShot(page, `cookie-banner-purposes-${width}`);
      await banner.getByRole('button', { name: 'Salvar escolhas' }).click();
      await expect(banner).toHaveCount(0);
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('FLUA_COOKIE_CONSENT') ?? 'null') as { purposes: unknown } | null);
      expect(stored?.purposes).toEqual({ analytics: false, advertising: true });
    });
  }
});
