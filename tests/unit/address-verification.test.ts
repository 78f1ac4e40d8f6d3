import { describe, expect, it } from 'vitest';
import { addressLines } from '~/models/address-rules.ts';
import {
  afterVerification,
  markChanges,
  needsAttention,
  recommendedAddress,
  settledByChoice,
  VERIFICATION_MESSAGES,
  verificationPrompt,
  type VerificationPrompt,
  type VerificationResult,
} from '~/models/address-verification.ts';

const ENTERED = {
  firstName: 'Casey',
  lastName: 'Candy',
  companyName: '',
  address1: '1 Main St',
  address2: '',
  city: 'Beverly Hills',
  stateCode: 'CA',
  postalCode: '90000',
  countryCode: 'US',
  phone: '(415) 555-0100',
};

const formatted = (lines: Record<string, string>) => [
  { address: { LINE_1: '', LINE_2: '', LINE_3: '', LINE_4: '', LINE_5: '', ...lines } },
];

describe('needsAttention (spec §4)', () => {
  it('verified without detail, or with a detail that is not solely a ZIP correction, needs nothing', () => {
    expect(needsAttention({ confidence: 'verified', validation_detail: [] })).toBe(false);
    expect(needsAttention({ confidence: 'verified' })).toBe(false);
    expect(needsAttention({ confidence: 'verified', validation_detail: ['street_corrected'] })).toBe(false);
    expect(
      needsAttention({ confidence: 'verified', validation_detail: ['zip_code_corrected', 'street_corrected'] }),
    ).toBe(false);
  });

  it('verified with solely a ZIP correction needs the shopper', () => {
    expect(needsAttention({ confidence: 'verified', validation_detail: ['zip_code_corrected'] })).toBe(true);
    expect(needsAttention({ confidence: 'verified', validation_detail: 'zip_code_corrected' })).toBe(true);
  });

  it('partial, no match, multiple matches and interaction required always need the shopper', () => {
    for (const confidence of [
      'street partial',
      'premises partial',
      'no match',
      'multiple matches',
      'interaction required',
      undefined,
    ]) {
      expect(needsAttention({ confidence, validation_detail: [] }), String(confidence)).toBe(true);
    }
    expect(needsAttention({ confidence: 'interaction required', validation_detail: ['street_corrected'] })).toBe(true);
  });
});

describe('verificationPrompt', () => {
  it('verified with nothing to correct: no prompt', () => {
    expect(
      verificationPrompt(
        { confidence: 'verified', validation_detail: [], addresses_formatted: formatted({ LINE_1: '1 Main St' }) },
        ENTERED,
      ),
    ).toEqual({ kind: 'none' });
  });

  it('verified with a ZIP correction: "You Entered" versus "Recommended" from LINE_1..LINE_5', () => {
    const result: VerificationResult = {
      confidence: 'verified',
      validation_detail: ['zip_code_corrected'],
      addresses_formatted: formatted({ LINE_1: '1 Main St', LINE_3: 'Beverly Hills', LINE_4: 'CA', LINE_5: '90210' }),
    };
    expect(verificationPrompt(result, ENTERED)).toEqual({
      kind: 'recommend',
      entered: ENTERED,
      recommended: { ...ENTERED, postalCode: '90210' },
    });
  });

  it('a partial street: the partial-street text', () => {
    const prompt = verificationPrompt(
      { confidence: 'street partial', addresses_formatted: formatted({ LINE_1: '1-99 Partial Street' }) },
      { ...ENTERED, address1: '1 Partial Street' },
    );
    expect(prompt).toMatchObject({ kind: 'no-match', message: VERIFICATION_MESSAGES.partialStreet });
    expect(VERIFICATION_MESSAGES.partialStreet).toBe(
      "Sorry, we don't recognize your house or building number. To proceed, please enter your house or building number or use your address as entered.",
    );
  });

  it('no match, multiple matches, premises partial and interaction required: the no-match message', () => {
    for (const confidence of ['no match', 'multiple matches', 'premises partial', 'interaction required']) {
      expect(
        verificationPrompt({ confidence, addresses_formatted: formatted({ LINE_1: 'x' }) }, ENTERED),
        confidence,
      ).toEqual({
        kind: 'no-match',
        entered: ENTERED,
        message: 'Sorry, we could not find a match to your address.',
      });
    }
  });

  it('a ZIP correction without a formatted address falls back to the no-match message', () => {
    expect(
      verificationPrompt(
        { confidence: 'verified', validation_detail: ['zip_code_corrected'], addresses_formatted: [] },
        ENTERED,
      ).kind,
    ).toBe('no-match');
  });
});

describe('afterVerification: what the action does with the shopper’s choice and a fresh verification', () => {
  const recommended = { ...ENTERED, postalCode: '90210' };
  const recommend: VerificationPrompt = { kind: 'recommend', entered: ENTERED, recommended };
  const noMatch: VerificationPrompt = { kind: 'no-match', entered: ENTERED, message: VERIFICATION_MESSAGES.noMatch };

  it('saves what was entered when there is nothing to ask, whatever was chosen', () => {
    for (const choice of [undefined, 'accept', 'keep'] as const)
      expect(afterVerification(choice, { kind: 'none' }, ENTERED)).toEqual({ save: ENTERED });
  });

  it('"Accept Change" saves the recommendation', () => {
    expect(afterVerification('accept', recommend, ENTERED)).toEqual({ save: recommended });
  });

  it('a first post asks the shopper about a recommendation or a failed match', () => {
    expect(afterVerification(undefined, recommend, ENTERED)).toEqual({ ask: recommend });
    expect(afterVerification(undefined, noMatch, ENTERED)).toEqual({ ask: noMatch });
  });

  it('"Accept Change" when the service no longer recommends anything asks again, never saving an address nobody verified', () => {
    expect(afterVerification('accept', noMatch, ENTERED)).toEqual({ ask: noMatch });
  });
});

describe('settledByChoice: what the shopper’s choice settles before the service is asked (shipping step and address book)', () => {
  it('"Edit Address" goes back to the form', () => {
    expect(settledByChoice('edit', ENTERED)).toEqual({ edit: true });
  });

  it('"Keep as is" saves the address as entered, without verifying it again', () => {
    expect(settledByChoice('keep', ENTERED)).toEqual({ save: ENTERED });
  });

  it('a first post and "Accept Change" are verified', () => {
    expect(settledByChoice(undefined, ENTERED)).toBeNull();
    expect(settledByChoice('accept', ENTERED)).toBeNull();
  });
});

describe('recommendedAddress and addressLines', () => {
  it('keeps names, phone and country; takes street, apartment, city, state and postal code from the lines', () => {
    const recommended = recommendedAddress(
      {
        addresses_formatted: formatted({
          LINE_1: '2 Premises Road',
          LINE_2: 'Apt 1-24',
          LINE_3: 'Portland',
          LINE_4: 'OR',
          LINE_5: '97201',
        }),
      },
      ENTERED,
    );
    expect(recommended).toEqual({
      ...ENTERED,
      address1: '2 Premises Road',
      address2: 'Apt 1-24',
      city: 'Portland',
      stateCode: 'OR',
      postalCode: '97201',
    });
    expect(recommendedAddress({ addresses_formatted: [] }, ENTERED)).toBeUndefined();
  });

  it('shows an address line by line, leaving out empty lines', () => {
    expect(addressLines(ENTERED)).toEqual(['Casey Candy', '1 Main St', 'Beverly Hills, CA 90000', 'US']);
  });
});

describe('the changed parts of a recommended address', () => {
  const changed = (parts: { text: string; changed: boolean }[][]) =>
    parts
      .flat()
      .filter((part) => part.changed)
      .map((part) => part.text);

  it('marks the words each side lacks, case and punctuation aside', () => {
    const entered = ['Casey Candy', '1 Main St', 'Beverly Hills, CA 90210'];
    const recommended = ['Casey Candy', '1 MAIN STREET', 'Beverly Hills, CA 90210-1234'];
    expect(changed(markChanges(recommended, entered))).toEqual(['STREET', '90210-1234']);
    expect(changed(markChanges(entered, recommended))).toEqual(['St', '90210']);
  });

  it('keeps the spaces and marks nothing when only lines shift', () => {
    const parts = markChanges(['Casey Candy', '1 Main St Suite 5'], ['Casey Candy', '1 Main St', 'Suite 5']);
    expect(changed(parts)).toEqual([]);
    expect(parts[1]!.map((part) => part.text).join('')).toBe('1 Main St Suite 5');
  });
});
