import { describe, expect, it } from 'vitest';
import { labelOverridesOf, parseSiteConfig } from '../../models/app/site-config';
import { labels, withOverrides } from '../../models/labels/spec';
import { leadScreenLabels } from '../../models/labels/lead';

/** Spec 001 §8: 'Infelizmente a Flua! ainda não está disponível na sua região!' (configurable). */
describe('the site configuration’s texts over the spec’s defaults', () => {
  it('the no-dealer-in-the-region message is the spec’s unless the site configures another', () => {
    const byDefault = withOverrides(labelOverridesOf(parseSiteConfig({})));
    expect(byDefault.dealerSelector.unavailableInRegion).toBe('Infelizmente a Flua! ainda não está disponível na sua região!');
    const configured = withOverrides(labelOverridesOf(parseSiteConfig({ unavailableInRegionText: 'Em breve na sua cidade!' })));
    expect(configured.dealerSelector.unavailableInRegion).toBe('Em breve na sua cidade!');
    expect(leadScreenLabels(configured).dealerSelector.unavailableInRegion).toBe('Em breve na sua cidade!');
    expect(labels.dealerSelector.unavailableInRegion).toBe('Infelizmente a Flua! ainda não está disponível na sua região!');
  });
  it('the showcase’s configured texts still apply', () => {
    const o = labelOverridesOf(parseSiteConfig({ showMoreLabel: 'MAIS', notFoundText: 'Nada', detailsButtonLabel: 'VER' }));
    expect(o.showcase).toEqual({ showMore: 'MAIS', notFound: 'Nada', detailsButton: 'VER' });
    expect(labelOverridesOf(parseSiteConfig({}))).toEqual({ showcase: {} });
  });
});
