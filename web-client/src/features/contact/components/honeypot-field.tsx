import { forwardRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The `website` trap for bots: invisible to people and to screen readers, skipped by
 * the keyboard and by autofill. Anything typed here makes the API drop the request
 * silently, so its value is sent exactly as found.
 */
export const HoneypotField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function HoneypotField(props, ref) {
  const { t } = useTranslation('contact');
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        {t('fields.website')}
        <input ref={ref} type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
});
