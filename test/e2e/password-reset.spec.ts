/**
 * 'Esqueci minha senha' end to end: the real server mails the link through
 * SMTP to a real SMTP server this spec runs (the e2e server's SMTP_URL points
 * at it, see playwright.config.ts); the link opens the new-password page,
 * the new password signs in, and the used link says so.
 */
import { expect, test, type Page } from './fixtures';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../server/support/smtp';
import { expectNoSeriousViolations, outboxMessages } from './helpers';

const person = {
  fullName: 'Renata Souza Lima',
  cpf: '39053344705',
  phone: '11987654321',
  email: 'renata.reset@flua.example',
  password: 'Antiga#2025',
};
const NEW_PASSWORD = 'Nova#Senha2026';

let smtp: TestSmtpServer;

test.beforeAll(async ({ site }) => {
  smtp = await startSmtpServer({ port: site.smtpPort });
});
test.afterAll(async () => {
  await smtp?.close();
});

async function mailTo(email: string, subject: string): Promise<ReceivedMail> {
  await expect.poll(() => smtp.received.some((m) => m.to.includes(email) && m.subject === subject), { timeout: 20_000 }).toBe(true);
  return smtp.received.find((m) => m.to.includes(email) && m.subject === subject)!;
}

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Senha').fill(password);
  await form.getByRole('button', { name: 'Entrar' }).click();
}

test('forgot password: the e-mailed link sets a new password that signs in, once', async ({ page, request }) => {
  const signUp = await request.post('/api/auth/sign-up', { data: { ...person, passwordConfirmation: person.password } });
  expect(signUp.status()).toBe(201);

  await page.goto('/entrar');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/esqueci-minha-senha$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible();
  await expectNoSeriousViolations(page);

  const form = page.getByRole('form', { name: 'Esqueci minha senha' });
  await form.getByLabel('E-mail').fill('renata@');
  await form.getByRole('button', { name: 'Enviar link' }).click();
  await expect(form.getByText('Digite um e-mail válido')).toBeVisible();
  await expect(form.getByLabel('E-mail')).toBeFocused();

  await form.getByLabel('E-mail').fill(person.email);
  await form.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confira seu e-mail' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`Se houver uma conta Flua! com o e-mail ${person.email}`);
  await expectNoSeriousViolations(page);

  const mail = await mailTo(person.email, 'Crie uma nova senha para a sua conta Flua!');
  expect(mail.text).toContain('Olá, Renata!');
  expect(mail.text).toContain('O link vale por 1 hora e pode ser usado uma única vez.');
  const link = /Criar nova senha: (\S+)/.exec(mail.text)?.[1];
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/redefinir-senha\?token=[A-Za-z0-9_-]{43}$/);
  expect(mail.html).toContain(`href="${link}"`);
  expect(mail.html).toContain('Olá, Renata!');

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Criar nova senha' })).toBeVisible();
  const reset = page.getByRole('form', { name: 'Criar nova senha' });
  await reset.getByLabel('Nova senha', { exact: true }).fill('semmaiuscula1#');
  await reset.getByLabel('Confirme a nova senha').fill('semmaiuscula1#');
  await reset.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(reset.getByText('A senha deve conter pelo menos uma letra maiúscula')).toBeVisible();
  await expectNoSeriousViolations(page);

  await reset.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
  await reset.getByLabel('Confirme a nova senha').fill(NEW_PASSWORD);
  await reset.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/entrar\?senha=alterada$/);
  await expect(page.getByRole('status')).toHaveText('Senha alterada com sucesso. Entre com a sua nova senha.');

  await signIn(page, person.email, person.password);
  await expect(page.getByRole('form', { name: 'Entrar' }).getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
  await signIn(page, person.email, NEW_PASSWORD);
  await expect(page.getByRole('navigation', { name: 'Conta' }).getByRole('button', { name: 'Menu da conta de Renata' })).toBeVisible();

  const notice = await mailTo(person.email, 'A senha da sua conta Flua! foi alterada');
  expect(notice.text).toContain('Pedir um novo link: http://127.0.0.1:');

  // The link worked once.
  await page.goto(link!);
  await expect(page.getByRole('alert')).toHaveText('Este link para criar uma nova senha já foi usado. Cada link vale uma única vez.');
  await page.getByRole('link', { name: 'Pedir um novo link' }).click();
  await expect(page).toHaveURL(/\/esqueci-minha-senha$/);
});

test('an unknown e-mail gets the same confirmation, and no mail', async ({ page, request }) => {
  const before = smtp.received.length;
  await page.goto('/esqueci-minha-senha');
  const form = page.getByRole('form', { name: 'Esqueci minha senha' });
  await form.getByLabel('E-mail').fill('ninguem.aqui@flua.example');
  await form.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toContainText('Se houver uma conta Flua! com o e-mail ninguem.aqui@flua.example');
  // Nothing was written to the outbox for it (a message is written with the answer), so nothing can ever be sent to it.
  const queued = await outboxMessages(request, 'passwordReset');
  expect(queued.filter((m) => m.to.includes('ninguem.aqui@flua.example'))).toEqual([]);
  expect(smtp.received.slice(before).filter((m) => m.to.includes('ninguem.aqui@flua.example'))).toEqual([]);
});
