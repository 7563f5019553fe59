import { forwardRef, type InputHTMLAttributes } from 'react';

/**
 * The `website` trap for bots: invisible to people and to screen readers, skipped by
 * the keyboard and by autofill. Anything typed here makes the API drop the request
 * silently, so its value is sent exactly as found.
 */
export const HoneypotField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function HoneypotField(props, ref) {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        Website
        <input ref={ref} type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
});
