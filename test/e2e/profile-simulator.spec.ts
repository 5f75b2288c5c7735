/**
 * The profile simulator quiz on the real server and its seeded quiz
 * (migration 024): from the showcase's link, the splash, every question
 * ('Próxima' once answered, disabled again after the press), the result and
 * its button to the showcase filtered by that body; back and 'Reiniciar';
 * axe at 1280 and 390 px.
 */
import type { Page } from '@playwright/test';
import { demoOffers } from '../../server/demo/demo-catalogue';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, saveShot } from './helpers';

const QUESTIONS = 6;
const idsOfCategory = (categoryCode: string) => new Set(demoOffers.filter((o) => o.category?.categoryCode === categoryCode).map((o) => o.id));

/** Answers every question with the answer at `pick` (0-based), checking the step and the 'Próxima' rule on the way; the last question's button is 'Ver resultado'. */
async function answerAll(page: Page, pick: number, width: number) {
  for (let i = 1; i <= QUESTIONS; i++) {
    const next = page.getByRole('button', { name: i === QUESTIONS ? 'Ver resultado' : 'Próxima' });
    await expect(page.getByTestId('profile-step')).toHaveText(`Pergunta ${i} de ${QUESTIONS}`);
    if (i === QUESTIONS) await expect(page.getByRole('button', { name: 'Próxima' })).toHaveCount(0);
    await expect(next).toBeDisabled();
    await page.getByRole('radio').nth(pick).click();
    await expect(next).toBeEnabled();
    if (i === 2) {
      await expectNoSeriousViolations(page);
      await saveShot(page, `profile-question-${width}`, { fullPage: true });
    }
    await next.click();
  }
}

/** The showcase opened by a result's button: that filter chosen, and only offers of that body shown. */
async function expectFilteredShowcase(page: Page, filterId: string, filterName: string, categoryCode: string) {
  await expect(page).toHaveURL(new RegExp(`/\\?categoria=${filterId}$`));
  await expect(page.getByTestId('offer-filter').getByRole('button', { name: filterName })).toHaveAttribute('aria-pressed', 'true');
  const cards = page.getByTestId('offer-card');
  await expect(cards.first()).toBeVisible();
  const ids = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-offer-id')));
  const ofCategory = idsOfCategory(categoryCode);
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) expect(ofCategory.has(id!), `${id} is a ${categoryCode}`).toBe(true);
}

test('from the showcase to a result (1280 px): the SUV driver gets the SUV offers', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('link', { name: 'Não sabe qual escolher? Descubra seu perfil' }).click();
  await expect(page).toHaveURL(/\/simulador-de-perfil$/);
  const quiz = page.getByTestId('profile-simulator');
  await expect(quiz.getByRole('heading', { level: 1, name: 'Descubra o carro ideal para o seu dia a dia' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await saveShot(page, 'profile-splash-1280', { fullPage: true });

  await quiz.getByRole('button', { name: 'Vamos Lá' }).click();
  // The third answer of each question is the SUV driver's (SU, U, U, U, UP, U).
  await answerAll(page, 2, 1280);

  const result = page.getByTestId('profile-result');
  await expect(result.getByRole('heading', { level: 1, name: 'SUV' })).toBeVisible();
  await expect(result.getByText(/espaço, altura e versatilidade/)).toBeVisible();
  await expect(result.locator('strong', { hasText: 'espaço' })).toHaveText('espaço, altura e versatilidade');
  await expect(result.getByRole('link', { name: 'Ver todas as ofertas' })).toHaveAttribute('href', '/');
  // The splash promised the profile's offers: SUVs of the showcase, each to its details page.
  const offers = result.getByTestId('profile-offer');
  await expect(offers.first()).toBeVisible();
  const ofSuv = idsOfCategory('SUV');
  for (const href of await offers.getByRole('link').evaluateAll((els) => els.map((e) => e.getAttribute('href')))) {
    expect(ofSuv.has(new URLSearchParams(href!.slice(2)).get('offerId')!), `${href} is an SUV`).toBe(true);
  }
  await expectNoSeriousViolations(page);
  await saveShot(page, 'profile-result-1280', { fullPage: true });

  await result.getByRole('link', { name: 'Ver ofertas de SUV' }).click();
  await expectFilteredShowcase(page, 'suv', 'SUV', 'SUV');
  await saveShot(page, 'profile-filtered-showcase-1280');
});

test('back, restart and a result on a phone (390 px): the city driver gets the hatches', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/simulador-de-perfil');
  const quiz = page.getByTestId('profile-simulator');
  await expect(quiz.getByRole('button', { name: 'Vamos Lá' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await saveShot(page, 'profile-splash-390', { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await quiz.getByRole('button', { name: 'Vamos Lá' }).click();
  const step = page.getByTestId('profile-step');
  const back = page.getByRole('button', { name: 'Voltar' });
  await expect(step).toHaveText('Pergunta 1 de 6');
  await expect(back).toHaveCount(0);
  const first = page.getByRole('radio', { name: 'De 500 a 1.000 km, entre casa, trabalho e passeios' });
  await first.click();
  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(step).toHaveText('Pergunta 2 de 6');
  // Back from question 2: question 1 with its answer still chosen.
  await back.click();
  await expect(step).toHaveText('Pergunta 1 de 6');
  await expect(first).toBeChecked();
  await expect(page.getByRole('button', { name: 'Próxima' })).toBeEnabled();
  // 'Reiniciar': the splash, answers forgotten.
  await page.getByRole('button', { name: 'Reiniciar' }).click();
  await expect(quiz.getByRole('button', { name: 'Vamos Lá' })).toBeVisible();
  await quiz.getByRole('button', { name: 'Vamos Lá' }).click();
  await expect(step).toHaveText('Pergunta 1 de 6');
  await expect(first).not.toBeChecked();

  // The first answer of each question is the city driver's.
  await answerAll(page, 0, 390);
  const result = page.getByTestId('profile-result');
  await expect(result.getByRole('heading', { level: 1, name: 'Hatch' })).toBeVisible();
  await expect(result.getByTestId('profile-offer').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
  await saveShot(page, 'profile-result-390', { fullPage: true });
  await result.getByRole('link', { name: 'Ver ofertas de hatch' }).click();
  await expectFilteredShowcase(page, 'hatch', 'Hatch', 'HATCH');
  await saveShot(page, 'profile-filtered-showcase-390');
});
