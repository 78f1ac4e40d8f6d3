import type { TimeZoneId, WeeklyHours } from './hours.ts';

/**
 * The physical shops the sandbox knows: US and Canada, mostly West Coast. Addresses are real-looking
 * but fictional; phone numbers use the reserved 555-01xx range and e-mail the reserved .example domain.
 * Opening hours here are LOCAL; seed.ts derives the Pacific-time c_weeklyHours from them.
 */
export type StoreType = 'retail' | 'quantity_discount';

export interface ShopDefinition {
  id: string;
  name: string;
  address1: string;
  address2?: string;
  city: string;
  stateCode: string;
  postalCode: string;
  countryCode: 'US' | 'CA';
  latitude: number;
  longitude: number;
  phone: string;
  timeZone: TimeZoneId;
  hours: WeeklyHours;
  storeType: StoreType;
  /** Appears in store search (SCAPI storeLocatorEnabled); the airport shop does not. */
  storeLocatorEnabled?: boolean;
  /** Buy online, pick up in shop. */
  pickupEnabled?: boolean;
  storeEvents?: string;
}

const daily = (open: string, close: string): WeeklyHours => ({
  monday: { open, close },
  tuesday: { open, close },
  wednesday: { open, close },
  thursday: { open, close },
  friday: { open, close },
  saturday: { open, close },
  sunday: { open, close },
});

/** Shopping-centre hours. */
const MALL: WeeklyHours = { ...daily('10:00', '21:00'), sunday: { open: '11:00', close: '19:00' } };
/** High-street hours. */
const STREET: WeeklyHours = {
  ...daily('09:30', '19:00'),
  saturday: { open: '10:00', close: '19:00' },
  sunday: { open: '11:00', close: '17:00' },
};
/** Quantity discount centres serve businesses and fundraisers: weekdays, short Saturdays, closed Sundays. */
const QUANTITY_DISCOUNT: WeeklyHours = {
  ...daily('09:00', '17:30'),
  saturday: { open: '10:00', close: '16:00' },
  sunday: null,
};

export const STATE_NAMES: Record<string, string> = {
  AZ: 'Arizona',
  CA: 'California',
  CO: 'Colorado',
  HI: 'Hawaii',
  IL: 'Illinois',
  NV: 'Nevada',
  OR: 'Oregon',
  TX: 'Texas',
  UT: 'Utah',
  WA: 'Washington',
  AB: 'Alberta',
  BC: 'British Columbia',
  ON: 'Ontario',
};

export const COUNTRY_NAMES: Record<'US' | 'CA', string> = { US: 'United States', CA: 'Canada' };

export const SHOPS: ShopDefinition[] = [
  {
    id: '1001', name: 'Sweet Shop — Santa Monica Place', address1: '395 Santa Monica Place', address2: 'Suite 120',
    city: 'Santa Monica', stateCode: 'CA', postalCode: '90401', countryCode: 'US', latitude: 34.0135, longitude: -118.4951,
    phone: '(310) 555-0101', timeZone: 'America/Los_Angeles', hours: MALL, storeType: 'retail',
    storeEvents: '<p>Free chocolate tasting every Saturday in December, 1–3 PM.</p>',
  },
  {
    id: '1002', name: 'Sweet Shop — Beverly Hills', address1: '9465 Wilshire Blvd', city: 'Beverly Hills', stateCode: 'CA',
    postalCode: '90212', countryCode: 'US', latitude: 34.0671, longitude: -118.4004, phone: '(310) 555-0102',
    timeZone: 'America/Los_Angeles', hours: STREET, storeType: 'retail',
  },
  {
    id: '1003', name: 'Sweet Shop — Westwood Village', address1: '1099 Westwood Blvd', city: 'Los Angeles', stateCode: 'CA',
    postalCode: '90024', countryCode: 'US', latitude: 34.061, longitude: -118.4469, phone: '(310) 555-0103',
    timeZone: 'America/Los_Angeles', hours: STREET, storeType: 'retail',
  },
  {
    id: '1004', name: 'Sweet Shop — Old Pasadena', address1: '36 W Colorado Blvd', city: 'Pasadena', stateCode: 'CA',
    postalCode: '91105', countryCode: 'US', latitude: 34.1455, longitude: -118.1509, phone: '(626) 555-0104',
    timeZone: 'America/Los_Angeles', hours: STREET, storeType: 'retail',
  },
  {
    id: '1005', name: 'Sweet Shop — Glendale Galleria', address1: '2148 Glendale Galleria', city: 'Glendale', stateCode: 'CA',
    postalCode: '91210', countryCode: 'US', latitude: 34.146, longitude: -118.256, phone: '(818) 555-0105',
    timeZone: 'America/Los_Angeles', hours: MALL, storeType: 'retail',
  },
  {
    id: '1006', name: 'Sweet Shop — Del Amo Fashion Center', address1: '3525 W Carson St', address2: 'Space 168',
    city: 'Torrance', stateCode: 'CA', postalCode: '90503', countryCode: 'US', latitude: 33.8318, longitude: -118.349,
    phone: '(310) 555-0106', timeZone: 'America/Los_Angeles', hours: MALL, storeType: 'retail',
  },
  {
    id: '1007', name: 'Sweet Shop — Irvine Spectrum', address1: '71 Fortune Dr', address2: 'Suite 844', city: 'Irvine',
    stateCode: 'CA', postalCode: '92618', countryCode: 'US', latitude: 33.6497, longitude: -117.743, phone: '(949) 555-0107',
    timeZone: 'America/Los_Angeles', hours: MALL, storeType: 'retail',
  },
  {
    id: '1008', name: 'Sweet Shop — Fashion Valley', address1: '7007 Friars Rd', address2: 'Suite 392', city: 'San Diego',
    stateCode: 'CA', postalCode: '92108', countryCode: 'US', latitude: 32.7678, longitude: -117.167, phone: '(619) 555-0108',
    timeZone: 'America/Los_Angeles', hours: MALL, storeType: 'retail',
  },
  {
    id: '1009', name: 'Sweet Shop — Santa Barbara', address1: '3805 State St', city: 'Santa Barbara', stateCode: 'CA',
    postalCode: '93105', countryCode: 'US', latitude: 34.4392, longitude: -119.7497, phone: '(805) 555-0109',
    timeZone: 'America/Los_Angeles', hours: { ...STREET, monday: null }, storeType: 'retail',
  },
  {
    id: '1010', name: 'Sweet Shop — Union Square', address1: '350 Powell St', city: 'San Francisco', stateCode: 'CA',
    postalCode: '94102', countryCode: 'US', latitude: 37.7882, longitude: -122.4084, phone: '(415) 555-0110',
    timeZone: 'America/Los_Angeles', hours: { ...STREET, friday: { open: '09:30', close: '21:00' }, saturday: { open: '09:30', close: '21:00' } },
    storeType: 'retail', storeEvents: '<p>Holiday window unveiling on the Friday after Thanksgiving.</p>',
  },
  {
    id: '1011', name: 'Sweet Shop — Stonestown Galleria', address1: '3251 20th Ave', city: 'San Francisco', stateCode: 'CA',
    postalCode: '94132', countryCode: 'US', latitude: 37.7286, longitude: -122.4767, phone: '(415) 555-0111',
    timeZone: 'America/Los_Angeles', hours: MALL, storeType: 'retail',
  },
  {
    id: '1012', name: 'Sweet Shop — Stanford Shopping Center', address1: '180 El Camino Real', city: 'Palo Alto', stateCode: 'CA',
    postalCode: '94304', countryCode: 'US', latitude: 37.443, longitude: -122.1712, phone: '(650) 555-0112',
    timeZone: 'America/Los_Angeles', hours: MALL, storeType: 'retail',
  },
  {
    id: '1013', name: 'Sweet Shop — Westfield Valley Fair', address1: '2855 Stevens Creek Blvd', city: 'Santa Clara', stateCode: 'CA',
    postalCode: '95050', countryCode: 'US', latitude: 37.3255, longitude: -121.9458, phone: '(408) 555-0113',
    timeZone: 'America/Los_Angeles', hours: MALL, storeType: 'retail',
  },
  {
    id: '1014', name: 'Sweet Shop — Broadway Plaza', address1: '1275 Broadway Plaza', city: 'Walnut Creek', stateCode: 'CA',
    postalCode: '94596', countryCode: 'US', latitude: 37.8958, longitude: -122.0598, phone: '(925) 555-0114',
    timeZone: 'America/Los_Angeles', hours: MALL, storeType: 'retail',
  },
  {
    id: '1015', name: 'Sweet Shop — Arden Fair', address1: '1689 Arden Way', city: 'Sacramento', stateCode: 'CA',
    postalCode: '95815', countryCode: 'US', latitude: 38.6003, longitude: -121.4268, phone: '(916) 555-0115',
    timeZone: 'America/Los_Angeles', hours: MALL, storeType: 'retail',
  },
  {
    id: '1016', name: 'Sweet Shop — Pioneer Place', address1: '700 SW 5th Ave', city: 'Portland', stateCode: 'OR',
    postalCode: '97204', countryCode: 'US', latitude: 45.5185, longitude: -122.6776, phone: '(503) 555-0116',
    timeZone: 'America/Los_Angeles', hours: MALL, storeType: 'retail',
  },
  {
    id: '1017', name: 'Sweet Shop — Westlake Center', address1: '400 Pine St', city: 'Seattle', stateCode: 'WA',
    postalCode: '98101', countryCode: 'US', latitude: 47.6118, longitude: -122.3372, phone: '(206) 555-0117',
    timeZone: 'America/Los_Angeles', hours: MALL, storeType: 'retail',
  },
  {
    id: '1018', name: 'Sweet Shop — The Forum Shops', address1: '3500 Las Vegas Blvd S', city: 'Las Vegas', stateCode: 'NV',
    postalCode: '89109', countryCode: 'US', latitude: 36.1177, longitude: -115.1747, phone: '(702) 555-0118',
    timeZone: 'America/Los_Angeles', hours: daily('10:00', '23:00'), storeType: 'retail',
  },
  {
    id: '1019', name: 'Sweet Shop — LAX Terminal 6', address1: '600 World Way', city: 'Los Angeles', stateCode: 'CA',
    postalCode: '90045', countryCode: 'US', latitude: 33.9445, longitude: -118.402, phone: '(424) 555-0119',
    timeZone: 'America/Los_Angeles', hours: daily('05:30', '22:30'), storeType: 'retail', storeLocatorEnabled: false, pickupEnabled: false,
  },
  {
    id: '1020', name: 'Sweet Shop Quantity Discount Center — Los Angeles', address1: '3423 S La Cienega Blvd', city: 'Los Angeles',
    stateCode: 'CA', postalCode: '90016', countryCode: 'US', latitude: 34.0237, longitude: -118.3722, phone: '(323) 555-0120',
    timeZone: 'America/Los_Angeles', hours: QUANTITY_DISCOUNT, storeType: 'quantity_discount', pickupEnabled: false,
  },
  {
    id: '1021', name: 'Sweet Shop Quantity Discount Center — South San Francisco', address1: '210 El Camino Real',
    city: 'South San Francisco', stateCode: 'CA', postalCode: '94080', countryCode: 'US', latitude: 37.6551, longitude: -122.4185,
    phone: '(650) 555-0121', timeZone: 'America/Los_Angeles', hours: QUANTITY_DISCOUNT, storeType: 'quantity_discount', pickupEnabled: false,
  },
  {
    id: '1022', name: 'Sweet Shop Quantity Discount Center — Anaheim', address1: '1440 S Anaheim Blvd', city: 'Anaheim',
    stateCode: 'CA', postalCode: '92805', countryCode: 'US', latitude: 33.8143, longitude: -117.909, phone: '(714) 555-0122',
    timeZone: 'America/Los_Angeles', hours: QUANTITY_DISCOUNT, storeType: 'quantity_discount', pickupEnabled: false,
  },
  {
    id: '1023', name: 'Sweet Shop Quantity Discount Center — Phoenix', address1: '4747 E Elliot Rd', city: 'Phoenix',
    stateCode: 'AZ', postalCode: '85044', countryCode: 'US', latitude: 33.3492, longitude: -111.9795, phone: '(480) 555-0123',
    timeZone: 'America/Phoenix', hours: QUANTITY_DISCOUNT, storeType: 'quantity_discount', pickupEnabled: false,
  },
  {
    id: '1024', name: 'Sweet Shop Quantity Discount Center — Houston', address1: '5085 Westheimer Rd', city: 'Houston',
    stateCode: 'TX', postalCode: '77056', countryCode: 'US', latitude: 29.739, longitude: -95.464, phone: '(713) 555-0124',
    timeZone: 'America/Chicago', hours: QUANTITY_DISCOUNT, storeType: 'quantity_discount', pickupEnabled: false,
  },
  {
    id: '1025', name: 'Sweet Shop — Scottsdale Fashion Square', address1: '7014 E Camelback Rd', city: 'Scottsdale', stateCode: 'AZ',
    postalCode: '85251', countryCode: 'US', latitude: 33.5021, longitude: -111.929, phone: '(480) 555-0125',
    timeZone: 'America/Phoenix', hours: MALL, storeType: 'retail',
  },
  {
    id: '1026', name: 'Sweet Shop — City Creek Center', address1: '50 S Main St', city: 'Salt Lake City', stateCode: 'UT',
    postalCode: '84101', countryCode: 'US', latitude: 40.7686, longitude: -111.891, phone: '(801) 555-0126',
    timeZone: 'America/Denver', hours: { ...MALL, sunday: null }, storeType: 'retail',
  },
  {
    id: '1027', name: 'Sweet Shop — Cherry Creek', address1: '3000 E 1st Ave', city: 'Denver', stateCode: 'CO',
    postalCode: '80206', countryCode: 'US', latitude: 39.7174, longitude: -104.953, phone: '(303) 555-0127',
    timeZone: 'America/Denver', hours: MALL, storeType: 'retail',
  },
  {
    id: '1028', name: 'Sweet Shop — NorthPark Center', address1: '8687 N Central Expy', city: 'Dallas', stateCode: 'TX',
    postalCode: '75225', countryCode: 'US', latitude: 32.8685, longitude: -96.7735, phone: '(214) 555-0128',
    timeZone: 'America/Chicago', hours: MALL, storeType: 'retail',
  },
  {
    id: '1029', name: 'Sweet Shop — Magnificent Mile', address1: '835 N Michigan Ave', city: 'Chicago', stateCode: 'IL',
    postalCode: '60611', countryCode: 'US', latitude: 41.8976, longitude: -87.624, phone: '(312) 555-0129',
    timeZone: 'America/Chicago', hours: MALL, storeType: 'retail',
  },
  {
    id: '1030', name: 'Sweet Shop — Ala Moana Center', address1: '1450 Ala Moana Blvd', city: 'Honolulu', stateCode: 'HI',
    postalCode: '96814', countryCode: 'US', latitude: 21.2911, longitude: -157.843, phone: '(808) 555-0130',
    timeZone: 'Pacific/Honolulu', hours: MALL, storeType: 'retail',
  },
  {
    id: '1031', name: 'Sweet Shop — CF Pacific Centre', address1: '701 W Georgia St', city: 'Vancouver', stateCode: 'BC',
    postalCode: 'V7Y 1G5', countryCode: 'CA', latitude: 49.283, longitude: -123.118, phone: '(604) 555-0131',
    timeZone: 'America/Vancouver', hours: MALL, storeType: 'retail',
  },
  {
    id: '1032', name: 'Sweet Shop — Metropolis at Metrotown', address1: '4700 Kingsway', city: 'Burnaby', stateCode: 'BC',
    postalCode: 'V5H 4M1', countryCode: 'CA', latitude: 49.2276, longitude: -123.0, phone: '(604) 555-0132',
    timeZone: 'America/Vancouver', hours: MALL, storeType: 'retail',
  },
  {
    id: '1033', name: 'Sweet Shop — CF Chinook Centre', address1: '6455 Macleod Trail SW', city: 'Calgary', stateCode: 'AB',
    postalCode: 'T2H 0K8', countryCode: 'CA', latitude: 50.9981, longitude: -114.073, phone: '(403) 555-0133',
    timeZone: 'America/Edmonton', hours: MALL, storeType: 'retail',
  },
  {
    id: '1034', name: 'Sweet Shop — CF Toronto Eaton Centre', address1: '220 Yonge St', city: 'Toronto', stateCode: 'ON',
    postalCode: 'M5B 2H1', countryCode: 'CA', latitude: 43.6544, longitude: -79.3807, phone: '(416) 555-0134',
    timeZone: 'America/Toronto', hours: MALL, storeType: 'retail',
  },
  {
    id: '1035', name: 'Sweet Shop Quantity Discount Center — Mississauga', address1: '100 City Centre Dr', city: 'Mississauga',
    stateCode: 'ON', postalCode: 'L5B 2C9', countryCode: 'CA', latitude: 43.5931, longitude: -79.642, phone: '(905) 555-0135',
    timeZone: 'America/Toronto', hours: QUANTITY_DISCOUNT, storeType: 'quantity_discount', pickupEnabled: false,
  },
];
