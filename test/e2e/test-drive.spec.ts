/**
 * Test drive scheduling end to end (`?demo=testDrive`): a lead asks for a
 * test drive (its messages when the day or time is missing), is sent, and
 * the seller of its dealer reads the test drive on the lead's page. axe at
 * 1280 and 390 px with the test drive open.
 */
import { addDays, format } from 'date-fns';
import { expect, test } from './fixtures';
import { chooseDealer, expectNoSeriousViolations, leadsOf, rememberSaoPaulo, saveShot, successModal } from './helpers';

const SELLER = { email: 'vendedor@flua.example', password: 'Flua@Vendas1' };
const CPF = '11144477735';

test('a lead with a test drive; the seller sees the test drive on the stored lead', async ({ page, request }) => {
  test.setTimeout(180_000);
  await rememberSaoPaulo(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?demo=testDrive&offerId=fiat-mobi-l10');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const form = page.getByRole('form', { name: 'Falta pouco! Envie seus dados' });
  await form.getByRole('textbox', { name: 'Nome completo' }).fill('Renata Alves Prado');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('renata.prado@example.com');
  await form.getByRole('textbox', { name: 'CPF', exact: true }).pressSequentially(CPF);
  await form.getByRole('textbox', { name: 'Celular' }).pressSequentially('11955554444');
  // No contact channel starts ticked: the person ticks WhatsApp.
  await form.getByRole('checkbox', { name: 'WhatsApp', exact: true }).click();
  await chooseDealer(page, 'Paulista Motores');

  const testDrive = form.getByTestId('test-drive');
  await expect(testDrive.getByText('Retornaremos em até 24h.')).toBeVisible();
  await testDrive.getByRole('checkbox', { name: 'AGENDAR UM TEST DRIVE.' }).click();
  const time = testDrive.getByRole('combobox', { name: 'Horário' });
  await expect(time.locator('optgroup')).toHaveCount(2);
  await expect(time.locator('optgroup').first()).toHaveAttribute('label', 'Manhã');
  await expect(time.locator('optgroup').last()).toHaveAttribute('label', 'Tarde');
  await page.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(testDrive.getByText('Escolha um dia', { exact: true })).toBeVisible();
  await expect(time).toHaveAccessibleDescription('Escolha um horário');
  await saveShot(testDrive, 'test-drive-invalid-1280');
  await expectNoSeriousViolations(page);

  // The browser's own calendar (the page has Brazil's date; three days on is inside the window either way).
  const day = format(addDays(new Date(), 3), 'yyyy-MM-dd');
  await testDrive.getByLabel('Dia').fill(day);
  await time.selectOption('15:00');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveShot(testDrive, 'test-drive-filled-390');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(successModal(page)).toBeVisible();

  const [lead] = await leadsOf(request, CPF);
  expect(lead!.body.testDrive).toEqual({ date: day, time: '15:00' });

  expect((await page.request.post('/api/auth/sign-in', { data: SELLER })).status()).toBe(200);
  await page.goto(`/vendedor/leads/${lead!.id}`);
  const [y, m, d] = day.split('-');
  await expect(page.getByTestId('lead-test-drive')).toHaveText(`${d}/${m}/${y}, 15:00 (Tarde)`);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
    await saveShot(page, `seller-lead-test-drive-${width}`, { fullPage: true });
  }
});
