import { test, expect } from '@playwright/test';
for (const width of [390, 1280]) {
  test(`shots ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/?dealerCode=30101&offerId=fiat-argo-dealer-bh');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const step = page.getByTestId('lead-step');
    await expect(step.getByTestId('dealer-selected')).toBeVisible();
    await step.getByRole('button', { name: 'ENVIAR' }).click();
    await page.waitForTimeout(500);
    await step.screenshot({ path: `/tmp/h2/lead-${width}.png` });
    await page.goto('/?demo=legalPerson');
    const form = page.getByTestId('company-intent');
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Enviar Proposta' }).click();
    await page.waitForTimeout(500);
    await form.screenshot({ path: `/tmp/h2/intent-${width}.png` });
  });
}
