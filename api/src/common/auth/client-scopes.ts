import { Injectable, SetMetadata } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { decoratedMethods } from '../jobs/decorated-methods';
import { canWorkOn, isActiveStaff, scopeMatters, type ClientAssignment, type StaffMemberLike } from './staff-rules';

const CLIENT_OF = 'ledgerleaf:client-of';
const CLIENT_ASSIGNMENT = 'ledgerleaf:client-assignment';

/**
 * Marks a provider method `(id: string) => Promise<number | null>` that names the client
 * owning an object of this kind (a report, a submission...), or null when there is none.
 * The module that owns the table declares it; StaffGuard finds it by the kind's name.
 */
export const ClientOf = (kind: string): MethodDecorator => SetMetadata(CLIENT_OF, kind);

/** Marks the users module's `(clientId: number) => Promise<ClientAssignment | null>`. */
export const ClientAssignmentSource = (): MethodDecorator => SetMetadata(CLIENT_ASSIGNMENT, true);

type Resolver = (id: string) => Promise<number | null>;
type AssignmentOf = (clientId: number) => Promise<ClientAssignment | null>;

/** The kind of object whose id a route names: 'client' is the client user's id itself. */
export const CLIENT_KIND = 'client';

/** canWorkOn for a client named by id, or by an object of theirs (found through @ClientOf). */
@Injectable()
export class ClientScopes {
  private resolvers: Map<string, Resolver> | null = null;
  private assignmentOf: AssignmentOf | null = null;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  /** The client owning the object, null when it does not exist (the route then answers its own 404). */
  async clientOf(kind: string, id: string): Promise<number | null> {
    if (kind === CLIENT_KIND) return /^\d{1,9}$/.test(id) ? Number(id) : null;
    const resolver = this.load().resolvers.get(kind);
    if (!resolver) throw new Error(`No @ClientOf('${kind}') provider`);
    return resolver(id);
  }

  /** True when the staff member may work on this client; a client that does not exist is left to the route (404). */
  async canWorkOn(staff: Pick<StaffMemberLike, 'id' | 'staffRole'>, clientId: number): Promise<boolean> {
    const { assignmentOf } = this.load();
    const assignment = await assignmentOf(clientId);
    return assignment === null || canWorkOn(staff, assignment);
  }

  /**
   * Who may read a client's stored file: the client, and active staff who may work on them.
   * Anyone else gets the same 404 as for a missing file (the callers' rule).
   */
  async mayReadFileOf(user: StaffMemberLike, ownerId: number): Promise<boolean> {
    if (user.id === ownerId) return true;
    if (!isActiveStaff(user)) return false;
    return !scopeMatters(user) || this.canWorkOn(user, ownerId);
  }

  private load(): { resolvers: Map<string, Resolver>; assignmentOf: AssignmentOf } {
    if (!this.resolvers) {
      this.resolvers = new Map(
        decoratedMethods<string>(this.discovery, this.scanner, this.reflector, CLIENT_OF).map(({ metadata, fn }) => [metadata, fn as unknown as Resolver]),
      );
      const [source] = decoratedMethods<boolean>(this.discovery, this.scanner, this.reflector, CLIENT_ASSIGNMENT);
      if (!source) throw new Error('No @ClientAssignmentSource() provider');
      this.assignmentOf = source.fn as unknown as AssignmentOf;
    }
    return { resolvers: this.resolvers, assignmentOf: this.assignmentOf! };
  }
}
