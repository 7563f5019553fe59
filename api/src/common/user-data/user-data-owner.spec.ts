import { Injectable, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { OwnsUserData, UserDataOwners, type UserDataOwner } from './user-data-owner';

@Injectable()
@OwnsUserData()
class FilesOwner implements UserDataOwner {
  async storageKeysOfUser(userId: number): Promise<string[]> {
    return [`2026/11/${userId}.pdf`];
  }
}

@Injectable()
class Bystander {
  async storageKeysOfUser(): Promise<string[]> {
    return ['never'];
  }
}

@Module({ providers: [FilesOwner, Bystander] })
class OwnerModule {}

describe('UserDataOwners', () => {
  it('finds the providers marked @OwnsUserData() in any module, and no others', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [DiscoveryModule, OwnerModule], providers: [UserDataOwners] }).compile();
    await moduleRef.init();
    const owners = moduleRef.get(UserDataOwners).all();
    expect(owners).toHaveLength(1);
    expect(owners[0]).toBeInstanceOf(FilesOwner);
    expect(await owners[0].storageKeysOfUser!(7)).toEqual(['2026/11/7.pdf']);
    await moduleRef.close();
  });
});
