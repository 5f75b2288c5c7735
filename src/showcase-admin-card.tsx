/**
 * An offer admin's card on the showcase (spec 000 §2 "Card wrapper for
 * admins", 001 §6): the card's wrapper view around the showcase's own card,
 * with the manager's labels (the site's overrides applied) and its links by
 * the manager-path rule, through the router. A chunk of its own: only an
 * offer admin's showcase loads it (with Radix's tooltip and popup).
 */
import { useMemo } from 'react';
import { managerScreenLabels } from '../models/labels/admin-manager';
import { withOverrides } from '../models/labels/spec';
import { AdminCardProviders, AdminOfferCardView } from '../ui/admin/admin-offer-card';
import type { ShowcaseAdminCardProps } from '../ui/showcase/showcase';
import { useManagerLinks } from './manager-links';
import { useSite } from './site-context';

export default function ShowcaseAdminCard({ actorRef, children }: ShowcaseAdminCardProps) {
  const site = useSite();
  const labels = useMemo(() => managerScreenLabels(withOverrides(site.labelOverrides)), [site.labelOverrides]);
  const links = useManagerLinks();
  const editorHref = (offerId: string) => links.href({ view: 'editor', offerId });
  const previewHref = (offerId: string) => links.href({ view: 'preview', offerId });
  return (
    <AdminCardProviders>
      <AdminOfferCardView actorRef={actorRef} labels={labels} editorHref={editorHref} previewHref={previewHref} onNavigate={links.navigate}>
        {children}
      </AdminOfferCardView>
    </AdminCardProviders>
  );
}
