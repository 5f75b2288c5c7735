/**
 * The lead form's test drive (spec 000 §2 "Others"): the checkbox
 * 'AGENDAR UM TEST DRIVE.', then a day (today to 30 days ahead) and a time
 * grouped by morning and afternoon, with the note that the answer comes
 * within 24h. Rendered from the lead submission chart (`selectTestDrive`).
 */
import { Checkbox } from 'radix-ui';
import { useId } from 'react';
import type { LeadScreenLabels } from '../../models/labels/lead';
import { TEST_DRIVE_SLOTS, testDriveWindow, type TestDrivePeriod } from '../../models/lead/test-drive';
import { useLeadEvents, useLeadSelector } from '../../machines/lead-submission/lead-submission.context';
import { selectTestDrive } from '../../machines/lead-submission/lead-submission.machine';
import { Field } from '../form/field';
import * as controls from '../theme/controls.css';
import * as styles from './lead.css';

export function TestDriveFields({ labels, dateError, timeError }: { labels: Pick<LeadScreenLabels, 'testDrive'>; dateError?: string | undefined; timeError?: string | undefined }) {
  const choice = useLeadSelector(selectTestDrive);
  const events = useLeadEvents();
  const id = useId();
  const t = labels.testDrive;
  const days = testDriveWindow();
  const timeErrorId = timeError ? `${id}-time-error` : undefined;
  return (
    <fieldset className={styles.fieldset} data-testid="test-drive">
      <legend className={styles.legend}>
        <span className={styles.choice}>
          <Checkbox.Root id={`${id}-wanted`} className={styles.checkbox} checked={choice.wanted} onCheckedChange={() => events.toggleTestDrive()} aria-describedby={`${id}-note`}>
            <Checkbox.Indicator>✓</Checkbox.Indicator>
          </Checkbox.Root>
          <label htmlFor={`${id}-wanted`}>{t.schedule}</label>
        </span>
      </legend>
      <p id={`${id}-note`} className={styles.privacy}>
        {t.responseWithin}
      </p>
      {choice.wanted ? (
        <div className={styles.grid}>
          <Field size="compact" name="testDriveDate" label={t.day} type="date" min={days.min} max={days.max} value={choice.date} onValue={(v) => events.setTestDriveDate(v)} error={dateError} />
          <div className={controls.compactField}>
            <label htmlFor={`${id}-time`} className={controls.compactLabel}>
              {t.time}
            </label>
            <select
              id={`${id}-time`}
              name="testDriveTime"
              className={controls.compactSelect}
              value={choice.time}
              onChange={(e) => events.setTestDriveTime(e.currentTarget.value)}
              aria-invalid={timeError ? true : undefined}
              aria-describedby={timeErrorId}
            >
              <option value="">{t.chooseTime}</option>
              {(Object.keys(TEST_DRIVE_SLOTS) as TestDrivePeriod[]).map((period) => (
                <optgroup key={period} label={t[period]}>
                  {TEST_DRIVE_SLOTS[period].map((slot) => (
                    <option key={slot} value={slot}>
                      {slot}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            {timeError ? (
              <p id={timeErrorId} className={controls.fieldError}>
                {timeError}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
