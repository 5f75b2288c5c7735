/** The app's pages (what the server answers with 200) and the not-found page of every other address. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { APP_PAGE_PATHS, APP_PAGE_PATTERNS, isAppPage } from '../../models/app/pages';
import { createAppRouter } from '../../src/router';
import { NotFoundPage } from '../../ui/layout/not-found-page';

describe('the app’s pages', () => {
  it('are exactly the routes of the router, so the server answers each with 200 and nothing else', () => {
    const paths = Object.keys(createAppRouter().routesByPath);
    expect([...paths].sort()).toEqual([...APP_PAGE_PATHS, ...APP_PAGE_PATTERNS].sort());
  });

  it('ignore a trailing slash and know nothing else', () => {
    expect(isAppPage('/')).toBe(true);
    expect(isAppPage('/termos-de-uso')).toBe(true);
    expect(isAppPage('/como-funciona')).toBe(true);
    expect(isAppPage('/privacidade')).toBe(true);
    expect(isAppPage('/entrar/')).toBe(true);
    expect(isAppPage('/minhas-propostas')).toBe(true);
    expect(isAppPage('/admin')).toBe(false);
    expect(isAppPage('/admin/ofertas')).toBe(true);
    expect(isAppPage('/admin/ofertas/')).toBe(true);
    expect(isAppPage('/entrar/x')).toBe(false);
    expect(isAppPage('/vendedor/cotacoes/COT-000001')).toBe(true);
    expect(isAppPage('/vendedor/cotacoes/COT-000001/x')).toBe(false);
  });
});

describe('the not-found page', () => {
  it('says so in pt-BR and leads back to the showcase through the app’s navigation', async () => {
    const navigate = vi.fn();
    render(<NotFoundPage onNavigate={navigate} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeTruthy();
    // The browser's tab names the page too.
    expect(document.title).toBe('Página não encontrada | Flua!');
    const back = screen.getByRole('link', { name: 'Voltar para as ofertas' });
    expect(back.getAttribute('href')).toBe('/');
    await userEvent.click(back);
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
