/**
 * The privacy policy page (`/privacidade`, LGPD): a real, readable page in
 * pt-BR at 390 and 1280 px, reached from every form's 'Política de
 * Privacidade'.
 */
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, saveShot } from './helpers';

for (const width of [390, 1280]) {
  test(`the privacy policy at ${width} px: what is kept, why, on which basis, shared with whom, for how long, and the rights`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/privacidade');
    const policy = page.getByTestId('privacy-page');
    await expect(policy.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
    await expect(policy).toHaveAttribute('data-version', /^\d{4}-\d{2}-\d{2}$/);
    await expect(policy.getByText(/^Versão \d{4}-\d{2}-\d{2}, em vigor desde/)).toBeVisible();
    for (const heading of ['Quais dados guardamos', 'Para que usamos e com qual base legal', 'Com quem compartilhamos', 'Por quanto tempo guardamos', 'Seus direitos']) {
      await expect(policy.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(policy.getByText(/concessionária escolhida por você/)).toBeVisible();
    await expect(policy.getByText(/art\. 7º, V/).first()).toBeVisible();
    await expect(policy.getByText(/não viraram contrato: 12 meses após a última movimentação/)).toBeVisible();
    await expect(policy.getByText(/a retirada do consentimento/)).toBeVisible();
    // Readable: no sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousViolations(page);
    await saveShot(page, `privacy-${width}`, { fullPage: true });
    await policy.getByRole('link', { name: 'Voltar para as ofertas' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('every form’s "Política de Privacidade" opens the policy', async ({ page, context }) => {
  await page.goto('/?demo=legalPerson');
  const form = page.getByRole('form', { name: 'Quer terceirizar sua frota com a Flua!?' });
  const link = form.getByRole('link', { name: 'Política de Privacidade' });
  await expect(link).toHaveAttribute('href', '/privacidade');
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(tab.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
  await tab.close();
  // The form keeps what was typed, its consent still unticked.
  await expect(form.getByRole('checkbox', { name: /Política de Privacidade/ })).not.toBeChecked();

  await page.goto('/?offerId=fiat-mobi-l10');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByTestId('lead-step').getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacidade');
});
