/**
 * The company fleet outsourcing intent form end to end: the legal-person
 * page (`?demo=legalPerson`) scrolls to it on a card click; its messages; a
 * sent proposal read back through the offer admins' API.
 */
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, leadsOf } from './helpers';

test('legal-person page: a card click scrolls to the intent form; its messages; a proposal is sent, stored and the form cleared', async ({ page, request }) => {
  await page.goto('/?demo=legalPerson');
  await expect(page.getByTestId('offer-card').first()).toBeVisible();
  // The page says it is for companies, and offers no person categories to filter its few offers by.
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas de assinatura para empresas' })).toBeVisible();
  await expect(page).toHaveTitle('Assinatura de carros 0 km para empresas | Flua!');
  await expect(page.getByRole('group', { name: 'Filtrar ofertas' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hatch' })).toHaveCount(0);
  const section = page.getByRole('region', { name: 'Quer terceirizar sua frota com a Flua!?' });
  await expect(section).toHaveAttribute('id', 'intencao-pessoa-juridica');
  const scrolledBefore = await page.evaluate(() => window.scrollY);
  await page.getByTestId('offer-card').first().getByTestId('card-details-button').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledBefore);
  await expect(section.getByRole('heading', { name: 'Quer terceirizar sua frota com a Flua!?' })).toBeInViewport();
  await expect(page).not.toHaveURL(/offerId=/);
  await expect(section.getByText('Preencha o formulário abaixo e receba sua proposta.')).toBeVisible();

  const form = section.getByRole('form', { name: 'Quer terceirizar sua frota com a Flua!?' });
  const privacy = form.getByRole('checkbox', { name: /Política de Privacidade/ });
  const communications = form.getByRole('checkbox', { name: /receber comunicações/ });
  const contactName = form.getByRole('textbox', { name: 'Nome do contato' });
  const group = (name: string) => form.getByRole('group', { name });
  const submit = form.getByRole('button', { name: 'Enviar Proposta' });
  // LGPD: consent is given, never pre-ticked; 'Política de Privacidade' opens the policy.
  await expect(privacy).not.toBeChecked();
  const policy = form.getByRole('link', { name: 'Política de Privacidade' });
  await expect(policy).toHaveAttribute('href', '/privacidade');
  await expect(form.getByRole('textbox', { name: 'Comentário' })).toHaveAttribute('rows', '5');

  // Empty: the basic fields' messages, the privacy agreement's; focus goes to the first.
  await submit.click();
  await expect(contactName).toBeFocused();
  await expect(form.getByText('Campo obrigatório.')).toHaveCount(5);
  await expect(contactName).toHaveAttribute('aria-invalid', 'true');
  await expect(contactName).toHaveAccessibleDescription('Campo obrigatório.');
  await expect(privacy).toHaveAccessibleDescription('Você precisa aceitar as regras.');
  // The send refused: the warning toast of the app's toast host, checked by axe with the messages.
  await expect(page.getByRole('region', { name: /^Avisos/ }).getByTestId('message-toast')).toHaveText(/^Verifique se todos os campos obrigatórios foram preenchidos\./);
  await expectNoSeriousViolations(page);
  await privacy.check();

  await contactName.fill('Bruna Castro Lima');
  await form.getByRole('textbox', { name: 'Razão social' }).fill('Entregas Rápidas Ltda');
  await form.getByRole('textbox', { name: 'CNPJ' }).pressSequentially('9zfl0rt4a00197');
  await expect(form.getByRole('textbox', { name: 'CNPJ' })).toHaveValue('9Z.FL0.RT4/A001-97');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('Bruna.Castro@Example.COM');
  // A company's landline is a phone.
  await form.getByRole('textbox', { name: 'Telefone' }).pressSequentially('1133334444');
  await expect(form.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(11) 3333-4444');

  // The basic fields valid: now the groups are checked.
  await submit.click();
  await expect(group('CNPJ tem mais de um ano?').getByRole('radio').first()).toBeFocused();
  await expect(group('Tamanho atual da frota')).toHaveAccessibleDescription('Campo obrigatório.');
  await expect(group('Tamanho desejado da frota')).toHaveAccessibleDescription('Campo obrigatório.');
  await expect(group('Contato preferencial')).toHaveAccessibleDescription('Selecione um contato preferencial');
  await group('CNPJ tem mais de um ano?').getByRole('radio', { name: 'Sim' }).check();
  await group('Contato preferencial').getByRole('checkbox', { name: 'E-mail' }).check();
  await group('Tamanho atual da frota').getByRole('radio', { name: '11-50' }).check();
  await group('Tamanho desejado da frota').getByRole('radio', { name: '51-100' }).check();
  await form.getByRole('textbox', { name: 'Comentário' }).fill('Frota de entregas urbanas em São Paulo.');
  await communications.check();
  await submit.click();

  const dialog = page.getByRole('dialog', { name: 'Solicitação enviada com sucesso!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Em breve nossa equipe entrará em contato pelo telefone e e-mail fornecidos.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(contactName).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'CNPJ' })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Comentário' })).toHaveValue('');
  await expect(group('Tamanho desejado da frota').getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(communications).not.toBeChecked();
  // The consents empty too: a next request is given its own.
  await expect(privacy).not.toBeChecked();
  await expect(form.getByText('Campo obrigatório.')).toHaveCount(0);

  const leads = (await leadsOf(request, '9ZFL0RT4A00197')).filter((l) => l.kind === 'rental_pj' && l.email === 'bruna.castro@example.com');
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ kind: 'rental_pj', endpoint: '/api/leads/pj', dealerCode: '55553', email: 'bruna.castro@example.com' });
  expect(leads[0]!.body).toMatchObject({
    leadType: 'RENTAL_PJ_FORM_LEAD',
    company_name: 'Entregas Rápidas Ltda',
    contact_name: 'Bruna Castro Lima',
    cnpj: '9ZFL0RT4A00197',
    email: 'bruna.castro@example.com',
    phone: '(11) 3333-4444',
    current_fleet_size: '11-50',
    fleet_size_selected: '51-100',
    fleet_description_comment: 'Frota de entregas urbanas em São Paulo.',
    accept_terms_and_conditions: true,
    accept_communication_contact: true,
    has_one_year_cnpj: true,
    preferred_contact_method: ['email'],
    origin: 'Flua',
  });
});
