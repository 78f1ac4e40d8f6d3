/**
 * Shop opening hours. The storefront evaluates shop status in Pacific time (spec: "Shop hours are
 * evaluated in the Pacific timezone"), so the structured `c_weeklyHours` of every shop is stored in
 * Pacific time, 24-hour "HH:MM". The `storeHours` HTML is what a merchant writes for the shop page:
 * the shop's local hours with its zone abbreviation.
 */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface OpeningTimes {
  open: string;
  close: string;
}

/** null: closed all day. */
export type WeeklyHours = Record<Weekday, OpeningTimes | null>;

/** Shop time zones, with their offset from Pacific time in whole hours (standard time). */
export const TIME_ZONES = {
  'America/Los_Angeles': { abbreviation: 'PT', hoursAfterPacific: 0 },
  'America/Vancouver': { abbreviation: 'PT', hoursAfterPacific: 0 },
  'America/Phoenix': { abbreviation: 'MST', hoursAfterPacific: 1 },
  'America/Denver': { abbreviation: 'MT', hoursAfterPacific: 1 },
  'America/Edmonton': { abbreviation: 'MT', hoursAfterPacific: 1 },
  'America/Chicago': { abbreviation: 'CT', hoursAfterPacific: 2 },
  'America/Toronto': { abbreviation: 'ET', hoursAfterPacific: 3 },
  'Pacific/Honolulu': { abbreviation: 'HT', hoursAfterPacific: -2 },
} as const;
export type TimeZoneId = keyof typeof TIME_ZONES;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function toMinutes(time: string): number {
  const match = TIME.exec(time);
  if (!match) throw new Error(`Invalid time '${time}'`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function fromMinutes(minutes: number): string {
  if (minutes < 0 || minutes >= 24 * 60) throw new Error('Shop hours must not cross midnight in Pacific time');
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Local opening hours expressed in Pacific time. */
export function toPacificHours(local: WeeklyHours, zone: TimeZoneId): WeeklyHours {
  const shift = TIME_ZONES[zone].hoursAfterPacific * 60;
  const result = {} as WeeklyHours;
  for (const day of WEEKDAYS) {
    const times = local[day];
    result[day] = times
      ? { open: fromMinutes(toMinutes(times.open) - shift), close: fromMinutes(toMinutes(times.close) - shift) }
      : null;
  }
  return result;
}

/** "13:30" → "1:30 PM". */
export function formatTime12h(time: string): string {
  const minutes = toMinutes(time);
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

const SHORT_DAY: Record<Weekday, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

const sameTimes = (a: OpeningTimes | null, b: OpeningTimes | null) =>
  a === b || (a !== null && b !== null && a.open === b.open && a.close === b.close);

/**
 * The SCAPI `storeHours` markup: consecutive days with the same hours are grouped,
 * e.g. "Mon–Sat: 10:00 AM – 9:00 PM", "Sun: Closed", followed by the zone.
 */
export function formatStoreHoursHtml(hours: WeeklyHours, zoneAbbreviation: string): string {
  const groups: Array<{ first: Weekday; last: Weekday; times: OpeningTimes | null }> = [];
  for (const day of WEEKDAYS) {
    const previous = groups[groups.length - 1];
    if (previous && sameTimes(previous.times, hours[day])) previous.last = day;
    else groups.push({ first: day, last: day, times: hours[day] });
  }
  const items = groups.map(({ first, last, times }) => {
    const days = first === last ? SHORT_DAY[first] : `${SHORT_DAY[first]}–${SHORT_DAY[last]}`;
    const text = times ? `${formatTime12h(times.open)} – ${formatTime12h(times.close)}` : 'Closed';
    return `<li><span class="store-hours-days">${days}:</span> ${text}</li>`;
  });
  return `<ul class="store-hours">${items.join('')}</ul><p class="store-hours-zone">All hours ${zoneAbbreviation}.</p>`;
}
