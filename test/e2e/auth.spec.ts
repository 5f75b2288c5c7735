/**
 * Accounts end to end: sign up, sign out, sign in, the header's
 * user menu, the admin-only showcase card, `rental=true`, and axe.
 */
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations, specMailbox, verifyEmailOf } from './helpers';

const mailbox = specMailbox(test);

const newCustomer = {
  fullName: 'Beatriz Nogueira Costa',
  cpf: '52998224725',
  phone: '11912345678',
  email: 'beatriz.e2e@flua.example',
  password: 'Segura#2025',
};

const account = (page: Page) => page.getByRole('navigation', { name: 'Conta' });

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/entrar');
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Senha').fill(password);
  await form.getByRole('button', { name: 'Entrar' }).click();
}

async function signOut(page: Page, firstName: string) {
  await account(page).getByRole('button', { name: `Menu da conta de ${firstName}` }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(account(page).getByRole('link', { name: 'Entrar' })).toBeVisible();
}

test.describe.serial('a customer account', () => {
  test('sign up from the header, with the spec’s messages first', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByTestId('offer-card')).toHaveCount(6);
    await account(page).getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/entrar$/);
    await page.getByRole('link', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL(/\/cadastro$/);
    await expectNoSeriousViolations(page);

    const form = page.getByRole('form', { name: 'Criar conta' });
    await form.getByLabel('Nome completo').fill('Beatriz');
    await form.getByLabel('CPF').fill('12345678900');
    await form.getByLabel('Senha', { exact: true }).fill('curta');
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expect(form.getByRole('alert')).toHaveText('Confira os campos obrigatórios');
    await expect(form.getByText('Digite pelo menos um sobrenome')).toBeVisible();
    await expect(form.getByText('CPF inválido')).toBeVisible();
    await expect(form.getByText('A senha deve conter no mínimo 8 caracteres')).toBeVisible();
    await expect(form.getByLabel('Nome completo')).toBeFocused();
    await expectNoSeriousViolations(page);
    // An empty CPF is asked for, not called invalid.
    await form.getByLabel('CPF').fill('');
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expect(form.getByText('Digite seu CPF')).toBeVisible();
    // The terms and the privacy policy are linked beside the submit.
    await expect(form.getByRole('link', { name: 'Termos de uso' })).toHaveAttribute('href', '/termos-de-uso');
    await expect(form.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacidade');
    // The password can be shown while typing it (a toggle button, pressed or not).
    const password = form.getByLabel('Senha', { exact: true });
    await password.fill('Visivel#2025');
    await expect(password).toHaveAttribute('type', 'password');
    const reveal = form.getByRole('button', { name: 'Mostrar senha' }).first();
    await reveal.click();
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await reveal.click();
    await expect(password).toHaveAttribute('type', 'password');

    await form.getByLabel('Nome completo').fill(newCustomer.fullName);
    await form.getByLabel('CPF').fill(newCustomer.cpf);
    await expect(form.getByLabel('CPF')).toHaveValue('529.982.247-25');
    await form.getByLabel('Celular').fill(newCustomer.phone);
    await expect(form.getByLabel('Celular')).toHaveValue('(11) 91234-5678');
    await form.getByLabel('E-mail').fill(newCustomer.email);
    await form.getByLabel('Senha', { exact: true }).fill(newCustomer.password);
    await form.getByLabel('Confirme a senha').fill(newCustomer.password);
    await form.getByRole('button', { name: 'Criar conta' }).click();

    // A welcome by name, where the confirmation e-mail went and what to do next; a new one after a cooldown.
    await expect(page).toHaveURL(/\/bem-vindo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boas-vindas, Beatriz!');
    await expect(page.getByTestId('welcome-sent')).toHaveText(`Enviamos um e-mail de confirmação para ${newCustomer.email}.`);
    await expect(page.getByRole('heading', { level: 2, name: 'O que fazer agora' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reenviar e-mail de confirmação' })).toBeDisabled();
    await expect(page.getByTestId('resend-cooldown')).toHaveText(/^Você pode pedir outro e-mail em \d+ s\.$/);
    await expect(account(page).getByRole('button', { name: 'Menu da conta de Beatriz' })).toHaveText(/Beatriz/);
    await expect(account(page).getByRole('link', { name: 'Entrar' })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await verifyEmailOf(request, mailbox(), newCustomer.email);
    // A customer does not see the admin card.
    await expect(page.getByTestId('offer-card')).toHaveCount(6);
    await expect(page.getByTestId('admin-offer-card')).toHaveCount(0);
    // Stays signed in across reloads.
    await page.reload();
    await expect(account(page).getByRole('button', { name: 'Menu da conta de Beatriz' })).toBeVisible();
  });

  test('the same CPF cannot sign up twice', async ({ page }) => {
    await page.goto('/cadastro');
    const form = page.getByRole('form', { name: 'Criar conta' });
    await form.getByLabel('Nome completo').fill('Outra Pessoa Qualquer');
    await form.getByLabel('CPF').fill(newCustomer.cpf);
    await form.getByLabel('Celular').fill('21998765432');
    await form.getByLabel('E-mail').fill('outra.pessoa@flua.example');
    await form.getByLabel('Senha', { exact: true }).fill('Outra#Senha1');
    await form.getByLabel('Confirme a senha').fill('Outra#Senha1');
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expect(form.getByRole('alert')).toContainText('este CPF ou e-mail já está cadastrado');
    await expect(form.getByRole('alert')).not.toContainText('Beatriz');
  });

  test('sign out, then a wrong password, then sign in', async ({ page }) => {
    await signIn(page, newCustomer.email, newCustomer.password);
    await expect(account(page).getByRole('button', { name: 'Menu da conta de Beatriz' })).toBeVisible();
    await signOut(page, 'Beatriz');
    await page.reload();
    await expect(account(page).getByRole('link', { name: 'Entrar' })).toBeVisible();

    await signIn(page, newCustomer.email, 'Errada#123');
    await expect(page.getByRole('form', { name: 'Entrar' }).getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
    await expectNoSeriousViolations(page);
    await page.getByRole('form', { name: 'Entrar' }).getByLabel('Senha').fill(newCustomer.password);
    await page.getByRole('form', { name: 'Entrar' }).getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(account(page).getByRole('button', { name: 'Menu da conta de Beatriz' })).toBeVisible();
  });
});

test('the user menu works with the keyboard and leads to Minhas Propostas', async ({ page }) => {
  await signIn(page, 'joao@flua.example', 'Flua@Cliente2');
  const trigger = account(page).getByRole('button', { name: 'Menu da conta de João' });
  await expect(trigger).toBeVisible();
  await trigger.focus();
  await page.keyboard.press('Enter');
  const items = page.getByRole('menuitem');
  await expect(items).toHaveText(['Minhas Propostas', 'Sair']);
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/minhas-propostas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas Propostas' })).toBeVisible();
  // Choosing an item closes the menu.
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('the user menu closes on choosing an item with the mouse, on Escape and on a click outside it', async ({ page }) => {
  await signIn(page, 'joao@flua.example', 'Flua@Cliente2');
  const trigger = account(page).getByRole('button', { name: 'Menu da conta de João' });
  await trigger.click();
  await page.getByRole('menuitem', { name: 'Minhas Propostas' }).click();
  await expect(page).toHaveURL(/\/minhas-propostas$/);
  await expect(page.getByRole('menu')).toHaveCount(0);
  await trigger.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await trigger.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'Minhas Propostas' }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('a visitor on the way to Minhas Propostas is told how proposals reach an account', async ({ page }) => {
  await page.goto('/minhas-propostas');
  await expect(page).toHaveURL(/\/entrar\?redirect=%2Fminhas-propostas$/);
  await expect(page.getByTestId('auth-notice')).toContainText('entre ou crie uma conta com o mesmo CPF e o mesmo e-mail');
  await page.goto('/entrar');
  await expect(page.getByTestId('auth-notice')).toHaveCount(0);
});

test('rental=true opens Minhas Propostas and leaves the address; a visitor is asked to sign in first', async ({ page }) => {
  await page.goto('/?rental=true');
  await expect(page).toHaveURL(/\/entrar\?redirect=%2Fminhas-propostas$/);
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('E-mail').fill('camila@flua.example');
  await form.getByLabel('Senha').fill('Flua@Cliente1');
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/minhas-propostas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas Propostas' })).toBeVisible();

  await page.goto('/?rental=true');
  await expect(page).toHaveURL(/\/minhas-propostas$/);
  expect(page.url()).not.toContain('rental');
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas Propostas' })).toBeVisible();
});

test('the offer admin sees the admin card and every offer; a visitor does not', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('offer-card')).toHaveCount(6);
  await expect(page.getByTestId('admin-offer-card')).toHaveCount(0);
  const searchBody = { brand: ['fiat', 'jeep', 'peugeot', 'citroen'], targetEntityType: 'NATURAL_PERSON' };
  const visitorFound = (await (await page.request.post('/api/search', { data: searchBody })).json()).hits.found as number;

  await signIn(page, 'admin@flua.example', 'Flua@Admin1');
  await expect(page).toHaveURL(/\/$/);
  await expect(account(page).getByRole('button', { name: 'Menu da conta de Marina' })).toBeVisible();
  const card = page.getByTestId('admin-offer-card');
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: 'CADASTRE SUA OFERTA' })).toBeVisible();
  await expect(card.getByText('Escolha modelo, preço, destaque, features e acompanhe sua publicação')).toBeVisible();
  await expect(card.getByRole('link', { name: 'NOVA OFERTA' })).toHaveAttribute('href', '/admin/ofertas/rental-offer/new');
  await expectNoSeriousViolations(page);

  // The admin's search sees more than a visitor's.
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === 'flua_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  const asAdmin = await page.evaluate(async (body) => {
    const res = await fetch('/api/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return (await res.json()).hits.found as number;
  }, searchBody);
  expect(asAdmin).toBeGreaterThan(visitorFound);

  await signOut(page, 'Marina');
  await expect(page.getByTestId('admin-offer-card')).toHaveCount(0);
  await expect(page.getByTestId('offer-card')).toHaveCount(6);
});

test('the sign-in page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/entrar');
  await expect(page.getByRole('form', { name: 'Entrar' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
