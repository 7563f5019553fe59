import { canWorkOn, isActiveStaff, isOwner, rolesForMethod, scopeMatters, staffRoleOf } from './staff-rules';

describe('staff role rules', () => {
  it('opens reads to every role and changes to owners and bookkeepers only', () => {
    expect(rolesForMethod('GET')).toEqual(['owner', 'bookkeeper', 'reviewer']);
    expect(rolesForMethod('head')).toContain('reviewer');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(rolesForMethod(method)).toEqual(['owner', 'bookkeeper']);
  });

  it('lets owners and reviewers work on any client', () => {
    const closed = { accountManagerId: 99, openToAllStaff: false };
    expect(canWorkOn({ id: 1, staffRole: 'owner' }, closed)).toBe(true);
    expect(canWorkOn({ id: 1, staffRole: 'reviewer' }, closed)).toBe(true);
  });

  it('lets a bookkeeper work on their own client and on clients open to all, and on no other', () => {
    expect(canWorkOn({ id: 7, staffRole: 'bookkeeper' }, { accountManagerId: 7, openToAllStaff: false })).toBe(true);
    expect(canWorkOn({ id: 7, staffRole: 'bookkeeper' }, { accountManagerId: 8, openToAllStaff: true })).toBe(true);
    expect(canWorkOn({ id: 7, staffRole: 'bookkeeper' }, { accountManagerId: null, openToAllStaff: true })).toBe(true);
    expect(canWorkOn({ id: 7, staffRole: 'bookkeeper' }, { accountManagerId: 8, openToAllStaff: false })).toBe(false);
    expect(canWorkOn({ id: 7, staffRole: 'bookkeeper' }, { accountManagerId: null, openToAllStaff: false })).toBe(false);
  });

  it('refuses someone without a staff role and only looks a client up for bookkeepers', () => {
    expect(canWorkOn({ id: 7, staffRole: null }, { accountManagerId: 7, openToAllStaff: true })).toBe(false);
    expect(scopeMatters({ staffRole: 'bookkeeper' })).toBe(true);
    expect(scopeMatters({ staffRole: 'owner' })).toBe(false);
    expect(scopeMatters({ staffRole: 'reviewer' })).toBe(false);
  });

  it('counts as active staff only a staff user with a role and no deactivation', () => {
    expect(isActiveStaff({ id: 1, isAdmin: true, staffRole: 'owner', staffDeactivatedAt: null })).toBe(true);
    expect(isActiveStaff({ id: 1, isAdmin: true, staffRole: 'owner', staffDeactivatedAt: new Date() })).toBe(false);
    expect(isActiveStaff({ id: 1, isAdmin: false, staffRole: null, staffDeactivatedAt: null })).toBe(false);
    expect(isActiveStaff(undefined)).toBe(false);
  });
});

describe('staffRoleOf / isOwner', () => {
  it('gives a client no role, whatever the column holds', () => {
    expect(staffRoleOf({ isAdmin: false, staffRole: null })).toBeNull();
    expect(isOwner({ isAdmin: false, staffRole: 'owner' })).toBe(false);
  });

  it('gives an owner the owner role', () => {
    expect(staffRoleOf({ isAdmin: true, staffRole: 'owner' })).toBe('owner');
    expect(isOwner({ isAdmin: true, staffRole: 'owner' })).toBe(true);
  });

  it('reads a recorded role', () => {
    const bookkeeper = { isAdmin: true, staffRole: 'bookkeeper' as const };
    expect(staffRoleOf(bookkeeper)).toBe('bookkeeper');
    expect(isOwner(bookkeeper)).toBe(false);
  });
});
