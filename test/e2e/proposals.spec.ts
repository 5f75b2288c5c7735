/**
 * Minhas Propostas end to end: a signed-in customer sends a lead from the
 * offer's lead step, finds it in their proposals with its timeline,
 * downloads its summary as a PDF, and cancels it; on the real built app and
 * server on a fresh database.
 */
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test } from './fixtures';
import { formatBRL } from '../../models/common/money';
import { proposalCodeOf } from '../../models/lead/lead-status';
import { chooseDealer, expectNoSeriousViolations, leadsOf, rememberSaoPaulo, successModal } from './helpers';

// The demo customer (README "Contas de demonstração"). The form sends the account's CPF and e-mail;
// lead.spec.ts sends a lead with this CPF under another e-mail, which is not João's.
const JOAO = { email: 'joao@flua.example', password: 'Flua@Cliente2', cpf: '46821357919', firstName: 'João' };

test('a signed-in customer sends a lead, sees its timeline in Minhas Propostas and cancels it', async ({ page, request }) => {
  // Six axe runs at two widths, a lead and a cancellation: more than the default minute on a busy machine.
  test.slow();
  await rememberSaoPaulo(page);
  // Signed in through the API: the sign-in page is auth.spec.ts's.
  expect((await page.request.post('/api/auth/sign-in', { data: { email: JOAO.email, password: JOAO.password } })).status()).toBe(200);

  // The lead step, prefilled from the account: only what is still empty is filled.
  await page.goto('/?offerId=fiat-mobi-l10');
  const account = page.getByRole('navigation', { name: 'Conta' });
  const menu = account.getByRole('button', { name: `Menu da conta de ${JOAO.firstName}` });
  await expect(menu).toBeVisible();
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  expect(title).toBe('Fiat Mobi Like 2026');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const step = page.getByTestId('lead-step');
  await expect(step).toBeVisible();
  const form = page.getByRole('form', { name: 'Falta pouco! Envie seus dados' });
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue(JOAO.email);
  await expect(form.getByRole('textbox', { name: 'CPF', exact: true })).toHaveValue('468.213.579-19');
  for (const [name, value] of [['Nome completo', 'João Pedro Oliveira'], ['Celular', '31991234567']] as const) {
    const box = form.getByRole('textbox', { name });
    if ((await box.inputValue()) === '') await box.pressSequentially(value);
  }
  // No contact channel starts ticked: the person ticks WhatsApp.
  await form.getByRole('checkbox', { name: 'WhatsApp', exact: true }).click();
  // Other specs of this worker may have sent João leads for the Mobi: this test's proposal is the one sent now.
  const earlier = new Set((await leadsOf(request, JOAO.cpf)).map((l) => l.id));
  await chooseDealer(page, 'Paulista Motores');
  await page.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(successModal(page)).toBeVisible();
  // The dealer's promise, in São Paulo's time: 'A concessionária entra em contato até qui., 03/12, 11:00'.
  const promise = successModal(page).getByTestId('lead-response-promise');
  await expect(promise).toHaveText(/^A concessionária entra em contato até (dom|seg|ter|qua|qui|sex|sáb)\., \d\d\/\d\d, \d\d:\d\d$/);
  const promiseLine = (await promise.textContent())!;
  await successModal(page).getByRole('button', { name: 'Ok' }).click();
  await expect(successModal(page)).toHaveCount(0);

  const lead = (await leadsOf(request, JOAO.cpf)).find((l) => l.email === JOAO.email && l.offerId === 'fiat-mobi-l10' && !earlier.has(l.id));
  expect(lead).toBeDefined();
  const monthly = formatBRL(lead!.body.rentalPrice as number);
  const plan = `${lead!.body.period as number} meses · ${(lead!.body.km as number).toLocaleString('pt-BR')} km/mês`;
  // The browser's day (playwright.config.ts: America/Sao_Paulo), DD/MM/YYYY.
  const sentOn = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(lead!.createdAt));

  await menu.click();
  await page.getByRole('menuitem', { name: 'Minhas Propostas' }).click();
  await expect(page).toHaveURL(/\/minhas-propostas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas Propostas' })).toBeVisible();
  const proposal = page.getByTestId('proposals').getByRole('article', { name: title }).filter({ hasText: proposalCodeOf(lead!.id) });
  await expect(proposal).toHaveCount(1);
  await expect(proposal.getByTestId('proposal-status')).toHaveText('Proposta enviada');
  // Nobody has moved it yet: the card keeps the dealer's promise, as the success modal said it.
  await expect(proposal.getByTestId('proposal-response-promise')).toHaveText(promiseLine);
  await expect(proposal.getByText(/^Proposta FL-[0-9A-F]{8}$/)).toBeVisible();
  await expect(proposal.getByRole('definition').filter({ hasText: 'Paulista Motores' })).toBeVisible();
  await expect(proposal.getByRole('definition').filter({ hasText: sentOn })).toHaveText(sentOn);
  await expect(proposal.getByText(plan, { exact: true })).toBeVisible();
  await expect(proposal.getByText(monthly, { exact: true })).toBeVisible();
  await expect(proposal.getByRole('link', { name: 'Ver oferta' })).toHaveAttribute('href', '/?offerId=fiat-mobi-l10');
  // The timeline: sent today by João (the current milestone), then the road ahead.
  const milestones = proposal.getByTestId('milestone');
  await expect(milestones).toHaveCount(6);
  const current = proposal.locator('[aria-current="step"]');
  await expect(current).toContainText('Proposta enviada');
  await expect(current).toContainText(`${sentOn} · por João Pedro Oliveira (Cliente)`);
  await expect(milestones.nth(1)).toContainText('Em atendimento');
  await expect(milestones.nth(1)).toContainText('Próxima etapa');
  await expect(milestones.nth(5)).toContainText('Veículo entregue');
  await expectNoSeriousViolations(page);

  // Its summary downloads as a PDF: the figures the customer saw, as the server stored them with the lead.
  const [download] = await Promise.all([page.waitForEvent('download'), proposal.getByRole('link', { name: 'Baixar resumo (PDF)' }).click()]);
  expect(download.suggestedFilename()).toBe(`resumo-proposta-${proposalCodeOf(lead!.id)}.pdf`);
  const pdf = await readFile(await download.path());
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  const pdfText = text.replace(/\s+/g, ' ');
  for (const expected of ['Resumo da proposta', title, proposalCodeOf(lead!.id), 'Paulista Motores', `VALOR MENSAL (${lead!.body.period as number}X)`, monthly]) {
    expect(pdfText).toContain(expected.replace(/\s+/g, ' '));
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(proposal).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);

  // The customer cancels it: a confirm dialog, a note, and 'Cancelada' in the timeline.
  await proposal.getByRole('button', { name: 'Cancelar proposta' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancelar esta proposta?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousViolations(page);
  await dialog.getByRole('textbox', { name: 'Motivo do cancelamento (opcional)' }).fill('Vou esperar o próximo ano.');
  await dialog.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(proposal.getByTestId('proposal-status')).toHaveText('Cancelada');
  await expect(current).toContainText('Cancelada');
  await expect(current).toContainText('por João Pedro Oliveira (Cliente)');
  await expect(current).toContainText('Vou esperar o próximo ano.');
  await expect(milestones).toHaveCount(2);
  await expect(proposal.getByRole('button', { name: 'Cancelar proposta' })).toHaveCount(0);
  await expect(proposal.getByTestId('proposal-response-promise')).toHaveCount(0);

  // It stays cancelled on a fresh load, and `?rental=true` opens the list and leaves the address.
  await page.goto('/?rental=true');
  await expect(page).toHaveURL(/\/minhas-propostas$/);
  await expect(page.getByTestId('proposals').getByRole('article', { name: title }).filter({ hasText: proposalCodeOf(lead!.id) }).getByTestId('proposal-status')).toHaveText('Cancelada');
  await expectNoSeriousViolations(page);
});

test('Minhas Propostas asks a visitor to sign in, and shows an account with no proposals its empty state', async ({ page }) => {
  await page.goto('/minhas-propostas');
  await expect(page).toHaveURL(/\/entrar\?redirect=%2Fminhas-propostas$/);
  // The offer admin has sent no lead.
  const signIn = page.getByRole('form', { name: 'Entrar' });
  await signIn.getByLabel('E-mail').fill('admin@flua.example');
  await signIn.getByLabel('Senha').fill('Flua@Admin1');
  await signIn.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/minhas-propostas$/);
  await expect(page.getByText('Você ainda não tem propostas.')).toBeVisible();
  const banner = page.getByRole('complementary', { name: 'Encontre o carro por assinatura ideal para você' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Ver ofertas' })).toHaveAttribute('href', '/');
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page);
});
