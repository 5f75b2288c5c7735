/**
 * Every dialog of the site, as a person sees it, at 1280 and 390 px wide:
 * an opaque panel in the theme's font, above the page (the point at its
 * centre belongs to it), inside the window with its close action reachable,
 * and no serious axe finding (contrast included). Radix portals dialogs to
 * <body>, so this is what catches a theme that does not reach them.
 * Each screen loads once: a dialog that can be closed is opened at 1280 px,
 * then again after the window narrows to 390 px; what ends a journey (a lead
 * or an intent sent, a failed send) is done at 390 px and its modal checked
 * there, then again once the window is 1280 px wide.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { chooseDealer, expectAfterRetries, expectNoSeriousViolations, rememberSaoPaulo, saveShot, successModal } from './helpers';

const OFFER_ID = 'fiat-mobi-l10';
/** The first family of the theme's font stack (ui/theme/theme.css.ts). */
const THEME_FONT = /^system-ui,/;

interface Look {
  background: string;
  fontFamily: string;
  titleFontFamily: string;
  onTop: boolean;
  rect: { left: number; top: number; right: number; bottom: number };
  viewport: { width: number; height: number };
}

/** Computed styles and geometry of a dialog (or menu) panel. */
function look(panel: Locator): Promise<Look> {
  return panel.evaluate((el) => {
    const style = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    const x = Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    const title = el.querySelector('h1, h2, h3, [role="menuitem"]') ?? el;
    return {
      background: style.backgroundColor,
      fontFamily: style.fontFamily,
      titleFontFamily: getComputedStyle(title).fontFamily,
      onTop: hit !== null && el.contains(hit),
      rect: { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
      viewport: { width: window.innerWidth, height: window.innerHeight },
    };
  });
}

/** The alpha of a computed colour ('rgb(…)' is opaque). */
function alphaOf(colour: string): number {
  const rgba = /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(colour);
  return rgba ? Number(rgba[1]) : colour.startsWith('rgb(') ? 1 : 0;
}

/** The checks every dialog must pass; `close` is its way out, which must be in view. `E2E_SHOTS_DIR=/tmp/x` saves a screenshot of each for a person to look at. */
async function expectThemedDialog(page: Page, panel: Locator, close: Locator) {
  await expect(panel).toBeVisible();
  // Radix animates nothing here, but let layout settle after opening.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const seen = await look(panel);
  expect(seen.background, 'the panel has an opaque background').not.toBe('rgba(0, 0, 0, 0)');
  expect(alphaOf(seen.background), `the panel's background ${seen.background} is opaque`).toBe(1);
  expect(seen.fontFamily, 'the panel is in the theme’s font').toMatch(THEME_FONT);
  expect(seen.titleFontFamily, 'its title is in the theme’s font').not.toMatch(/Times/);
  expect(seen.onTop, 'the point at the panel’s centre belongs to the panel').toBe(true);
  expect(seen.rect.left, 'the panel starts inside the window').toBeGreaterThanOrEqual(0);
  expect(seen.rect.top).toBeGreaterThanOrEqual(0);
  expect(seen.rect.right, 'the panel ends inside the window').toBeLessThanOrEqual(seen.viewport.width);
  expect(seen.rect.bottom).toBeLessThanOrEqual(seen.viewport.height);
  await close.scrollIntoViewIfNeeded();
  await expect(close).toBeInViewport();
  await expectNoSeriousViolations(page);
  if (process.env.E2E_SHOTS_DIR) {
    const name = `${test.info().title}-${seen.viewport.width}-${(await panel.getAttribute('data-testid')) ?? (await panel.getAttribute('role'))}`;
    await saveShot(page, name.replace(/[^\w-]+/g, '_'));
  }
}

/** The computed text colour of an element. */
const colourOf = (l: Locator) => l.evaluate((el) => getComputedStyle(el).color);

/** A brand-coloured control inside a panel has its brand page's colour (read before the dialog opened), not the Flua purple. */
async function expectBrandColour(inside: Locator, brandColour: string) {
  expect(brandColour).not.toBe('rgb(58, 26, 120)');
  expect(await colourOf(inside)).toBe(brandColour);
}

async function openLeadStep(page: Page, search = '') {
  await rememberSaoPaulo(page);
  await page.goto(`/?offerId=${OFFER_ID}${search}`);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const step = page.getByTestId('lead-step');
  await expect(step).toBeVisible();
  return step;
}

async function fillPerson(step: Locator, cpf: string) {
  await step.getByRole('textbox', { name: 'Nome completo' }).fill('Helena Duarte Ramos');
  await step.getByRole('textbox', { name: 'E-mail' }).fill(`helena.${cpf}@example.com`);
  await step.getByRole('textbox', { name: 'CPF', exact: true }).pressSequentially(cpf);
  await step.getByRole('textbox', { name: 'Celular' }).pressSequentially('11987651234');
  // No contact channel starts ticked: the person ticks WhatsApp.
  await step.getByRole('checkbox', { name: 'WhatsApp', exact: true }).click();
}

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** Each screen is loaded once; its dialogs are opened at 1280 px, then again after the window narrows to 390 px. */
const WIDTHS = [DESKTOP, PHONE];

test('the info modal and the FAQ of the details', async ({ page }) => {
  await page.goto(`/?offerId=${OFFER_ID}`);
  for (const width of WIDTHS) {
    await page.setViewportSize(width);
    const fiat = await colourOf(page.getByRole('button', { name: 'Ficou alguma dúvida?' }));
    await page.getByRole('button', { name: /^Detalhes: Pacote Tecnologia/ }).click();
    const info = page.getByTestId('details-modal');
    await expect(info).toHaveAttribute('data-status', 'shown');
    await expectThemedDialog(page, info, info.getByRole('button', { name: 'Fechar' }));
    await expectBrandColour(info.getByRole('button', { name: 'Fechar' }), fiat);
    await info.getByRole('button', { name: 'Fechar' }).click();
    await expect(info).toHaveCount(0);

    await page.getByRole('button', { name: 'Ficou alguma dúvida?' }).click();
    const faq = page.getByTestId('faq-modal');
    await expect(faq.getByTestId('faq-entry')).toHaveCount(8);
    await expectThemedDialog(page, faq, faq.getByRole('button', { name: 'Fechar' }));
    await faq.getByRole('button', { name: 'Fechar' }).click();
    await expect(faq).toHaveCount(0);
  }
});

test('the want-help info, the dealer picker and the lead success modal', async ({ page }) => {
  const step = await openLeadStep(page);
  await fillPerson(step, '39053344705');
  for (const width of WIDTHS) {
    await page.setViewportSize(width);
    await step.getByRole('button', { name: 'Saiba mais sobre a ajuda de um especialista' }).click();
    const help = page.getByRole('dialog', { name: 'Ajuda de um especialista' });
    await expectThemedDialog(page, help, help.getByRole('button', { name: 'Fechar' }));
    await help.getByRole('button', { name: 'Fechar' }).click();
    await expect(help).toHaveCount(0);

    await page.getByRole('button', { name: 'Escolha aqui a sua concessionária' }).click();
    const dealers = page.getByTestId('dealer-modal');
    await expect(dealers.getByRole('radio').first()).toBeVisible();
    await expectThemedDialog(page, dealers, dealers.getByRole('button', { name: 'Confirmar' }));
    await page.keyboard.press('Escape');
    await expect(dealers).toHaveCount(0);
  }

  // The lead is sent on the phone; its success modal, then the same modal once the window is wide again.
  await chooseDealer(page, 'Paulista Motores');
  await step.getByRole('button', { name: 'ENVIAR' }).click();
  const success = successModal(page);
  await expectThemedDialog(page, success, success.getByRole('button', { name: 'Ok' }));
  await page.setViewportSize(DESKTOP);
  await expectThemedDialog(page, success, success.getByRole('button', { name: 'Ok' }));
});

test('the lead error modal of the new layout', async ({ page }) => {
  // The server failing is the one thing the real server will not do on demand. The client's retries (1 s, 2 s, 4 s)
  // wait on the page's clock, moved on by expectAfterRetries.
  await page.route('**/api/create-rental-lead', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unavailable', message: 'Serviço indisponível.' } }) }),
  );
  await page.clock.install();
  await page.setViewportSize(PHONE);
  const step = await openLeadStep(page, '&demo=newLayout');
  await fillPerson(step, '61482730553');
  await chooseDealer(page, 'Paulista Motores');
  await step.getByRole('button', { name: 'Continuar' }).click();
  const failure = page.getByTestId('lead-error-modal');
  await expectAfterRetries(page, failure);
  await expectThemedDialog(page, failure, failure.getByRole('button'));
  await page.setViewportSize(DESKTOP);
  await expectThemedDialog(page, failure, failure.getByRole('button'));
});

test('Saiba Mais of a card', async ({ page }) => {
  await page.goto('/?demo=information');
  const pulse = page.locator('[data-testid="offer-card"][data-offer-id="fiat-pulse-a10"]');
  for (let i = 0; i < 10 && (await pulse.count()) === 0; i++) await page.getByRole('button', { name: 'VER MAIS VEÍCULOS' }).click();
  for (const width of WIDTHS) {
    await page.setViewportSize(width);
    const fiat = await colourOf(pulse.getByRole('button', { name: /^Saiba Mais: / }));
    await pulse.getByRole('button', { name: /^Saiba Mais: / }).click();
    const dialog = page.getByRole('dialog', { name: 'Fiat Pulse Audace Turbo 200' });
    await expectThemedDialog(page, dialog, dialog.getByRole('button', { name: 'Fechar' }));
    await expectBrandColour(dialog.getByRole('button', { name: 'Fechar' }), fiat);
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toHaveCount(0);
  }
});

test('the company intent form’s success', async ({ page }) => {
  // Sent on the phone; the success modal, then the same modal once the window is wide again.
  await page.setViewportSize(PHONE);
  await page.goto('/?demo=legalPerson');
  const form = page.getByRole('form', { name: 'Quer terceirizar sua frota com a Flua!?' });
  const group = (name: string) => form.getByRole('group', { name });
  await form.getByRole('textbox', { name: 'Nome do contato' }).fill('Bruna Castro Lima');
  await form.getByRole('textbox', { name: 'Razão social' }).fill('Entregas Rápidas Ltda');
  await form.getByRole('textbox', { name: 'CNPJ' }).pressSequentially('9zfl0rt4a00197');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('bruna.dialogs@example.com');
  await form.getByRole('textbox', { name: /^(Celular|Telefone)$/ }).pressSequentially('21998765432');
  await group('CNPJ tem mais de um ano?').getByRole('radio', { name: 'Sim' }).check();
  await group('Contato preferencial').getByRole('checkbox', { name: 'E-mail' }).check();
  await group('Tamanho atual da frota').getByRole('radio', { name: '11-50' }).check();
  await group('Tamanho desejado da frota').getByRole('radio', { name: '51-100' }).check();
  await form.getByRole('checkbox', { name: /Política de Privacidade/ }).check();
  await form.getByRole('button', { name: 'Enviar Proposta' }).click();
  const dialog = page.getByTestId('intent-success');
  await expectThemedDialog(page, dialog, dialog.getByRole('button', { name: 'Ok' }));
  await page.setViewportSize(DESKTOP);
  await expectThemedDialog(page, dialog, dialog.getByRole('button', { name: 'Ok' }));
});

test('the cancel-proposal dialog of Minhas Propostas, then the signed-in menu', async ({ page }) => {
  // The certified demo customer's seeded proposals; the dialog is left with 'Manter proposta', nothing changes.
  // Signed in through the API (auth.spec.ts signs in through the page): the menu is the same for every account.
  expect((await page.request.post('/api/auth/sign-in', { data: { email: 'camila@flua.example', password: 'Flua@Cliente1' } })).status()).toBe(200);
  await page.goto('/minhas-propostas');
  for (const width of WIDTHS) {
    await page.setViewportSize(width);
    await page.getByRole('button', { name: 'Cancelar proposta' }).first().click();
    const dialog = page.getByTestId('cancel-proposal-dialog');
    await expectThemedDialog(page, dialog, dialog.getByRole('button', { name: 'Manter proposta' }));
    await dialog.getByRole('button', { name: 'Manter proposta' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Conta' }).getByRole('button', { name: 'Menu da conta de Camila' }).click();
    const menu = page.getByRole('menu');
    await expectThemedDialog(page, menu, menu.getByRole('menuitem', { name: 'Sair' }));
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  }
});
