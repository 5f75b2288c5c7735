/** The page frame's links for this site: the header's navigation and the footer's, from the page's configuration. */
import { AUTH_PATHS } from '../models/account/auth';
import { siteLabels } from '../models/labels/site';
import { FAQ_HREF, HOW_IT_WORKS_PATH, PRIVACY_PATH, SHOWCASE_PATH, TERMS_PATH } from '../models/app/pages';
import type { SiteNavItem } from '../ui/layout/frame-link';
import type { Site } from './site';

/**
 * The page for companies is the site in another configuration (the legal-person offers and the company forms):
 * going there, or back to the offers from there, loads the page.
 */
function onCompaniesPage(site: Site): boolean {
  return site.config.targetEntityType === 'LEGAL_PERSON';
}

/** Ofertas, Como funciona, Empresas, Minhas propostas (a visitor is asked to sign in there first). */
export function siteNavItems(site: Site, pathname: string): SiteNavItem[] {
  const h = siteLabels.header;
  const companies = onCompaniesPage(site);
  return [
    { href: SHOWCASE_PATH, label: h.offers, current: pathname === SHOWCASE_PATH && !companies, reload: companies },
    { href: HOW_IT_WORKS_PATH, label: h.howItWorks, current: pathname === HOW_IT_WORKS_PATH },
    { href: site.config.companiesHref, label: h.companies, current: pathname === SHOWCASE_PATH && companies, reload: true },
    { href: AUTH_PATHS.proposals, label: h.proposals, current: pathname === AUTH_PATHS.proposals },
  ];
}

/** Como funciona, Perguntas frequentes, Empresas, Termos de uso, Política de Privacidade. */
export function siteFooterLinks(site: Site, pathname: string): SiteNavItem[] {
  const f = siteLabels.footer;
  return [
    { href: HOW_IT_WORKS_PATH, label: f.howItWorks },
    { href: FAQ_HREF, label: f.faq },
    { href: site.config.companiesHref, label: f.companies, reload: true },
    { href: TERMS_PATH, label: f.terms, current: pathname === TERMS_PATH },
    { href: PRIVACY_PATH, label: f.privacy, current: pathname === PRIVACY_PATH },
  ];
}
