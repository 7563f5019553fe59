import type { Identifier } from 'react-admin';
import type { GstHstFileKind, GstHstReturnsResponse, GstHstWorksheet, TaxProfile, TaxTreatmentRequest, TaxTreatmentRow } from '@ledgerleaf/contracts';
import { ADMIN_API_URL, fetchBlob, requestJson, sendJson } from '../../http-client';

const base = (id: Identifier) => `${ADMIN_API_URL}/tax/users/${id}`;

/** One client's sales tax in the console: profile, category treatments (editable), GST/HST periods and worksheets. */
export const clientTaxApi = {
  getClientTaxProfile: (id: Identifier) => requestJson<TaxProfile>(`${base(id)}/profile`),
  getClientTaxTreatments: (id: Identifier) => requestJson<TaxTreatmentRow[]>(`${base(id)}/treatments`),
  setClientTaxTreatment: (id: Identifier, request: TaxTreatmentRequest) => sendJson<TaxTreatmentRow>('PUT', `${base(id)}/treatments`, request),
  getClientGstHstReturns: (id: Identifier) => requestJson<GstHstReturnsResponse>(`${base(id)}/gst-hst-returns`),
  getClientGstHstWorksheet: (id: Identifier, periodStart: string) => requestJson<GstHstWorksheet>(`${base(id)}/gst-hst-returns/${periodStart}`),
  /** POST records the period's return as filed (its figures frozen), DELETE undoes it; both answer the worksheet. */
  setClientGstHstReturnFiled: (id: Identifier, periodStart: string, filed: boolean) =>
    requestJson<GstHstWorksheet>(`${base(id)}/gst-hst-returns/${periodStart}/filed`, { method: filed ? 'POST' : 'DELETE' }),
  downloadClientGstHstWorksheet: (id: Identifier, periodStart: string, kind: GstHstFileKind) => fetchBlob(`${base(id)}/gst-hst-returns/${periodStart}/${kind}`),
};
