/**
 * The page frame a Brazilian customer checks before giving a CPF: the
 * header's navigation (inline, and behind 'Menu' on a phone: a dialog a
 * keyboard and a screen reader use), the footer with the company's razão
 * social, CNPJ, address, SAC and ouvidoria from the page's configuration,
 * the links to the terms of use, the privacy policy, 'Como funciona', the
 * questions and the page for companies; and the terms page itself.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { applyDemoModes, parseDemoModes, parseSiteConfig } from '../../models/app/site-config';
import { DEMO_IDENTITY, formatCnpj, telHref } from '../../models/app/site-identity';
import { validateCnpj } from '../../models/common/validators';
import { termsLabels } from '../../models/labels/terms';
import type { Site } from '../../src/site';
import { siteFooterLinks, siteNavItems } from '../../src/site-frame';
import { AppShell } from '../../ui/layout/app-shell';
import { RestrictedPage } from '../../ui/layout/restricted-page';
import { TermsPage } from '../../ui/site/terms-page';

const user = userEvent.setup();

/** The site as src/site.ts reads it from the page: its configuration, with the address's demo modes. */
function siteWith(raw: Record<string, unknown>, demo = ''): Site {
  const demoModes = parseDemoModes(demo);
  return { api: {} as Site['api'], config: applyDemoModes(parseSiteConfig(raw), demoModes), demoModes, labelOverrides: {} };
}

function renderFrame(raw: Record<string, unknown> = {}, pathname = '/', demo = '') {
  const site = siteWith(raw, demo);
  const navigate = vi.fn();
  render(
    <AppShell identity={site.config.identity} navItems={siteNavItems(site, pathname)} footerLinks={siteFooterLinks(site, pathname)} onNavigate={navigate} footerActions={<button type="button">Cookies</button>}>
      <p>conteúdo</p>
    </AppShell>,
  );
  return { navigate, site };
}

describe('the site identity in the configuration', () => {
  it('is the demo company by default: a CNPJ with valid check digits, shown formatted', () => {
    const identity = parseSiteConfig({}).identity;
    expect(identity.legalName).toBe(DEMO_IDENTITY.legalName);
    expect(identity.legalName).toMatch(/Demonstração/);
    expect(validateCnpj(identity.cnpj)).toBeUndefined();
    expect(formatCnpj(identity.cnpj)).toBe('35.820.000/0001-12');
    expect(telHref(identity.sac.phone)).toBe('tel:08000003582');
  });

  it('is the page configuration’s when it says who the site is; an invalid CNPJ keeps the default', () => {
    const own = parseSiteConfig({ identity: { legalName: 'Outra Locadora S.A.', cnpj: '11.222.333/0001-81', sac: { phone: '(11) 4000-1234', email: 'sac@outra.example', hours: 'todos os dias, 24 horas' } } }).identity;
    expect(own.legalName).toBe('Outra Locadora S.A.');
    expect(own.cnpj).toBe('11.222.333/0001-81');
    expect(own.sac.hours).toBe('todos os dias, 24 horas');
    expect(own.ombudsman).toEqual(DEMO_IDENTITY.ombudsman);
    expect(parseSiteConfig({ identity: { legalName: 'Outra Locadora S.A.', cnpj: '11.222.333/0001-00' } }).identity.cnpj).toBe(DEMO_IDENTITY.cnpj);
  });
});

describe('the page frame', () => {
  it('shows in its footer who the site is and how to reach it: razão social, CNPJ, address, SAC and ouvidoria with their hours', () => {
    renderFrame();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(DEMO_IDENTITY.legalName)).toBeTruthy();
    expect(footer.getByText(/CNPJ 35\.820\.000\/0001-12/)).toBeTruthy();
    expect(footer.getByText(DEMO_IDENTITY.address)).toBeTruthy();
    const sac = footer.getByRole('link', { name: `SAC: ligar para ${DEMO_IDENTITY.sac.phone}` });
    expect(sac.getAttribute('href')).toBe('tel:08000003582');
    expect(footer.getByRole('link', { name: `SAC: escrever para ${DEMO_IDENTITY.sac.email}` }).getAttribute('href')).toBe(`mailto:${DEMO_IDENTITY.sac.email}`);
    expect(footer.getByRole('link', { name: `Ouvidoria: ligar para ${DEMO_IDENTITY.ombudsman.phone}` }).getAttribute('href')).toBe('tel:08000003583');
    expect(footer.getByRole('link', { name: `Ouvidoria: escrever para ${DEMO_IDENTITY.ombudsman.email}` })).toBeTruthy();
    expect(footer.getByText(`Atendimento de ${DEMO_IDENTITY.sac.hours}.`)).toBeTruthy();
    expect(footer.getByText(`Atendimento de ${DEMO_IDENTITY.ombudsman.hours}.`)).toBeTruthy();
  });

  it('links from the footer to the terms of use, the privacy policy, how it works, the questions and the page for companies', async () => {
    const { navigate } = renderFrame();
    const nav = within(screen.getByRole('navigation', { name: 'Institucional' }));
    const hrefs = Object.fromEntries(nav.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]));
    expect(hrefs).toEqual({
      'Como funciona': '/como-funciona',
      'Perguntas frequentes': '/como-funciona#perguntas-frequentes',
      Empresas: '/?demo=legalPerson',
      'Termos de uso': '/termos-de-uso',
      'Política de Privacidade': '/privacidade',
    });
    expect(nav.getByRole('button', { name: 'Cookies' })).toBeTruthy();
    await user.click(nav.getByRole('link', { name: 'Termos de uso' }));
    expect(navigate).toHaveBeenCalledWith('/termos-de-uso');
  });

  it('shows a visitor the site’s navigation in the header; the page for companies loads as the site for companies', async () => {
    const { navigate } = renderFrame();
    const nav = within(screen.getByRole('navigation', { name: 'Principal' }));
    expect(nav.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['Ofertas', '/', 'page'],
      ['Como funciona', '/como-funciona', null],
      ['Empresas', '/?demo=legalPerson', null],
      ['Minhas Propostas', '/minhas-propostas', null],
    ]);
    await user.click(nav.getByRole('link', { name: 'Como funciona' }));
    expect(navigate).toHaveBeenCalledWith('/como-funciona');
    // 'Empresas' is the site in another configuration: the browser loads it (the router is not asked).
    navigate.mockClear();
    const companies = nav.getByRole('link', { name: 'Empresas' });
    companies.addEventListener('click', (e) => e.preventDefault());
    await user.click(companies);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on the page for companies, marks Empresas as the current page, and Ofertas loads the site for people again', () => {
    renderFrame({}, '/', 'legalPerson');
    const nav = within(screen.getByRole('navigation', { name: 'Principal' }));
    expect(nav.getByRole('link', { name: 'Empresas' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Ofertas' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens the navigation from Menu in a dialog: keyboard in, Escape out, focus back on Menu; choosing a page closes it', async () => {
    const { navigate } = renderFrame({}, '/termos-de-uso');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(menu.getAttribute('aria-haspopup')).toBe('dialog');
    menu.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Menu do site' });
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    const links = within(dialog).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Ofertas', 'Como funciona', 'Empresas', 'Minhas Propostas']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menu);

    await user.click(menu);
    await user.click(within(await screen.findByRole('dialog', { name: 'Menu do site' })).getByRole('link', { name: 'Como funciona' }));
    expect(navigate).toHaveBeenCalledWith('/como-funciona');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(menu);
    await user.click(within(await screen.findByRole('dialog', { name: 'Menu do site' })).getByRole('button', { name: 'Fechar menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the tab titles', () => {
  it('name the page a role opens, whether the person may see it or is told it is not for them', () => {
    const { unmount } = render(
      <RestrictedPage status="signedIn" allowed title="Gerenciar ofertas" signInText="" signInHref="/entrar">
        <p>gerenciador</p>
      </RestrictedPage>,
    );
    expect(document.title).toBe('Gerenciar ofertas | Flua!');
    unmount();
    render(
      <RestrictedPage status="signedIn" allowed={false} title="Área do vendedor" signInText="" signInHref="/entrar">
        <p>vendedor</p>
      </RestrictedPage>,
    );
    expect(document.title).toBe('Área do vendedor | Flua!');
  });
});

describe('the terms of use', () => {
  it('name the company of the configuration, with its CNPJ, address and service channels, and link to the privacy policy', () => {
    const identity = parseSiteConfig({}).identity;
    render(<TermsPage identity={identity} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeTruthy();
    expect(document.title).toBe('Termos de uso | Flua!');
    expect(screen.getByText(termsLabels.versionLine(termsLabels.version, termsLabels.effectiveFrom))).toBeTruthy();
    const page = screen.getByTestId('terms-page');
    expect(page.textContent).toContain(`${DEMO_IDENTITY.legalName}, inscrita no CNPJ sob o nº 35.820.000/0001-12, com sede em ${DEMO_IDENTITY.address}`);
    expect(page.textContent).toContain(DEMO_IDENTITY.sac.phone);
    expect(page.textContent).toContain(DEMO_IDENTITY.ombudsman.email);
    expect(page.textContent).toContain('artigo 49 do Código de Defesa do Consumidor');
    // Every section in the contents, each heading the target of its link.
    const contents = within(screen.getByRole('navigation', { name: 'Nesta página' })).getAllByRole('link');
    expect(contents).toHaveLength(12);
    for (const link of contents) expect(document.getElementById(link.getAttribute('href')!.slice(1))?.tagName).toBe('H2');
    expect(screen.getByRole('link', { name: 'Política de Privacidade' }).getAttribute('href')).toBe('/privacidade');
  });
});
