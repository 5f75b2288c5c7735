/**
 * The privacy centre (`/privacidade`) end to end, on the real built app and
 * server: a visitor is invited to sign in to see their consents and reopens
 * the cookie choice from the page; a customer whose lead went through the
 * real lead API withdraws its WhatsApp consent, and the dealer's lead page
 * shows it withdrawn at once, WhatsApp no longer a way to contact. The
 * consents' part lists the proposal's e-mail, all transactional: those sent
 * always, and those 'Contato por e-mail' holds back. axe clean at 1280 and
 * 390 px, visitor and signed in; screenshots of each.
 */
import { rentalLead } from '../support/lead-fixtures';
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations, saveShot, sendLead, signedIn } from './helpers';

const CUSTOMER = { email: 'joao@flua.example', password: 'Flua@Cliente2' };
const SELLER = { email: 'vendedor@flua.example', password: 'Flua@Vendas1' };

async function lookAtBothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousViolations(page);
    await saveShot(page, `${name}-${width}`, { fullPage: true });
    await saveShot(page.getByRole('region', { name: 'Seus consentimentos' }), `${name}-consents-${width}`);
    await saveShot(page.getByRole('region', { name: 'Para que usamos e com qual base legal' }), `${name}-purposes-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a visitor reads the centre, is invited to sign in for their consents and reopens the cookie choice', async ({ page }) => {
  await page.goto('/privacidade');
  const centre = page.getByTestId('privacy-page');
  const consents = centre.getByRole('region', { name: 'Seus consentimentos' });
  await expect(consents.getByText(/Entre na sua conta para ver e mudar os consentimentos/)).toBeVisible();
  await expect(consents.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/entrar?redirect=%2Fprivacidade');
  await expect(centre.getByText(/Por quanto tempo/).first()).toBeVisible();
  // Which e-mail a proposal sends: all transactional; the progress reports only with 'Contato por e-mail'.
  const messages = consents.getByRole('region', { name: 'Mensagens do seu pedido por e-mail' });
  await expect(messages.getByText(/são transacionais/)).toBeVisible();
  await expect(messages.getByRole('list').first().getByRole('listitem')).toHaveText([
    /^a confirmação do envio/,
    /^uma nova versão da proposta que muda o que você paga e espera o seu aceite/,
    /^o cancelamento da proposta/,
    /^a recusa da proposta/,
  ]);
  await expect(messages.getByText(/Enviadas só enquanto “Contato por e-mail” estiver autorizado/)).toBeVisible();
  await expect(messages.getByRole('list').nth(1).getByRole('listitem')).toHaveText([/^cada avanço da proposta .*com a mensagem do vendedor\.$/]);
  await lookAtBothWidths(page, 'privacy-centre-visitor');
  await saveShot(messages, 'privacy-centre-messages-1280');
  // The cookie choice, reopened from the page at its purposes.
  await centre.getByRole('button', { name: 'Preferências de cookies' }).click();
  const banner = page.getByTestId('cookie-banner');
  await expect(banner.getByRole('checkbox', { name: /^Medição/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await saveShot(page, 'privacy-centre-cookie-choice-1280');
  await banner.getByRole('button', { name: 'Rejeitar todos' }).click();
  await expect(banner).toHaveCount(0);
});

test('a customer withdraws the WhatsApp consent and the dealer’s lead page shows it withdrawn', async ({ browser }) => {
  test.setTimeout(120_000);
  const customer = await signedIn(browser, CUSTOMER);
  const leadId = await sendLead(customer, rentalLead({ firstName: 'João Pedro Oliveira', email: CUSTOMER.email, cpf: '468.213.579-19', indWhatsappContact: true }), 'e2e-privacy-centre');
  const page = await customer.newPage();
  await page.goto('/privacidade');
  const lead = page.getByTestId('consent-lead').filter({ hasText: `Proposta FL-${leadId.slice(0, 8).toUpperCase()}` });
  const whatsapp = lead.getByTestId('consent').filter({ hasText: 'Contato por WhatsApp' });
  await expect(whatsapp.getByText('Autorizado', { exact: true })).toBeVisible();
  await lookAtBothWidths(page, 'privacy-centre-customer');

  await whatsapp.getByRole('button', { name: 'Retirar' }).click();
  await expect(lead.getByRole('status')).toHaveText(/Consentimento retirado: Contato por WhatsApp/);
  await expect(whatsapp.getByText('Não autorizado', { exact: true })).toBeVisible();
  await expect(whatsapp.getByRole('button', { name: 'Autorizar' })).toBeEnabled();
  await whatsapp.getByText('Histórico').click();
  await expect(whatsapp.getByRole('listitem')).toHaveText([/: autorizado no envio do pedido$/, /: não autorizado por você nesta página$/]);
  await saveShot(lead, 'privacy-centre-withdrawn-1280');

  // The dealer's seller opens the lead: withdrawn, since when, and WhatsApp no longer a way to contact.
  const sellerContext = await signedIn(browser, SELLER);
  const desk = await sellerContext.newPage();
  await desk.goto(`/vendedor/leads/${leadId}`);
  await expect(desk.getByTestId('consent-whatsapp')).toHaveText(/^Não autorizado \(retirado em \d{2}\/\d{2}\/\d{4}\)$/);
  const customerPanel = desk.getByRole('region', { name: 'Cliente' });
  await expect(customerPanel).toContainText('Como prefere ser contatadoTelefone');
  await expect(customerPanel).not.toContainText('WhatsApp');
  await saveShot(desk.getByRole('region', { name: 'Consentimentos (LGPD)' }), 'privacy-centre-seller-consents-1280');
  await saveShot(desk, 'privacy-centre-seller-lead-1280', { fullPage: true });
  await sellerContext.close();
  await customer.close();
});
