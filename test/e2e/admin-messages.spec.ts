/**
 * The offer admin's outbox (`/admin/mensagens`) holds a password-reset
 * message of another account: the list and the opened message say that it
 * went, to whom, when and of which kind, never its link (the server sends no
 * body); the page holds no reset link anywhere. axe clean at 1280 and 390 px
 * with the message open; screenshots to E2E_SHOTS_DIR when set.
 */
import { expect, test } from './fixtures';
import { checkAtBothWidths } from './helpers';

const ADMIN = { email: 'admin@flua.example', password: 'Flua@Admin1' };
const VICTIM = 'joao@flua.example';

test('a password-reset message shows its kind, recipient and dates, never its link', async ({ browser, request }) => {
  expect((await request.post('/api/auth/password-reset', { data: { email: VICTIM } })).status()).toBe(202);

  const context = await browser.newContext();
  const page = await context.newPage();
  expect((await page.request.post('/api/auth/sign-in', { data: ADMIN })).status()).toBe(200);
  await page.goto('/admin/mensagens');
  const row = page.getByTestId('outbox-message').filter({ hasText: VICTIM }).filter({ hasText: 'Crie uma nova senha' }).first();
  await expect(row).toBeVisible();
  await checkAtBothWidths(page, 'messages-withheld-list', { noOverflow: true });

  await row.getByRole('button', { name: /Ver mensagem/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Crie uma nova senha para a sua conta Flua!' });
  await expect(dialog).toContainText('Link de redefinição de senha');
  await expect(dialog).toContainText(VICTIM);
  await expect(dialog.getByTestId('outbox-message-withheld')).toHaveText(
    'Esta mensagem leva um link pessoal, que age em nome de quem a recebe: o conteúdo não é mostrado a ninguém além do destinatário.',
  );
  await expect(dialog.getByTestId('outbox-message-html')).toHaveCount(0);
  await expect(dialog.getByTestId('outbox-message-text')).toHaveCount(0);
  // No reset link anywhere on the page, nor in what the page was answered.
  expect(await page.content()).not.toMatch(/nova-senha\?token=|token=/);
  await checkAtBothWidths(page, 'messages-withheld-dialog', { noOverflow: true });
  await context.close();
});
