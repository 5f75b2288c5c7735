/**
 * The legal-person interest form 'Quer assinar?' end to end on a legal-person
 * page (`?demo=legalPerson`): its messages, a request whose first answer is
 * lost (the client's retry carries the same Idempotency-Key and makes exactly
 * one lead), the success modal, axe at 1280 and 390 px.
 */
import { expect, test } from './fixtures';
import { expectAfterRetries, expectNoSeriousViolations, leadsOf, saveShot } from './helpers';

test('a company states its interest: messages, one lead despite a lost first answer, the success modal; axe at 1280 and 390 px', async ({ page, request }) => {
  const keys: string[] = [];
  let failed = false;
  await page.route('**/api/leads/pj/interest', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!failed) {
      failed = true;
      // The server stores the lead, but its answer never reaches the browser.
      await route.fetch();
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unavailable', message: 'Serviço indisponível' } }) });
      return;
    }
    await route.continue();
  });
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?demo=legalPerson');
  const section = page.getByRole('region', { name: 'Quer assinar?' });
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute('id', 'quer-assinar');
  const form = section.getByRole('form', { name: 'Quer assinar?' });
  const submit = form.getByRole('button', { name: 'Quero assinar' });
  const privacy = form.getByRole('checkbox', { name: /Política de Privacidade/ });
  await expect(privacy).not.toBeChecked();
  await expect(form.getByRole('textbox', { name: 'Quantidade de veículos' })).toHaveValue('1');

  await submit.click();
  await expect(form.getByRole('textbox', { name: 'Razão social' })).toBeFocused();
  await expect(form.getByText('Campo obrigatório.')).toHaveCount(5);
  await expect(privacy).toHaveAccessibleDescription('Você precisa aceitar as regras.');
  await expect(page.getByRole('region', { name: /^Avisos/ }).getByTestId('message-toast')).toHaveText(/^Verifique se todos os campos obrigatórios foram preenchidos\./);
  await saveShot(section, 'interest-invalid-1280');
  await saveShot(page, 'interest-invalid-toast-1280');
  await expectNoSeriousViolations(page);

  await form.getByRole('textbox', { name: 'Razão social' }).fill('Transportes Serra Azul Ltda');
  await form.getByRole('textbox', { name: 'Nome do contato' }).fill('Carlos Eduardo Pinto');
  await form.getByRole('textbox', { name: 'CNPJ' }).pressSequentially('11222333000181');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('Carlos.Pinto@Example.com');
  await form.getByRole('textbox', { name: 'Telefone' }).pressSequentially('1133334444');
  await form.getByRole('textbox', { name: 'Quantidade de veículos' }).fill('12');
  await privacy.check();
  await submit.click();
  // The groups are checked once the basic fields are valid.
  const age = form.getByRole('group', { name: 'CNPJ tem mais de dois anos?' });
  await expect(age).toHaveAccessibleDescription('Campo obrigatório.');
  await age.getByRole('radio', { name: 'Sim' }).check();
  await form.getByRole('group', { name: 'Contato preferencial' }).getByRole('checkbox', { name: 'E-mail' }).check();
  await submit.click();

  const dialog = page.getByRole('dialog', { name: 'Solicitação enviada com sucesso!' });
  await expectAfterRetries(page, dialog);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  await saveShot(page, 'interest-sent-1280');
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await saveShot(page, 'interest-sent-390');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Razão social' })).toHaveValue('');
  // The consents empty with the rest: a next request is given its own.
  await expect(privacy).not.toBeChecked();
  await saveShot(section, 'interest-cleared-390');
  await expectNoSeriousViolations(page);

  const leads = (await leadsOf(request, '11222333000181')).filter((l) => l.endpoint === '/api/leads/pj/interest');
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ kind: 'rental_pj', dealerCode: '55553', email: 'carlos.pinto@example.com' });
  expect(leads[0]!.body).toMatchObject({ form: 'quer-assinar', corporateName: 'Transportes Serra Azul Ltda', totalVehicles: 12, hasTwoYearCnpj: true, preferred_contact_method: ['email'] });
});
