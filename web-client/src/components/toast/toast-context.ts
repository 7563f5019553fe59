import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  /** A server error's "Reference: <id>" (`errorReferenceOf`), shown under the description. */
  reference?: string;
  variant?: ToastVariant;
  /** How long the toast stays; the spec's 5 s unless a message says otherwise (the coupon toast: 3 s). */
  durationMs?: number;
}

export interface ToastApi {
  toast: (options: ToastOptions) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
