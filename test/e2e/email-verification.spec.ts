/**
 * Proof of e-mail end to end: a lead sent before signing up carries the
 * person's CPF and e-mail; the account created with them sees no proposal,
 * only the notice asking to verify (and can ask for a new link); the link
 * read from the mail received opens the confirmation page, after which the proposal
 * is there. The same link again says it was already used. Axe and
 * screenshots at 1280 and 390 px.
 */
import { expect, test, type Page } from './fixtures';
import { proposalCodeOf } from '../../models/lead/lead-status';
import { cpfCheckDigits } from '../../models/common/validators';
import { expectNoSeriousViolations, mailedLink, mobiLead, sendLead, specMailbox, verificationLinkOf } from './helpers';

const mailbox = specMailbox(test);

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/x4';

function freshCpf(): string {
  const base = String((Date.now() + 7_777) % 1_000_000_000).padStart(9, '3');
  return `${base}${cpfCheckDigits(base)}`;
}

/** Axe at both widths, nothing wider than the window, and a screenshot of each. */
async function checkAtBothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('sign-up → e-mailed link → e-mail verified → the proposal sent before signing up is there', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const person = { name: 'Lívia Moraes Azevedo', cpf: freshCpf(), email: `livia.${stamp}@flua.example`, password: 'Segura#2026' };

  // The lead, sent before there was an account (no session): it carries her CPF and e-mail.
  const visitor = await browser.newContext();
  const leadId = await sendLead(visitor, mobiLead(person, 24, 1000, '268', 5), 'e2e-verify-email');
  await visitor.close();

  await page.goto('/cadastro');
  const form = page.getByRole('form', { name: 'Criar conta' });
  await form.getByLabel('Nome completo').fill(person.name);
  await form.getByLabel('CPF').fill(person.cpf);
  await form.getByLabel('Celular').fill('11912345678');
  await form.getByLabel('E-mail').fill(person.email);
  await form.getByLabel('Senha', { exact: true }).fill(person.password);
  await form.getByLabel('Confirme a senha').fill(person.password);
  await form.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('navigation', { name: 'Conta' }).getByRole('button', { name: 'Menu da conta de Lívia' })).toBeVisible();

  // Not proven yet: no proposal, and the notice asking to verify, with its resend button.
  await page.goto('/minhas-propostas');
  const notice = page.getByRole('region', { name: 'Confirme seu e-mail' });
  await expect(notice).toContainText(`enviamos um link para ${person.email}`);
  await expect(page.getByTestId('proposals').getByRole('article')).toHaveCount(0);
  await checkAtBothWidths(page, 'verify-notice');
  await notice.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
  await expect(notice.getByRole('status')).toHaveText(`Enviamos um novo link para ${person.email}. O link vale por 24 horas.`);
  await checkAtBothWidths(page, 'verify-notice-resent');

  // The link, as the message received carries it.
  const link = await verificationLinkOf(mailbox(), person.email);
  expect(link).toMatch(/^\/confirmar-email\?token=/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmação de e-mail' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'E-mail confirmado!' })).toHaveText('E-mail confirmado! Agora você pode acompanhar suas propostas.');
  await checkAtBothWidths(page, 'verify-done');

  // Proven: the proposal sent before signing up is theirs, and the notice is gone.
  await page.getByRole('link', { name: 'Minhas Propostas' }).last().click();
  await expect(page).toHaveURL(/\/minhas-propostas$/);
  await expect(page.getByTestId('proposals').getByRole('article').filter({ hasText: `Proposta ${proposalCodeOf(leadId)}` })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Confirme seu e-mail' })).toHaveCount(0);

  // The same link again: already used.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('Este link de confirmação já foi usado. Cada link vale uma única vez.');
  await checkAtBothWidths(page, 'verify-used');
});

test('a sign-up with an e-mail an unconfirmed account holds changes nothing until the e-mail’s owner opens the link it was mailed', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `renata.${stamp}@flua.example`;
  const fill = async (p: Page, who: { name: string; cpf: string; password: string }) => {
    await p.goto('/cadastro');
    const form = p.getByRole('form', { name: 'Criar conta' });
    await form.getByLabel('Nome completo').fill(who.name);
    await form.getByLabel('CPF').fill(who.cpf);
    await form.getByLabel('Celular').fill('11912345678');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Senha', { exact: true }).fill(who.password);
    await form.getByLabel('Confirme a senha').fill(who.password);
    await form.getByRole('button', { name: 'Criar conta' }).click();
  };

  // Someone signs up with Renata's e-mail, and never confirms it.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await fill(otherPage, { name: 'Fulano de Tal', cpf: freshCpf(), password: 'Golpe#2026x' });
  await expect(otherPage.getByRole('navigation', { name: 'Conta' }).getByRole('button', { name: 'Menu da conta de Fulano' })).toBeVisible();

  // Renata signs up with her e-mail: nothing is created yet, and the page says where the link went.
  const renata = { name: 'Renata Lopes Vieira', cpf: freshCpf(), password: 'Renata#2026' };
  await fill(page, renata);
  await expect(page.getByTestId('auth-notice')).toHaveText(
    `Para concluir o cadastro, confirme o e-mail: enviamos um link para ${email}. A conta só é criada quando o link for aberto (ele vale por 24 horas).`,
  );
  await expect(page.getByRole('navigation', { name: 'Conta' }).getByRole('link', { name: 'Entrar' })).toBeVisible();
  await checkAtBothWidths(page, 'sign-up-pending');
  // The older account still works meanwhile.
  await otherPage.reload();
  await expect(otherPage.getByRole('navigation', { name: 'Conta' }).getByRole('button', { name: 'Menu da conta de Fulano' })).toBeVisible();

  // The e-mail's owner opens the link: the account is created, proven; she signs in with her password.
  await page.goto(await mailedLink(mailbox(), email, 'Confirmar cadastro'));
  await expect(page.getByRole('status').filter({ hasText: 'Cadastro concluído' })).toHaveText(
    'Cadastro concluído e e-mail confirmado! Entre com seu e-mail e a senha que você escolheu para acompanhar suas propostas.',
  );
  await checkAtBothWidths(page, 'sign-up-confirmed');
  await page.getByRole('link', { name: 'Entrar' }).last().click();
  const signIn = page.getByRole('form', { name: 'Entrar' });
  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByLabel('Senha').fill(renata.password);
  await signIn.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/minhas-propostas$/);
  await expect(page.getByRole('region', { name: 'Confirme seu e-mail' })).toHaveCount(0);
  // The unconfirmed account it replaced is gone.
  await otherPage.reload();
  await expect(otherPage.getByRole('navigation', { name: 'Conta' }).getByRole('link', { name: 'Entrar' })).toBeVisible();
  await other.close();
});
