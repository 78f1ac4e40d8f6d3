import type { SeedShippingMethod } from './seed-orders.ts';

/**
 * The demo customers (listed in docs/demo-data.md). Passwords meet the password policy; phone numbers use
 * the fictional 555 exchange; card numbers are the payment sandbox's test cards, of which only the
 * masked form is stored.
 */
/** An address book entry before the seed dates it. */
export interface DemoAddress {
  addressId: string;
  countryCode: string;
  lastName: string;
  preferred?: boolean;
  [field: string]: unknown;
}

export interface DemoCard {
  /** A test card number: only its mask is stored. */
  number: string;
  cardType: string;
  brand: 'visa' | 'mastercard' | 'americanexpress' | 'discover';
  holder: string;
  expirationMonth: number;
  expirationYear: number;
  default?: boolean;
  useForSubscriptions?: boolean;
}

export interface DemoCustomer {
  key: string;
  customerNo: string;
  login: string;
  password: string;
  emailVerified: boolean;
  siteId: string;
  currency: 'USD' | 'CAD';
  creationDate: string;
  profile: { firstName: string; lastName: string; [field: string]: unknown };
  addresses: DemoAddress[];
  cards: DemoCard[];
  /** How many past orders (newest first: placed, in transit, then delivered, with one cancelled). */
  orderCount: number;
  /** Items on the wish list; 0 means no wish list. */
  wishListSize: number;
}

/** The primary address label (spec §3: "The primary address label is 'Primary Address'"). */
export const PRIMARY_ADDRESS = 'Primary Address';

/** Orders are dated back from this instant, so the data is the same on every seed. */
export const SEED_ANCHOR = new Date('2025-06-02T15:30:00.000Z');

/** Shipping methods as past orders recorded them (ids and names of the sandbox's methods). */
export const SEED_SHIPPING: Record<'USD' | 'CAD', SeedShippingMethod[]> = {
  USD: [
    { id: 'UPSGT_Disc', name: 'Ground (discounted)', price: 8.99 },
    { id: 'STANDARD', name: 'Standard', price: 9.99 },
    { id: 'EXPRESS', name: 'Express', price: 17.99 },
  ],
  CAD: [
    { id: 'STANDARD', name: 'Standard', price: 13.99 },
    { id: 'EXPRESS', name: 'Express', price: 25.99 },
  ],
};

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    key: 'ava',
    customerNo: '00010001',
    login: 'ava.sweet@example.com',
    password: 'Candy!Shop1',
    emailVerified: true,
    siteId: 'sweet-shop',
    currency: 'USD',
    creationDate: '2023-03-14T18:20:00.000Z',
    profile: {
      firstName: 'Ava',
      lastName: 'Sweet',
      phoneHome: '4155550142',
      birthday: '1988-09-21',
      gender: 2,
      preferredLocale: 'en_US',
    },
    addresses: [
      {
        addressId: PRIMARY_ADDRESS,
        preferred: true,
        firstName: 'Ava',
        lastName: 'Sweet',
        address1: '2150 Larkin Street',
        address2: 'Apt 4',
        city: 'San Francisco',
        stateCode: 'CA',
        postalCode: '94109',
        countryCode: 'US',
        phone: '4155550142',
      },
      {
        addressId: 'Work',
        firstName: 'Ava',
        lastName: 'Sweet',
        companyName: 'Bayside Design Studio',
        address1: '600 Battery Street',
        address2: 'Floor 3',
        city: 'San Francisco',
        stateCode: 'CA',
        postalCode: '94111',
        countryCode: 'US',
        phone: '4155550178',
      },
      {
        addressId: 'Grandma Rose',
        firstName: 'Rose',
        lastName: 'Sweet',
        address1: '48 Maple Avenue',
        city: 'Evanston',
        stateCode: 'IL',
        postalCode: '60201',
        countryCode: 'US',
        phone: '8475550123',
      },
    ],
    cards: [
      {
        number: '4111111111111111',
        cardType: 'Visa',
        brand: 'visa',
        holder: 'Ava Sweet',
        expirationMonth: 12,
        expirationYear: 2030,
        default: true,
        useForSubscriptions: true,
      },
      {
        number: '5555555555554444',
        cardType: 'Master Card',
        brand: 'mastercard',
        holder: 'Ava Sweet',
        expirationMonth: 8,
        expirationYear: 2029,
      },
      {
        number: '378282246310005',
        cardType: 'Amex',
        brand: 'americanexpress',
        holder: 'Ava M Sweet',
        expirationMonth: 1,
        expirationYear: 2024,
      },
    ],
    orderCount: 23,
    wishListSize: 4,
  },
  {
    key: 'liam',
    customerNo: '00010002',
    login: 'liam.tremblay@example.com',
    password: 'Maple!Syrup2',
    emailVerified: true,
    siteId: 'sweet-shop',
    currency: 'CAD',
    creationDate: '2024-01-09T14:05:00.000Z',
    profile: { firstName: 'Liam', lastName: 'Tremblay', phoneMobile: '4165550199', preferredLocale: 'en_CA' },
    addresses: [
      {
        addressId: PRIMARY_ADDRESS,
        preferred: true,
        firstName: 'Liam',
        lastName: 'Tremblay',
        address1: '350 Queen Street West',
        address2: 'Unit 12',
        city: 'Toronto',
        stateCode: 'ON',
        postalCode: 'M5V 2A2',
        countryCode: 'CA',
        phone: '4165550199',
      },
      {
        addressId: 'Cottage',
        firstName: 'Liam',
        lastName: 'Tremblay',
        address1: '1820 Rue Sainte-Catherine Ouest',
        city: 'Montreal',
        stateCode: 'QC',
        postalCode: 'H3H 1M1',
        countryCode: 'CA',
        phone: '5145550111',
      },
    ],
    cards: [
      {
        number: '4242424242424242',
        cardType: 'Visa',
        brand: 'visa',
        holder: 'Liam Tremblay',
        expirationMonth: 3,
        expirationYear: 2028,
        default: true,
      },
    ],
    orderCount: 4,
    wishListSize: 2,
  },
  {
    key: 'maria',
    customerNo: '00010003',
    login: 'maria.rivera@example.com',
    password: 'Fund!Raise3',
    emailVerified: true,
    siteId: 'fundraising',
    currency: 'USD',
    creationDate: '2023-08-28T16:45:00.000Z',
    profile: {
      firstName: 'Maria',
      lastName: 'Rivera',
      companyName: 'Lincoln High School Band Boosters',
      jobTitle: 'Fundraising Chair',
      phoneBusiness: '5125550160',
      preferredLocale: 'en_US',
      c_organizationType: 'Fundraiser (Youth)',
      c_matchCode: 'LHSBB78731',
      c_groups: ['Registered', 'Fundraising'],
      c_businessAccountData: {
        organizationName: 'Lincoln High School Band Boosters',
        taxExempt: true,
        expectedSellers: 60,
        fundraisingSeason: 'Holiday',
      },
    },
    addresses: [
      {
        addressId: PRIMARY_ADDRESS,
        preferred: true,
        firstName: 'Maria',
        lastName: 'Rivera',
        companyName: 'Lincoln High School Band Boosters',
        address1: '4400 Oak Ridge Drive',
        city: 'Austin',
        stateCode: 'TX',
        postalCode: '78731',
        countryCode: 'US',
        phone: '5125550160',
      },
    ],
    cards: [
      {
        number: '6011111111111117',
        cardType: 'Discover',
        brand: 'discover',
        holder: 'Maria Rivera',
        expirationMonth: 11,
        expirationYear: 2027,
        default: true,
      },
    ],
    orderCount: 3,
    wishListSize: 0,
  },
  {
    key: 'nora',
    customerNo: '00010004',
    login: 'nora.pending@example.com',
    password: 'Verify!Me4',
    emailVerified: false,
    siteId: 'sweet-shop',
    currency: 'USD',
    creationDate: '2025-05-30T09:10:00.000Z',
    profile: { firstName: 'Nora', lastName: 'Pending' },
    addresses: [],
    cards: [],
    orderCount: 0,
    wishListSize: 0,
  },
  {
    key: 'noah',
    customerNo: '00010005',
    login: 'noah.new@example.com',
    password: 'Fresh!Start5',
    emailVerified: true,
    siteId: 'sweet-shop',
    currency: 'USD',
    creationDate: '2025-05-31T20:00:00.000Z',
    profile: { firstName: 'Noah', lastName: 'New' },
    addresses: [],
    cards: [],
    orderCount: 0,
    wishListSize: 0,
  },
];
