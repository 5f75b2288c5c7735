/**
 * Addresses the site does not have: a browser gets the pt-BR not-found page
 * (status 404) with a way back to the offers; the API answers 404 in its
 * error envelope, in pt-BR.
 */
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './helpers';

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
