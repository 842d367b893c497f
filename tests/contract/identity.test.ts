import { describe, expect, it } from 'vitest';
import { namesMatch } from '#contract/identity';

describe('the account name against the name on a Fayda ID', () => {
  const id = { nameEn: 'Abebe Kebede Tesfaye', nameAm: 'አበበ ከበደ ተስፋዬ' };

  it('matches a first and last name the ID holds (it also names the grandfather), in either script, whatever the case', () => {
    expect(namesMatch({ firstName: 'Abebe', lastName: 'Kebede' }, id)).toBe(true);
    expect(namesMatch({ firstName: 'ABEBE', lastName: ' kebede ' }, id)).toBe(true);
    expect(namesMatch({ firstName: 'አበበ', lastName: 'ከበደ' }, id)).toBe(true);
    expect(namesMatch({ firstName: 'Abebe', lastName: 'Kebede' }, { nameEn: null, nameAm: 'አበበ ከበደ ተስፋዬ' })).toBe(false);
  });

  it('does not match another person, a name only partly there, or an empty one', () => {
    expect(namesMatch({ firstName: 'Abebe', lastName: 'Bekele' }, id)).toBe(false);
    expect(namesMatch({ firstName: 'Abeb', lastName: 'Kebede' }, id)).toBe(false);
    expect(namesMatch({ firstName: '', lastName: '' }, id)).toBe(false);
  });
});
