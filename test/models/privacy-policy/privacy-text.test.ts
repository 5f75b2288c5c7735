/**
 * The privacy texts say one thing everywhere: the version the policy page
 * shows is the one the lead forms record with their consents and the
 * privacy centre records with each change, and every form's privacy box
 * states the period the scheduled clean-up applies (12 months without a
 * contract), never another one.
 */
import { describe, expect, it } from 'vitest';
import { companyIntentSpec } from '../../../models/labels/spec-company-intent';
import { leadLabels } from '../../../models/labels/lead';
import { privacyLabels } from '../../../models/labels/privacy';
import { CONSENT_TEXT_VERSION, CONSENT_TEXT_VERSIONS } from '../../../models/lead/lead-submission';
import { LEAD_RETENTION_MONTHS, PRIVACY_TEXT_VERSION } from '../../../models/privacy/privacy';
import { PRIVACY_TEXT_VERSION as SOURCE_VERSION } from '../../../models/privacy-policy/privacy-text';
import { RETENTION } from '../../../models/privacy-policy/retention';

const formTexts = {
  'lead form': leadLabels.privacy.text,
  'company intent form': companyIntentSpec.privacyText,
  'company interest form': companyIntentSpec.interestPrivacyText,
};

describe('the privacy texts', () => {
  it('name one version: the policy page, the lead consents and the privacy centre', () => {
    expect(privacyLabels.version).toBe(SOURCE_VERSION);
    expect(CONSENT_TEXT_VERSION).toBe(SOURCE_VERSION);
    expect(PRIVACY_TEXT_VERSION).toBe(SOURCE_VERSION);
    expect(CONSENT_TEXT_VERSIONS[0]).toBe(privacyLabels.version);
  });

  it.each(Object.entries(formTexts))('the %s states the period the clean-up applies', (_form, text) => {
    expect(LEAD_RETENTION_MONTHS).toBe(RETENTION.leadWithoutContractMonths);
    expect(text).toContain(`até ${LEAD_RETENTION_MONTHS} meses após a última movimentação do pedido sem contrato`);
    expect(text).toContain(`${RETENTION.leadWithContractYears} anos após o contrato`);
    expect(text).not.toMatch(/após o último contato/);
  });

  it('the policy page states the same period', () => {
    const policy = [...privacyLabels.sections.retention.items, ...privacyLabels.sections.purposes.rows.map((r) => r.retention)].join('\n');
    expect(policy).toContain(`${LEAD_RETENTION_MONTHS} meses após a última movimentação`);
    expect(policy).not.toMatch(/após o último contato/);
  });
});
