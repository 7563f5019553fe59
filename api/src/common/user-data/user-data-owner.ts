import { Injectable, SetMetadata, type Type } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';

const OWNS_USER_DATA = 'ledgerleaf:owns-user-data';

/**
 * What a module that keeps something of a user does when the account is deleted. The
 * deletion job calls every owner's hooks in this order, each step safe to run twice:
 *
 * 1. `cancelPaymentsOfUser`: stop charging (Stripe), before anything else goes;
 * 2. `forgetUser`: let go of the user at outside services and of the rows that hold
 *    their credentials (Plaid items);
 * 3. `storageKeysOfUser`: name the stored files, read before the rows go (the user row's
 *    delete cascades to every row the user owns), and deleted after them.
 */
export interface UserDataOwner {
  cancelPaymentsOfUser?(userId: number): Promise<void>;
  forgetUser?(userId: number): Promise<void>;
  storageKeysOfUser?(userId: number): Promise<string[]>;
}

/** Marks a provider as an owner of user data; the account deletion finds it. */
export const OwnsUserData = (): ClassDecorator => SetMetadata(OWNS_USER_DATA, true);

/** Every provider marked @OwnsUserData(), found once the application has started (needs DiscoveryModule). */
@Injectable()
export class UserDataOwners {
  private found: UserDataOwner[] | null = null;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
  ) {}

  all(): UserDataOwner[] {
    this.found ??= [
      ...new Set(
        this.discovery
          .getProviders()
          .filter((wrapper) => wrapper.metatype && wrapper.instance && this.reflector.get<boolean>(OWNS_USER_DATA, wrapper.metatype as Type) === true)
          .map((wrapper) => wrapper.instance as UserDataOwner),
      ),
    ];
    return this.found;
  }
}
