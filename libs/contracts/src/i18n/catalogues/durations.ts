// How long to wait, as a rate limit's answer says it ("a minute", "5 minutes", "3 hours"), in
// both languages (issue 31). Rendered by the "{{wait, wait}}" format (render.ts): a number of
// seconds, or the English phrase an English constant wrote (found back by the error filter).

export const durations = {
  'en-CA': {
    aMinute: 'a minute',
    minutes: '{{count}} minutes',
    hours: '{{count}} hours',
  },
  'fr-CA': {
    aMinute: 'une minute',
    minutes: '{{count}} minutes',
    hours: '{{count}} heures',
  },
} as const;
