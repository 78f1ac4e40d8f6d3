import { describe, expect, test } from 'vitest';
import {
  deliveryAttributes,
  deliveryChoiceLabel,
  deliveryChoiceOf,
  deliveryChoiceView,
  deliveryWindow,
  parseDay,
  shipDueDate,
  shipmentDelivery,
  shipNowOf,
  wantedDateError,
} from '~/models/delivery-date.ts';
import { isBusinessDay, isCarrierHoliday, shipDay } from '~/models/delivery-estimate.ts';

const day = (text: string) => parseDay(text)!;
const TWO_DAYS = { c_estimatedArrivalTime: '2 Business Days' };
const NEXT_DAY = { c_estimatedArrivalTime: 'Next Business Day' };
const GROUND = { c_estimatedArrivalTime: '5-7 Business Days' };
// Monday 7 December 2026, 09:00 in New York (before the 2 PM cut-off).
const MONDAY_MORNING = new Date('2026-12-07T14:00:00Z');

describe('carrier holidays and delivery days', () => {
  test.each([
    ['2026-01-01', "New Year's Day"],
    ['2026-05-25', 'Memorial Day (the last Monday of May)'],
    ['2026-07-03', 'Independence Day on a Saturday, observed the Friday before'],
    ['2026-09-07', 'Labor Day (the first Monday of September)'],
    ['2026-11-26', 'Thanksgiving (the fourth Thursday of November)'],
    ['2026-12-25', 'Christmas Day'],
    ['2022-12-26', 'Christmas Day on a Sunday, observed the Monday after'],
  ])('%s is a holiday: %s', (text) => {
    expect(isCarrierHoliday(day(text))).toBe(true);
    expect(isBusinessDay(day(text))).toBe(false);
  });

  test('weekends are closed, ordinary weekdays open', () => {
    expect(isBusinessDay(day('2026-12-12'))).toBe(false);
    expect(isBusinessDay(day('2026-12-13'))).toBe(false);
    expect(isBusinessDay(day('2026-12-14'))).toBe(true);
    expect(isBusinessDay(day('2026-05-18'))).toBe(true);
  });

  test('only real YYYY-MM-DD days parse', () => {
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('12/14/2026')).toBeNull();
    expect(parseDay('')).toBeNull();
  });
});

describe('the delivery window (clock passed in)', () => {
  test('before the cut-off on a weekday it ships today; the window starts after transit and packing', () => {
    expect(shipDay(MONDAY_MORNING).toISOString().slice(0, 10)).toBe('2026-12-07');
    // Monday + 2 transit days + 1 packing day = Thursday; the last day is 60 days after Monday, a Friday.
    expect(deliveryWindow(TWO_DAYS, MONDAY_MORNING)).toEqual({ first: '2026-12-10', last: '2027-02-05' });
    expect(deliveryWindow(GROUND, MONDAY_MORNING)).toEqual({ first: '2026-12-17', last: '2027-02-05' });
  });

  test('after the cut-off the day before Thanksgiving it ships the Friday after', () => {
    const wednesdayAfternoon = new Date('2026-11-25T20:00:00Z');
    expect(shipDay(wednesdayAfternoon).toISOString().slice(0, 10)).toBe('2026-11-27');
    expect(deliveryWindow(NEXT_DAY, wednesdayAfternoon).first).toBe('2026-12-01');
  });

  test('Christmas and New Year are skipped; a method without business days takes the default transit', () => {
    const monday = new Date('2026-12-21T14:00:00Z');
    expect(deliveryWindow(GROUND, monday).first).toBe('2027-01-04');
    expect(deliveryWindow({ c_estimatedArrivalTime: 'Ready in 2 hours' }, monday).first).toBe('2027-01-04');
    expect(deliveryWindow(undefined, monday).first).toBe('2027-01-04');
  });

  test('the window never ends on a closed day', () => {
    // Tuesday 6 October 2026: first Fri 9 Oct; 60 days later is Sat 5 Dec, so it ends Fri 4 Dec.
    expect(deliveryWindow(TWO_DAYS, new Date('2026-10-06T14:00:00Z'))).toEqual({
      first: '2026-10-09',
      last: '2026-12-04',
    });
  });
});

describe('a wanted date', () => {
  const window = { first: '2026-12-10', last: '2027-02-08' };
  const outside = 'Please choose a delivery date from Thu, Dec 10, 2026 to Mon, Feb 8, 2027.';

  test('inside the window on a delivery day it is taken', () => {
    expect(wantedDateError('2026-12-10', window)).toBeNull();
    expect(wantedDateError('2027-02-08', window)).toBeNull();
  });

  test.each(['2026-12-09', '2027-02-09', '2026-02-30', 'soon'])('%s is refused with the window', (date) => {
    expect(wantedDateError(date, window)).toBe(outside);
  });

  test('a weekend or holiday inside the window is refused as such', () => {
    expect(wantedDateError('2026-12-12', window)).toBe(
      'We do not deliver on weekends or holidays. Please choose another date.',
    );
    expect(wantedDateError('2026-12-25', window)).toBe(
      'We do not deliver on weekends or holidays. Please choose another date.',
    );
  });

  test('it must ship the method’s transit earlier, counted in delivery days', () => {
    expect(shipDueDate('2026-12-15', TWO_DAYS)).toBe('2026-12-11');
    expect(shipDueDate('2026-12-28', TWO_DAYS)).toBe('2026-12-23');
  });
});

describe('the shipment’s attributes', () => {
  const window = { first: '2026-12-10', last: '2027-02-08' };
  const context = { methodId: 'EXPRESS', method: { id: 'EXPRESS', ...TWO_DAYS }, window, now: MONDAY_MORNING };

  test('a dated delivery', () => {
    expect(deliveryAttributes({ kind: 'date', date: '2026-12-15' }, context)).toEqual({
      c_DATE_WANTED: '2026-12-15',
      c_SHIP_DUE_DATE: '2026-12-11',
      c_dateWantedRangeStart: '2026-12-10',
      c_dateWantedRangeEnd: '2027-02-08',
      c_isCalendarSelection: true,
      c_customerSelectedMethod: 'EXPRESS',
    });
  });

  test('ship now clears the wanted date and ships on the first ship day', () => {
    expect(deliveryAttributes({ kind: 'now' }, context)).toMatchObject({
      c_DATE_WANTED: null,
      c_SHIP_DUE_DATE: '2026-12-07',
      c_isCalendarSelection: false,
    });
  });

  test('c_shipnow names the chosen, the fastest and the standard method', () => {
    const offered = [
      { id: 'UPSGT_Disc', ...GROUND },
      { id: 'EXPRESS', ...TWO_DAYS },
      { id: 'OVERNIGHT', ...NEXT_DAY },
    ];
    expect(shipNowOf('EXPRESS', offered, MONDAY_MORNING)).toEqual({
      preferedMethod: 'EXPRESS',
      expeditedMethod: 'OVERNIGHT',
      standardMethod: 'UPSGT_Disc',
      date: '2026-12-07',
      timestamp: MONDAY_MORNING.getTime(),
      secondaryDeliveries: [],
    });
  });

  test('read back: the choice and its label', () => {
    expect(deliveryChoiceOf({ c_isCalendarSelection: true, c_DATE_WANTED: '2026-12-22' })).toEqual({
      kind: 'date',
      date: '2026-12-22',
    });
    expect(deliveryChoiceOf({ c_isCalendarSelection: true, c_DATE_WANTED: 'later' })).toEqual({ kind: 'now' });
    expect(deliveryChoiceLabel({ c_isCalendarSelection: true, c_DATE_WANTED: '2026-12-22' })).toBe(
      'Deliver by Tue, Dec 22, 2026',
    );
    expect(deliveryChoiceLabel({ c_isCalendarSelection: false })).toBe('Ship now');
    expect(deliveryChoiceLabel({ c_shipnow: { preferedMethod: 'EXPRESS' } })).toBe('Ship now');
    expect(deliveryChoiceLabel({})).toBeUndefined();
  });
});

describe('the step: a posted choice and the field it shows', () => {
  const offered = [
    { id: 'UPSGT_Disc', ...GROUND },
    { id: 'EXPRESS', ...TWO_DAYS },
  ];

  test('a date is checked against the chosen method’s window', () => {
    // Express: from Thu 10 Dec; ground: 7 + 1 delivery days after Mon 7 Dec, Thu 17 Dec.
    expect(
      shipmentDelivery(
        { shippingMethodId: 'EXPRESS', deliveryChoice: 'date', wantedDate: '2026-12-11' },
        offered,
        MONDAY_MORNING,
      ),
    ).toMatchObject({
      delivery: { attributes: { c_DATE_WANTED: '2026-12-11', c_customerSelectedMethod: 'EXPRESS' }, shipNow: null },
    });
    expect(
      shipmentDelivery(
        { shippingMethodId: 'UPSGT_Disc', deliveryChoice: 'date', wantedDate: '2026-12-11' },
        offered,
        MONDAY_MORNING,
      ),
    ).toEqual({
      error: 'Please choose a delivery date from Thu, Dec 17, 2026 to Fri, Feb 5, 2027.',
    });
  });

  test('ship now (also when nothing was posted) stores c_shipnow for the method the default rule keeps', () => {
    const checked = shipmentDelivery({}, offered, MONDAY_MORNING);
    expect(checked).toMatchObject({
      delivery: {
        attributes: { c_isCalendarSelection: false, c_customerSelectedMethod: 'UPSGT_Disc' },
        shipNow: { preferedMethod: 'UPSGT_Disc' },
      },
    });
  });

  test('the field spans every offered method’s window and shows the saved date while it is still in it', () => {
    const view = deliveryChoiceView(
      { c_isCalendarSelection: true, c_DATE_WANTED: '2026-12-22' },
      offered,
      MONDAY_MORNING,
    );
    expect(view).toMatchObject({
      deliveryChoice: 'date',
      wantedDate: '2026-12-22',
      min: '2026-12-10',
      max: '2027-02-05',
    });
    expect(view.hint).toBe(
      'A weekday from Thu, Dec 10, 2026 to Fri, Feb 5, 2027, except holidays. The earliest day depends on the shipping method.',
    );
    expect(
      deliveryChoiceView({ c_isCalendarSelection: true, c_DATE_WANTED: '2026-12-01' }, offered, MONDAY_MORNING),
    ).toMatchObject({ deliveryChoice: 'date', wantedDate: '' });
    expect(deliveryChoiceView(undefined, [], MONDAY_MORNING)).toMatchObject({
      deliveryChoice: 'now',
      wantedDate: '',
      min: '2026-12-17',
    });
  });
});
