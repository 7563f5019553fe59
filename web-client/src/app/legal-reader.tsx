import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LegalReaderProvince } from '../features/legal/components/legal-document-page';
import { getTaxProfileQueryOptions } from '../features/tax/api/tax-profile';
import { useUser } from '../lib/auth';

/**
 * A logged-in client's province, from their tax profile (registration does not ask it): a
 * Québec client is offered the legal documents in French first. Nothing is asked for a
 * visitor or a staff member.
 */
function useClientProvince(): LegalReaderProvince {
  const { data: user, isPending: userPending } = useUser();
  const client = Boolean(user && !user.isAdmin);
  const profile = useQuery({ ...getTaxProfileQueryOptions(), enabled: client });
  return { province: profile.data?.province ?? null, pending: userPending || (client && profile.isPending) };
}

/** A legal page given the reader's province (the legal feature does not read the tax feature). */
export function withClientProvince(Page: ComponentType<LegalReaderProvince>): ComponentType {
  return function LegalPageForReader() {
    return <Page {...useClientProvince()} />;
  };
}
