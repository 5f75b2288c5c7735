/**
 * Addresses the site does not have: a browser gets the pt-BR not-found page
 * (status 404) with a way back to the offers; the API answers 404 in its
 * error envelope, in pt-BR.
 */
import { expect, test } from './fixtures';
import { checkAtBothWidths, expectNoSeriousViolations, signedIn } from './helpers';

for (const path of ['/admin', '/admin/ofertas/antigas', '/ofertas/antigas?offerId=fiat-mobi-l10']) {
  test(`${path}: the not-found page, status 404, and a way back to the offers`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await expect(page.getByText('Not Found')).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Voltar para as ofertas' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
  });
}

test('the app’s own pages are found', async ({ page }) => {
  for (const path of ['/', '/entrar', '/cadastro', '/admin/ofertas']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
  }
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toHaveCount(0);
});

test('an unknown API path answers 404 in the error envelope, in pt-BR', async ({ request }) => {
  const res = await request.get('/api/admin', { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ error: { code: 'route_not_found', message: 'Endereço não encontrado na API.' } });
});

test('a seller’s unknown quotation or lead says it is not there, with no “Tentar novamente” that cannot help', async ({ browser }) => {
  const seller = await signedIn(browser, { email: 'vendedor@flua.example', password: 'Flua@Vendas1' });
  const page = await seller.newPage();
  await page.goto('/vendedor/cotacoes/COT-999999');
  await expect(page.getByRole('alert')).toContainText('Cotação não encontrada');
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Voltar à área do vendedor/ })).toBeVisible();
  await checkAtBothWidths(page, 'not-found-quotation');
  for (const id of ['abc', '00000000-0000-4000-8000-000000000000']) {
    await page.goto(`/vendedor/leads/${id}`);
    await expect(page.getByRole('alert')).toHaveText('Proposta não encontrada.');
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Voltar às propostas' })).toBeVisible();
  }
  await checkAtBothWidths(page, 'not-found-lead');
  await seller.close();
});

for (const offerId of ['fiat-mobi-removida', 'peugeot-208-arquivada']) {
  test(`an old link to a gone offer (${offerId}) offers the showcase, not a retry`, async ({ page }) => {
    await page.goto(`/?offerId=${offerId}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Esta oferta não está mais disponível');
    await expect(alert.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
    await checkAtBothWidths(page, `gone-offer-${offerId}`);
    await alert.getByRole('button', { name: 'Ver ofertas disponíveis' }).click();
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
  });
}
