import { personName } from '@ledgerleaf/contracts';

describe('personName', () => {
  it.each([
    [{ firstName: 'Avery', lastName: 'Lambert' }, 'Avery Lambert'],
    [{ firstName: '  Avery ', lastName: ' Lambert  ' }, 'Avery Lambert'],
    [{ firstName: 'Avery', lastName: '' }, 'Avery'],
    [{ firstName: '', lastName: 'Lambert' }, 'Lambert'],
    [{ firstName: ' ', lastName: null }, ''],
    [{}, ''],
  ])('%j is shown as %j', (person, shown) => {
    expect(personName(person)).toBe(shown);
  });
});
