import { SHOPS } from './shops.ts';

/**
 * Deterministic geocoding and distances. B2C Commerce looks postal codes up in its geolocation
 * mappings; the sandbox's mappings are: every shop's own postal code (its exact coordinates), a few
 * well-known ZIP codes, then 3-digit ZIP prefixes (US) and forward sortation areas (Canada).
 * A postal code that none of them covers is "not found" and a store search answers an empty list,
 * as SCAPI does.
 */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

export type DistanceUnit = 'mi' | 'km';

const EARTH_RADIUS: Record<DistanceUnit, number> = { mi: 3958.8, km: 6371.0088 };

/** SCAPI's default search radius when maxDistance is absent: half the earth's circumference. */
export const HALF_EARTH_CIRCUMFERENCE: Record<DistanceUnit, number> = {
  mi: Math.PI * EARTH_RADIUS.mi,
  km: Math.PI * EARTH_RADIUS.km,
};

/** Great-circle (haversine) distance, rounded to 2 decimals as shown to shoppers. */
export function distanceBetween(from: Coordinates, to: Coordinates, unit: DistanceUnit): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(to.latitude - from.latitude);
  const dLon = rad(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLon / 2) ** 2;
  const distance = 2 * EARTH_RADIUS[unit] * Math.asin(Math.min(1, Math.sqrt(a)));
  return Math.round(distance * 100) / 100;
}

const US_ZIP = /^(\d{5})(?:-?\d{4})?$/;
/** Canadian postal codes never use D, F, I, O, Q or U, and never start with W or Z. */
const CA_POSTAL = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)$/;

export interface PostalCode {
  countryCode: 'US' | 'CA';
  /** "90210" (ZIP+4 reduced to the 5-digit ZIP) or "V6B 1A1". */
  code: string;
}

/** Parses a US ZIP (5, 5+4 or 9 digits) or a Canadian postal code; undefined when it is neither. */
export function parsePostalCode(raw: string, countryCode?: string): PostalCode | undefined {
  const value = raw.trim().toUpperCase();
  if (countryCode === undefined || countryCode === 'US') {
    const zip = US_ZIP.exec(value);
    if (zip) return { countryCode: 'US', code: zip[1]! };
  }
  if (countryCode === undefined || countryCode === 'CA') {
    const postal = CA_POSTAL.exec(value);
    if (postal) return { countryCode: 'CA', code: `${postal[1]} ${postal[2]}` };
  }
  return undefined;
}

const rows = (text: string): Array<[string, Coordinates]> =>
  text
    .trim()
    .split('\n')
    .flatMap((line) => {
      const [keys, latitude, longitude] = line.trim().split(/\s+/);
      return keys!
        .split(',')
        .map((key): [string, Coordinates] => [key, { latitude: Number(latitude), longitude: Number(longitude) }]);
    });

/** Well-known exact ZIP codes (besides the shops' own). */
const US_EXACT = rows(`
  90210 34.0901 -118.4065
  90036 34.0699 -118.3509
  90401 34.0162 -118.4966
  94103 37.7725 -122.4147
  92101 32.7157 -117.1611
  10001 40.7506 -73.9972
`);

/** 3-digit ZIP prefixes: approximate centres of the areas they serve. */
const US_ZIP3 = rows(`
  900 34.0522 -118.2437
  902 33.9500 -118.3000
  903 33.9617 -118.3531
  904 34.0195 -118.4912
  905 33.8358 -118.3406
  906 33.9500 -118.0500
  907,908 33.7701 -118.1937
  910,911 34.1478 -118.1445
  912 34.1425 -118.2551
  913,914 34.1867 -118.4490
  915 34.1808 -118.3090
  916 34.1722 -118.3789
  917 34.0686 -117.9390
  918 34.0953 -118.1270
  919 32.6400 -117.0842
  920 33.1192 -117.0864
  921 32.7157 -117.1611
  922 33.8303 -116.5453
  923,924 34.1083 -117.2898
  925 33.9533 -117.3962
  926 33.6846 -117.8265
  927 33.7455 -117.8677
  928 33.8366 -117.9143
  930 34.2805 -119.2945
  931 34.4208 -119.6982
  932,933 35.3733 -119.0187
  934 34.9530 -120.4357
  936,937 36.7378 -119.7871
  939 36.6777 -121.6555
  940 37.5630 -122.3255
  941 37.7749 -122.4194
  943 37.4419 -122.1430
  944 37.5485 -122.3147
  945 37.9101 -122.0652
  946 37.8044 -122.2712
  947 37.8716 -122.2727
  948 37.9358 -122.3477
  949 37.9735 -122.5311
  950 37.3541 -121.9552
  951 37.3382 -121.8863
  954 38.4404 -122.7141
  956,957,958 38.5816 -121.4944
  970,971,972 45.5152 -122.6784
  973 44.9429 -123.0351
  980 47.6101 -122.2015
  981 47.6062 -122.3321
  984 47.2529 -122.4443
  850 33.4484 -112.0740
  852 33.4942 -111.9261
  857 32.2226 -110.9747
  889,890,891 36.1699 -115.1398
  840 40.6461 -111.4980
  841 40.7608 -111.8910
  800,802 39.7392 -104.9903
  750,752 32.7767 -96.7970
  770 29.7604 -95.3698
  606 41.8781 -87.6298
  967,968 21.3069 -157.8583
  100 40.7128 -74.0060
  021 42.3601 -71.0589
  200 38.9072 -77.0369
  331 25.7617 -80.1918
`);

/** Canadian forward sortation areas (first three characters). */
const CA_FSA = rows(`
  V6B,V6C,V6E,V6Z,V7Y 49.2827 -123.1207
  V5H 49.2276 -123.0076
  V6X,V6Y 49.1666 -123.1336
  T2P,T2G 51.0447 -114.0719
  T2H 50.9981 -114.0730
  T5J 53.5444 -113.4909
  M5B,M5G,M5H,M5V,M4W 43.6532 -79.3832
  L5B 43.5890 -79.6441
  H3B,H2X 45.5017 -73.5673
  K1P 45.4215 -75.6972
`);

const EXACT = new Map<string, Coordinates>([
  ...US_EXACT,
  ...SHOPS.map((shop): [string, Coordinates] => [
    shop.postalCode,
    { latitude: shop.latitude, longitude: shop.longitude },
  ]),
]);
const PREFIXES = new Map<string, Coordinates>([...US_ZIP3, ...CA_FSA]);

/** Coordinates of a postal code in a country, or undefined when the sandbox's mappings do not know it. */
export function geocodePostalCode(countryCode: string, postalCode: string): Coordinates | undefined {
  const parsed = parsePostalCode(postalCode, countryCode.toUpperCase());
  if (!parsed) return undefined;
  return EXACT.get(parsed.code) ?? PREFIXES.get(parsed.code.slice(0, 3));
}
