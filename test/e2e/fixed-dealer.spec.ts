/**
 * A dealer from the address (`?dealerCode=`, the spec's 'Campanha CCSS'
 * path): the dealer gives the city and the dealer, so a visitor who never
 * chose a city sends a lead from a phone and from a desktop. The lead step
 * shows no dealer selector (spec 000 §2 "dealer selector unless a fixed
 * dealer code is set"); the stored lead carries that dealer, its city and
 * the campaign sub-origin.
 */
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, leadsOf, saveShot, successModal } from './helpers';

const widths = [
  { name: 'phone', width: 390, height: 844, cpf: '28374615044', email: 'campanha.celular@example.com' },
  { name: 'desktop', width: 1280, height: 900, cpf: '91827364050', email: 'campanha.desktop@example.com' },
];

for (const w of widths) {
  test(`?dealerCode=30101 at ${w.width} px: the lead is sent to Savassi Veículos without choosing a city`, async ({ page, request }) => {
    await page.setViewportSize({ width: w.width, height: w.height });
    await page.goto('/?dealerCode=30101');
    await page.getByTestId('offer-card').filter({ hasText: 'Trekking' }).first().getByRole('button', { name: /^QUERO ESTE: / }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    const step = page.getByTestId('lead-step');
    await expect(step).toBeVisible();
    await expect(step.getByRole('textbox', { name: 'Nome completo' })).toBeVisible();
    // No selector, not even a locked one: the dealer is the address's.
    await expect(step.getByTestId('dealer-selector')).toHaveCount(0);
    await expect(step.getByText('Savassi Veículos')).toHaveCount(0);
    await expect(step.getByText('Concessionária definida pelo link que você abriu.')).toHaveCount(0);
    await expect(step.getByRole('button', { name: 'Escolha aqui a sua concessionária' })).toHaveCount(0);
    await saveShot(page, `fixed-dealer-lead-step-${w.width}`);
    await expectNoSeriousViolations(page);

    await step.getByRole('textbox', { name: 'Nome completo' }).fill('Marina Campos Teixeira');
    await step.getByRole('textbox', { name: 'E-mail' }).fill(w.email);
    await step.getByRole('textbox', { name: 'CPF', exact: true }).pressSequentially(w.cpf);
    await step.getByRole('textbox', { name: 'Celular' }).pressSequentially('31987654321');
    // No contact channel starts ticked: the person ticks WhatsApp.
    await step.getByRole('checkbox', { name: 'WhatsApp', exact: true }).click();
    await step.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(page.getByText('Por favor, escolha uma cidade.')).toHaveCount(0);
    await expect(successModal(page)).toBeVisible();
    await saveShot(page, `fixed-dealer-sent-${w.width}`);

    const [lead] = await leadsOf(request, w.cpf);
    expect(lead).toMatchObject({ kind: 'rental', dealerCode: '30101', email: w.email });
    expect(lead!.body).toMatchObject({ dealersCode: '30101', uf: 'MG', cidade: 'Belo Horizonte', SubOrigem__c: 'Campanha CCSS' });
  });
}
