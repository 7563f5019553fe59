import { useTranslate } from 'react-admin';

/** react-admin's translate for one area of the catalogue: `t('title')` reads `<prefix>.title`. */
export const useAreaTranslate = (prefix: string) => {
  const translate = useTranslate();
  return (key: string, options?: Record<string, unknown>) => translate(`${prefix}.${key}`, options);
};
