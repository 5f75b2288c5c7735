/**
 * The admin's dealer settings end to end, on the real built app and server:
 * the admin opens Paulista Motores by its code, is told what is wrong with a
 * URL that is not https, saves the response hours and the webhook URL (a real
 * receiver in this test, on 127.0.0.1), makes the signing secret (shown once);
 * a visitor's lead is then POSTed by the server's delivery loop to the
 * receiver, which verifies its signature, and the screen lists the delivery as
 * delivered; the secret is not shown again, and its replacement asks first.
 * axe clean, and screenshots, at 1280 and 390 px. The dealer is put back as
 * it was (4 hours, no webhook). The same lead's mail, read from a real SMTP
 * server: the customer's confirmation with the promised time, and the
 * dealer's seller's notice.
 */
import { expect, test } from './fixtures';
import { rentalLead } from '../support/lead-fixtures';
import { startWebhookReceiver } from '../server/support/webhook-receiver';
import { checkAtBothWidths, sendLead, signedIn, specMailbox } from './helpers';

const ADMIN = { email: 'admin@flua.example', password: 'Flua@Admin1' };
/** The demo seller of Paulista Motores (10101). */
const SELLER_EMAIL = 'vendedor@flua.example';
const mailbox = specMailbox(test);

test('the admin configures a dealer’s hours and webhook, makes its secret once, and sees a lead’s event delivered, signed', async ({ browser }) => {
  test.setTimeout(120_000);
  const receiver = await startWebhookReceiver();
  const admin = await signedIn(browser, ADMIN);
  try {
    const page = await admin.newPage();
    await page.goto('/admin/concessionarias');
    const screen = page.getByTestId('dealer-settings');
    await expect(screen.getByRole('heading', { name: 'Concessionárias: prazo e integração' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Abrir' })).toBeDisabled();
    await screen.getByLabel('Código da concessionária').fill('99999');
    await screen.getByRole('button', { name: 'Abrir' }).click();
    await expect(screen.getByRole('alert')).toHaveText('Concessionária não encontrada.');
    await screen.getByLabel('Código da concessionária').fill('10101');
    await screen.getByRole('button', { name: 'Abrir' }).click();
    await expect(screen.getByRole('heading', { name: /\(10101\)$/ })).toBeVisible();
    await expect(screen.getByLabel('Prazo de resposta (horas úteis)')).toHaveValue('4');
    await expect(screen.getByText('Nenhum evento enviado ainda.')).toBeVisible();

    // What is wrong shows once the admin tries to save.
    await screen.getByLabel('Prazo de resposta (horas úteis)').fill('200');
    await screen.getByLabel('URL do webhook').fill('http://sistema.paulista.example/flua');
    await screen.getByRole('button', { name: 'Salvar' }).click();
    await expect(screen.getByText('Informe um prazo entre 1 e 120 horas úteis.')).toBeVisible();
    await expect(screen.getByText(/Informe uma URL https válida/)).toBeVisible();
    await checkAtBothWidths(page, 'dealer-settings-invalid', { noOverflow: true });

    await screen.getByLabel('Prazo de resposta (horas úteis)').fill('6');
    await screen.getByLabel('URL do webhook').fill(receiver.url);
    await screen.getByRole('button', { name: 'Salvar' }).click();
    await expect(screen.getByRole('status')).toHaveText('Configuração salva.');

    await screen.getByRole('button', { name: 'Gerar segredo' }).click();
    const secret = screen.getByTestId('dealer-new-secret');
    await expect(secret).toHaveText(/^whsec_/);
    receiver.secret = (await secret.textContent())!;
    await expect(screen.getByText('Copie agora: este segredo não será exibido novamente.')).toBeVisible();
    await checkAtBothWidths(page, 'dealer-settings-secret', { noOverflow: true });

    // A visitor's lead: the server's delivery loop POSTs its event, signed, to the receiver.
    const visitor = await browser.newContext();
    const customerEmail = `helena.${Date.now()}@example.com`;
    const leadId = await sendLead(visitor, rentalLead({ firstName: 'Helena Webhook Prado', cpf: '714.602.385-08', email: customerEmail }), 'dealer-webhook-e2e');
    await visitor.close();
    await expect.poll(() => receiver.received.map((r) => r.reason)).toEqual(['accepted']);
    const event = JSON.parse(receiver.received[0]!.body) as { type: string; dealerCode: string; data: { leadId: string; respondBy: string } };
    expect(event).toMatchObject({ type: 'lead.created', dealerCode: '10101', data: { leadId } });
    expect(receiver.received[0]!.body).not.toContain('Helena');

    // The same lead's mail: the customer's confirmation with the dealer's promised time, and the dealer's seller's notice.
    const mailTo = (to: string, subject: RegExp) => mailbox().received.find((m) => m.to.includes(to) && subject.test(m.subject));
    await expect.poll(() => mailTo(customerEmail, /^Recebemos sua proposta /) !== undefined, { timeout: 20_000 }).toBe(true);
    const confirmation = mailTo(customerEmail, /^Recebemos sua proposta /)!;
    const code = /^Recebemos sua proposta (\S+)$/.exec(confirmation.subject)![1]!;
    expect(confirmation.text).toMatch(/A concessionária entra em contato até (dom|seg|ter|qua|qui|sex|sáb)\., \d\d\/\d\d, \d\d:\d\d/);
    expect(confirmation.text).toContain('Paulista Motores');
    await expect.poll(() => mailTo(SELLER_EMAIL, new RegExp(`^Nova proposta ${code} para responder$`)) !== undefined, { timeout: 20_000 }).toBe(true);
    const notice = mailTo(SELLER_EMAIL, new RegExp(`^Nova proposta ${code} para responder$`))!;
    expect(notice.text).toContain('Helena Webhook Prado');
    // The seller's notice names the customer, never their CPF or e-mail.
    expect(notice.text).not.toContain('714.602.385-08');
    expect(notice.text).not.toContain(customerEmail);

    // Opened again, the dealer lists the delivery; the secret is not shown again.
    await screen.getByRole('button', { name: 'Trocar de concessionária' }).click();
    await screen.getByRole('button', { name: 'Abrir' }).click();
    const row = screen.getByRole('table', { name: 'Últimas entregas' }).getByRole('row').nth(1);
    await expect(row).toContainText('Proposta recebida');
    await expect(row).toContainText('Entregue');
    await expect(row).toContainText('HTTP 204');
    await expect(screen.getByTestId('dealer-new-secret')).toHaveCount(0);
    await expect(page.getByText(receiver.secret)).toHaveCount(0);
    await expect(screen.getByText(/^Segredo atual gerado em .*Ele não é exibido de novo\.$/)).toBeVisible();
    await checkAtBothWidths(page, 'dealer-settings-deliveries', { noOverflow: true });

    // Replacing the secret asks first; 'Cancelar' keeps it.
    await screen.getByRole('button', { name: 'Trocar segredo' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Trocar segredo' });
    await expect(confirm).toContainText('O segredo atual deixa de valer na hora.');
    await checkAtBothWidths(page, 'dealer-settings-rotate-confirm', { noOverflow: true });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(screen.getByTestId('dealer-new-secret')).toHaveCount(0);
  } finally {
    // The showcase as found: the default promise, no webhook.
    const reset = await admin.request.put('/api/admin/dealers/10101/settings', { data: { responseHours: 4, webhookUrl: null } });
    expect(reset.status()).toBe(200);
    await admin.close();
    await receiver.close();
  }
});
