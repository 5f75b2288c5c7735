/**
 * The whole showcase end to end: list modes (infinite scroll on a
 * 390 px phone, carousel), the filter, the address's dealer parameters
 * (dealerCode, dealerCnpj, dealerGroup with its expiry), offerId, rental,
 * card v2, the card click order (LET_ME_KNOW, multibrand, legal-person
 * intent), images (profile photos, a 404 and the drawing, colour change),
 * 'Saiba Mais', banners, and axe-core on each mode.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoSeriousViolations, searchOf } from './helpers';

// Its tests share nothing and change nothing on the server: the two workers split them (the suite's last files,
// so neither worker waits for the other at the end).
test.describe.configure({ mode: 'parallel' });

const DAY = 24 * 60 * 60 * 1000;

async function searchIds(page: Page, body: object): Promise<string[]> {
  const res = await page.request.post('/api/search', { data: { brand: ['fiat', 'jeep', 'peugeot', 'citroen'], targetEntityType: 'NATURAL_PERSON', ...body } });
  expect(res.ok()).toBe(true);
  return (await res.json()).hits.hit.filter((h: { fields: { offerDeny: boolean } }) => !h.fields.offerDeny).map((h: { id: string }) => h.id);
}

const cards = (page: Page) => page.getByTestId('offer-card');
const card = (page: Page, offerId: string) => page.locator(`[data-testid="offer-card"][data-offer-id="${offerId}"]`);

/** Clicks 'VER MAIS VEÍCULOS' until the offer's card is on the page. */
/** The current slide's cards span the page column exactly: the first card starts on its left edge, the last ends on its right (within a pixel). */
async function expectSlideOnColumn(page: Page, slide: Locator) {
  const column = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const cardsOfSlide = slide.getByTestId('offer-card');
  const first = (await cardsOfSlide.first().boundingBox())!;
  const last = (await cardsOfSlide.last().boundingBox())!;
  expect(Math.abs(first.x - column.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(last.x + last.width - (column.x + column.width))).toBeLessThanOrEqual(1);
}

async function reveal(page: Page, offerId: string) {
  for (let i = 0; i < 10 && (await card(page, offerId).count()) === 0; i++) {
    await page.getByRole('button', { name: 'VER MAIS VEÍCULOS' }).click();
  }
  await expect(card(page, offerId)).toBeVisible();
}

const localValue = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

test.describe('list modes', () => {
  test('desktop: cards v1, location, dealer line and filter; axe clean', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(6);
    await expect(cards(page).first()).toHaveAttribute('data-card-version', 'v1');
    await expect(page.getByTestId('location-current')).toHaveText('Escolha sua cidade para ver as ofertas da sua região');
    await expect(page.getByTestId('dealer-line')).toHaveText('Nenhuma concessionária selecionada — você escolhe a concessionária ao enviar o seu pedido.');
    await expect(page.getByRole('group', { name: 'Filtrar ofertas' }).getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    const first = cards(page).first();
    await expect(first.getByText(/^Simule uma entrada e economize até R\$\u00a0\d{1,3}(\.\d{3})*,\d{2}$/)).toBeVisible();
    await expect(first.getByRole('list', { name: 'Itens' }).getByRole('listitem')).toHaveCount(3);
    await expectNoSeriousViolations(page);
  });

  test('390 px phone with infinite scroll: more cards load after the loader, without a click', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/?demo=infinite');
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'VER MAIS VEÍCULOS' })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByTestId('loading-more')).toBeVisible();
    await expect(cards(page)).toHaveCount(12, { timeout: 10_000 });
    await expect(page.getByTestId('loading-more')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(cards(page)).toHaveCount(18, { timeout: 10_000 });
    await expectNoSeriousViolations(page);
  });

  test('carousel: 3 cards a slide, arrows, keys, bullets; a filter reloads and goes back to the first slide', async ({ page }) => {
    const all = await searchIds(page, {});
    await page.goto('/?demo=carousel');
    const region = page.getByRole('region', { name: 'Ofertas em destaque' });
    await expect(region).toBeVisible();
    const slides = region.getByTestId('carousel-slide');
    // The first page of the search (24 offers) makes 8 slides.
    expect(all.length).toBeGreaterThan(24);
    await expect(slides).toHaveCount(8);
    // 'Página n de N' counts every slide the list will fill, not only those fetched.
    await expect(region.getByRole('status')).toHaveText(`Página 1 de ${Math.ceil(all.length / 3)}`);
    await expect(slides.first().getByTestId('offer-card')).toHaveCount(3);
    await expect(region).toHaveAttribute('data-slide', '0');
    await expectSlideOnColumn(page, slides.first());
    await region.getByRole('button', { name: 'Próximas ofertas' }).click();
    await expect(region).toHaveAttribute('data-slide', '1');
    await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'false');
    await expect(slides.nth(1).getByTestId('offer-card').first()).toHaveAttribute('data-offer-id', all[3]!);
    // The track moved one 1200 px step.
    await expect.poll(() => slides.nth(1).evaluate((el) => getComputedStyle(el.parentElement!).transform)).toContain('-1200');
    await expect(region).toHaveAttribute('aria-busy', 'false');
    await region.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(region).toHaveAttribute('data-slide', '0');
    await expect(region).toHaveAttribute('aria-busy', 'false');
    await region.getByRole('button', { name: 'Ir para a página 3' }).click();
    await expect(region).toHaveAttribute('data-slide', '2');
    await expectNoSeriousViolations(page);
    // Past the last slide of the page, the next page is fetched.
    await expect(region).toHaveAttribute('aria-busy', 'false');
    await region.getByRole('button', { name: 'Ir para a página 8' }).click();
    await expect(region).toHaveAttribute('data-slide', '7');
    await expect(region).toHaveAttribute('aria-busy', 'false');
    const nextPage = page.waitForRequest((r) => searchOf(r)?.start === 24);
    await region.getByRole('button', { name: 'Próximas ofertas' }).click();
    await nextPage;
    await expect(region).toHaveAttribute('data-slide', '8');
    await expect(slides).toHaveCount(Math.ceil(all.length / 3));

    const suv = await searchIds(page, { fq: { categoryCode: 'SUV' } });
    await page.getByRole('group', { name: 'Filtrar ofertas' }).getByRole('button', { name: 'SUV' }).click();
    await expect(region).toHaveAttribute('data-slide', '0');
    await expect(region.getByTestId('carousel-slide')).toHaveCount(Math.ceil(suv.length / 3));
    await expect(region.getByTestId('offer-card').first()).toHaveAttribute('data-offer-id', suv[0]!);
  });

  test('carousel on a phone: one card a slide, a swipe moves it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/?demo=carousel');
    const region = page.getByRole('region', { name: 'Ofertas em destaque' });
    await expect(region.getByTestId('carousel-slide').first().getByTestId('offer-card')).toHaveCount(1);
    const box = (await region.boundingBox())!;
    await page.mouse.move(box.x + box.width - 40, box.y + 150);
    await page.mouse.down();
    await page.mouse.move(box.x + 40, box.y + 160, { steps: 5 });
    await page.mouse.up();
    await expect(region).toHaveAttribute('data-slide', '1');
    await expect(region).toHaveAttribute('aria-busy', 'false');
    await expectSlideOnColumn(page, region.getByTestId('carousel-slide').nth(1));
  });
});

test.describe('the filter', () => {
  test('a category, then a list of model codes, then all again', async ({ page }) => {
    const sedans = await searchIds(page, { fq: { categoryCode: 'SEDAN' } });
    const models = await searchIds(page, { fq: { modelCodes: ['520', '551'] } });
    await page.goto('/');
    await expect(cards(page)).toHaveCount(6);
    const filter = page.getByRole('group', { name: 'Filtrar ofertas' });
    const searched = page.waitForRequest((r) => searchOf(r)?.fq?.categoryCode === 'SEDAN');
    await filter.getByRole('button', { name: 'Sedã' }).click();
    await searched;
    await expect(filter.getByRole('button', { name: 'Sedã' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(Math.min(6, sedans.length));
    expect(await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-offer-id')))).toEqual(sedans.slice(0, 6));
    await filter.getByRole('button', { name: 'Renegade e Compass' }).click();
    await expect(cards(page)).toHaveCount(Math.min(6, models.length));
    expect(await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-offer-id')))).toEqual(models.slice(0, 6));
    await filter.getByRole('button', { name: 'Todos' }).click();
    await expect(cards(page)).toHaveCount(6);
  });
});

test.describe('location and the address’s dealer', () => {
  test('the visitor picks a state and a city; it is remembered and sent with the search', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(6);
    const box = page.getByTestId('location');
    await box.getByRole('button', { name: 'Escolher cidade' }).click();
    await box.getByLabel('Estado').selectOption('RJ');
    await expect(box.getByLabel('Cidade').getByRole('option', { name: 'Niterói' })).toHaveCount(1);
    await box.getByLabel('Cidade').selectOption('3304557');
    const searched = page.waitForRequest((r) => searchOf(r)?.location?.cityCode === '3304557');
    await box.getByRole('button', { name: 'Confirmar' }).click();
    const request = await searched;
    expect(searchOf(request)!.location).toEqual({ countryCode: 'BR', stateCode: 'RJ', cityCode: '3304557' });
    await expect(page.getByTestId('location-current')).toHaveText('Rio de Janeiro - RJ');
    // The dealer offer of Rio (jeep-renegade-dealer-rj) is offered here.
    const rio = await searchIds(page, { location: { countryCode: 'BR', stateCode: 'RJ', cityCode: '3304557' } });
    expect(rio).toContain('jeep-renegade-dealer-rj');
    expect(JSON.parse((await localValue(page, 'FLUA_LOCATION'))!)).toMatchObject({ stateCode: 'RJ', cityCode: '3304557', cityName: 'Rio de Janeiro' });
    await page.reload();
    await expect(page.getByTestId('location-current')).toHaveText('Rio de Janeiro - RJ');
  });

  test('dealerCode: the dealer’s city becomes the location and cannot be changed', async ({ page }) => {
    const searched = page.waitForRequest((r) => searchOf(r) !== null);
    await page.goto('/?dealerCode=30101');
    const request = await searched;
    expect(searchOf(request)!.location).toEqual({ countryCode: 'BR', stateCode: 'MG', cityCode: '3106200' });
    await expect(page.getByTestId('location-current')).toHaveText('Belo Horizonte - MG');
    await expect(page.getByTestId('dealer-line')).toContainText('Concessionária: Savassi Veículos');
    await expect(page.getByTestId('location')).toContainText('Localização definida pela concessionária');
    await expect(page.getByTestId('location').getByRole('button')).toHaveCount(0);
    expect(await localValue(page, 'DEALER_CODE')).toBe('30101');
    // Its dealer offer shows near it.
    const bh = await searchIds(page, { location: { countryCode: 'BR', stateCode: 'MG', cityCode: '3106200' } });
    await reveal(page, 'fiat-argo-dealer-bh');
    expect(bh).toContain('fiat-argo-dealer-bh');
  });

  test('dealerCode of a dealer that does not sell the brand is not used', async ({ page }) => {
    await page.goto('/?dealerCode=10103');
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByTestId('dealer-line')).toHaveText('Nenhuma concessionária selecionada — você escolhe a concessionária ao enviar o seu pedido.');
    await expect(page.getByTestId('location-current')).toHaveText('Escolha sua cidade para ver as ofertas da sua região');
  });

  test('dealerCnpj: the first listed dealer that sells the brand is selected', async ({ page }) => {
    await page.goto('/?dealerCnpj=11.536.520/0001-30,12060165000138,12164894000134');
    await expect(page.getByTestId('dealer-line')).toContainText('Concessionária: Guanabara Auto');
    await expect(page.getByTestId('location-current')).toHaveText('Rio de Janeiro - RJ');
    expect(await localValue(page, 'DEALER_CNPJ')).toBe('11536520000130,12060165000138,12164894000134');
  });

  test('dealerGroup is stored for 7 days and forgotten after its expiry', async ({ page }) => {
    const before = Date.now();
    await page.goto('/?dealerGroup=GRUPO-MAR');
    await expect(page.getByTestId('dealer-line')).toContainText('Grupo de concessionárias: GRUPO-MAR');
    const stored = JSON.parse((await localValue(page, 'dealerGroup'))!);
    expect(stored.name).toBe('dealerGroup');
    expect(stored.value).toBe('GRUPO-MAR');
    expect(stored.expiry).toBeGreaterThanOrEqual(before + 604_800_000);
    expect(stored.expiry).toBeLessThanOrEqual(Date.now() + 604_800_000);

    // Six days later it still holds.
    await page.evaluate((s) => window.localStorage.setItem('dealerGroup', JSON.stringify({ ...s, expiry: Date.now() + 1 * 24 * 60 * 60 * 1000 })), stored);
    await page.goto('/');
    await expect(page.getByTestId('dealer-line')).toContainText('GRUPO-MAR');

    // Past its expiry it is removed.
    await page.evaluate((s) => window.localStorage.setItem('dealerGroup', JSON.stringify({ ...s, expiry: Date.now() - 1000 })), stored);
    await page.goto('/');
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByTestId('dealer-line')).toHaveText('Nenhuma concessionária selecionada — você escolhe a concessionária ao enviar o seu pedido.');
    expect(await localValue(page, 'dealerGroup')).toBeNull();
    expect(DAY).toBe(86_400_000);
  });
});

test.describe('opening offers and the address', () => {
  test('offerId opens that offer; rental=true opens the proposals view and is removed', async ({ page }) => {
    await page.goto('/?offerId=jeep-compass-l13');
    await expect(page).toHaveURL(/offerId=jeep-compass-l13/);
    await expect(page.getByRole('heading', { name: /Compass/ }).first()).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    // A visitor is asked to sign in first (the proposals view needs login) …
    await page.goto('/?rental=true');
    await expect(page).toHaveURL((url) => url.pathname === '/entrar' && url.searchParams.get('redirect') === '/minhas-propostas' && !url.href.includes('rental'));
    // … a signed-in customer gets the proposals view, and rental=true is gone from the address.
    expect((await page.request.post('/api/auth/sign-in', { data: { email: 'joao@flua.example', password: 'Flua@Cliente2' } })).ok()).toBe(true);
    await page.goto('/?rental=true');
    await expect(page).toHaveURL((url) => url.pathname === '/minhas-propostas' && !url.searchParams.has('rental'));
    await expect(page.getByRole('heading', { name: 'Minhas Propostas' })).toBeVisible();
  });

  test('a card opens the details with offerId', async ({ page }) => {
    await page.goto('/');
    const second = cards(page).nth(1);
    const id = (await second.getAttribute('data-offer-id'))!;
    await second.getByTestId('card-details-button').click();
    await expect(page).toHaveURL(new RegExp(`[?&]offerId=${id}(&|$)`));
  });

  test('LET_ME_KNOW: the card stores currentCarModel and opens the let-me-know page in a new tab', async ({ page }) => {
    await page.context().route('https://www.fiat.com.br/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Avise-me</title><h1>Avise-me</h1>' }));
    await page.goto('/');
    await reveal(page, 'fiat-fastback-avise-me');
    const letMeKnow = card(page, 'fiat-fastback-avise-me');
    await expect(letMeKnow.getByText('Avise-me', { exact: true })).toBeVisible();
    // The let-me-know page is the brand's site: a new tab, this page stays.
    const [tab] = await Promise.all([page.waitForEvent('popup'), letMeKnow.getByTestId('card-details-button').click()]);
    await expect(tab).toHaveURL('https://www.fiat.com.br/avise-me.html');
    await expect(page).toHaveURL(/127\.0\.0\.1/);
    await tab.close();
    const state = await page.context().storageState();
    const local = state.origins.find((o) => o.origin.startsWith('http://127.0.0.1'))!.localStorage;
    const model = JSON.parse(local.find((i) => i.name === 'currentCarModel')!.value);
    expect(model).toMatchObject({ offerId: 'fiat-fastback-avise-me', brand: 'fiat', modelShortName: 'Fastback', sfSubOrigin: 'Avise-me' });
  });

  test('multibrand: another brand’s card goes to its site with the offer id', async ({ page }) => {
    await page.goto('/?demo=multibrand');
    const jeepId = (await searchIds(page, {})).find((id) => id.startsWith('jeep-'))!;
    await reveal(page, jeepId);
    await card(page, jeepId).getByTestId('card-details-button').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('marca') === 'jeep' && url.searchParams.get('offerId') === jeepId);
  });

  test('legal-person pages: a card click scrolls to the intent form instead of opening the offer', async ({ page }) => {
    await page.goto('/?demo=legalPerson');
    await expect(cards(page).first()).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { intents: number }).intents = 0;
      window.addEventListener('flua:scroll-to-legal-person-intent', () => (window as unknown as { intents: number }).intents++);
    });
    await cards(page).first().getByTestId('card-details-button').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { intents: number }).intents)).toBe(1);
    await expect(page).not.toHaveURL(/offerId=/);
  });
});

test.describe('cards and images', () => {
  test('photographed offers show their profile photos; an empty listing (200) falls back to the drawing; a colour change reloads', async ({ page }) => {
    const listings: { url: string; status: number }[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/page/profile-carousel/') && r.url().endsWith('.1.json')) listings.push({ url: r.url(), status: r.status() });
    });
    await page.goto('/');
    // The first card (Fiat Mobi) has no photos: its listing answers an empty folder and the vehicle is drawn in the colour.
    const mobi = cards(page).first();
    await expect(mobi.getByTestId('offer-image')).toHaveAttribute('data-images', 'drawing');
    await expect(mobi.getByTestId('offer-image').getByRole('img')).toHaveAttribute('aria-label', /cor Branco Banchisa/);
    expect(listings.find((l) => l.url.includes('/fiat/products/341/L10/A/2026/'))?.status).toBe(200);
    await mobi.getByRole('radio', { name: 'Cor Vermelho Montecarlo' }).click();
    await expect(mobi.getByTestId('offer-image').getByRole('img')).toHaveAttribute('aria-label', /cor Vermelho Montecarlo/);
    await expect.poll(() => listings.some((l) => l.url.endsWith('/341/L10/A/2026/page/profile-carousel/111.1.json') && l.status === 200)).toBe(true);

    // Fiat Pulse (363) is photographed: three profile photos, the colour's own.
    await reveal(page, 'fiat-pulse-d13');
    const pulse = card(page, 'fiat-pulse-d13');
    await expect(pulse.getByTestId('offer-image')).toHaveAttribute('data-images', 'profile');
    const img = pulse.getByTestId('offer-image').getByRole('img');
    await expect(img).toHaveAttribute('src', /profile-carousel\/268\/perfil-01\.png$/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(640);
    await pulse.getByRole('button', { name: 'Próxima imagem' }).click();
    await expect(img).toHaveAttribute('src', /perfil-02\.png$/);
    await pulse.getByRole('radio', { name: 'Cor Preto Vulcano' }).click();
    await expect(img).toHaveAttribute('src', /profile-carousel\/876\/perfil-01\.png$/);

    // Jeep Commander Longitude has images of its own: a gallery.
    await reveal(page, 'jeep-commander-l13');
    const commander = card(page, 'jeep-commander-l13').getByTestId('offer-image');
    await expect(commander).toHaveAttribute('data-images', 'gallery');
    // White is selected: its own two images, never the black car's.
    await expect(commander.getByRole('img')).toHaveAttribute('alt', /cor Branco Polar, imagem 1 de 2/);
    await expect(commander.getByRole('img')).toHaveAttribute('src', /PW7\/perfil-01\.png$/);
    await commander.getByRole('button', { name: 'Imagem anterior' }).click();
    await expect(commander.getByRole('img')).toHaveAttribute('src', /PW7\/perfil-02\.png$/);
    // A colour without images of its own is drawn in that colour.
    await card(page, 'jeep-commander-l13').getByRole('radio', { name: 'Cor Cinza Sting' }).click();
    await expect(commander).toHaveAttribute('data-images', 'drawing');
    await expect(commander.getByTestId('vehicle-drawing')).toHaveAttribute('data-body-type', 'suv');
  });

  test('card v2 and Saiba Mais (sanitised), and campaign v2 labels', async ({ page }) => {
    await page.goto('/?demo=cardV2,information');
    await expect(cards(page).first()).toHaveAttribute('data-card-version', 'v2');
    await expect(cards(page).first().getByText('PARCELAS A PARTIR DE')).toBeVisible();
    await expect(cards(page).first().getByText('mês', { exact: true })).toBeVisible();
    await reveal(page, 'fiat-pulse-a10');
    const pulse = card(page, 'fiat-pulse-a10');
    // The 'novo' tag's v2 campaign.
    await expect(pulse.getByTestId('card-details-button')).toHaveText('CONHEÇA');
    await pulse.getByRole('button', { name: /^Saiba Mais: / }).click();
    const dialog = page.getByRole('dialog', { name: 'Fiat Pulse Audace Turbo 200' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    await expect(dialog.getByRole('link', { name: 'Conheça o Pulse' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('hidden instalments show the replacement label', async ({ page }) => {
    await page.goto('/?demo=hideInstalments');
    await expect(cards(page).first().getByTestId('card-price')).toHaveText('Consulte as condições na concessionária');
  });

  test('highlights rotate every 2 s, and stop while the card is pointed at', async ({ page }) => {
    // The page's clock is driven by the test: 2 s pass when the test says so, not in real time.
    await page.clock.install();
    await page.goto('/');
    const highlight = cards(page).nth(1).getByTestId('card-highlight');
    const first = await highlight.textContent();
    await page.clock.runFor(2000);
    await expect(highlight).not.toHaveText(first!);
    await cards(page).nth(1).hover();
    const paused = await highlight.textContent();
    await page.clock.runFor(2500);
    await expect(highlight).toHaveText(paused!);
  });
});

test.describe('banners', () => {
  test('mobile app banner: BAIXAR just closes on other systems', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/?demo=banners');
    const banner = page.getByTestId('app-banner');
    await expect(banner).toBeVisible();
    await expectNoSeriousViolations(page);
    await banner.getByRole('button', { name: 'BAIXAR' }).click();
    await expect(banner).toHaveCount(0);
    await expect(page).toHaveURL(/demo=banners/);
  });

  test('mobile app banner: BAIXAR sends iPhone users to the App Store', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    const page = await context.newPage();
    await page.route('https://apps.apple.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>App Store</title>' }));
    await page.goto('/?demo=banners');
    await page.getByTestId('app-banner').getByRole('button', { name: 'BAIXAR' }).click();
    await expect(page).toHaveURL(/^https:\/\/apps\.apple\.com\//);
    await context.close();
  });

  test('proposal banner: shown to a signed-in customer with proposals, closed for good, cleared on sign-out', async ({ page }) => {
    // The demo seller has sent no lead: the proposals are asked for, and no banner shows.
    expect((await page.request.post('/api/auth/sign-in', { data: { email: 'vendedor@flua.example', password: 'Flua@Vendas1' } })).ok()).toBe(true);
    const none = page.waitForResponse((r) => r.url().includes('/api/v2/timeline/rental?'));
    await page.goto('/?demo=banners');
    expect(await (await none).json()).toEqual([]);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId('proposal-banner')).toHaveCount(0);
    // Camila has earlier proposals (the demo seed): the banner shows.
    const res = await page.request.post('/api/auth/sign-in', { data: { email: 'camila@flua.example', password: 'Flua@Cliente1' } });
    expect(res.ok()).toBe(true);
    await page.goto('/?demo=banners');
    const banner = page.getByTestId('proposal-banner');
    await expect(banner).toBeVisible();
    // Her two proposals are counted, not called 'uma proposta'.
    await expect(banner).toContainText('Você tem 2 propostas em andamento.');
    await banner.getByRole('button', { name: 'Fechar' }).click();
    await expect(banner).toHaveCount(0);
    expect(await localValue(page, 'SHOW_BANNER')).toBe('false');
    await page.reload();
    await expect(cards(page).first()).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Conta' }).getByRole('button', { name: /Menu da conta de/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect.poll(() => localValue(page, 'SHOW_BANNER')).toBeNull();
  });
});
