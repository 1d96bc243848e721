import { addDays, minutesOf, schoolDate, schoolTime } from '@autoskola/rules/driving-lessons';

/** Something with a place in the grid: a lesson, a block or a shift of working hours. */
export interface Timed {
  start: string;
  end: string;
}

/** Where an item sits in its day, in minutes from the grid's first hour, and its lane among overlapping ones. */
export interface Placed<T> {
  item: T;
  top: number;
  length: number;
  lane: number;
  lanes: number;
}

/**
 * Minutes after the day's midnight (Bratislava) of an instant; an end on a later day is the
 * day's end, so a lesson past midnight stays inside its column.
 */
export function minuteOfDay(instant: string, date: string, end = false): number {
  const day = schoolDate(instant);
  if (day > date) return end ? 24 * 60 : 0;
  if (day < date) return 0;
  return minutesOf(schoolTime(instant)) ?? 0;
}

/** The hours the grid shows: 7–18 at least, stretched to whole hours around every item. */
export function gridHours(days: { date: string; items: Timed[] }[]): { first: number; last: number } {
  let first = 7;
  let last = 18;
  for (const { date, items } of days) {
    for (const item of items) {
      first = Math.min(first, Math.floor(minuteOfDay(item.start, date) / 60));
      last = Math.max(last, Math.ceil(minuteOfDay(item.end, date, true) / 60));
    }
  }
  return { first, last: Math.max(last, first + 1) };
}

/**
 * Places a day's items: top and length in minutes from `firstHour`, and side by side lanes
 * for items that overlap (a cancelled lesson and the one booked in its place).
 */
export function placeDay<T extends Timed>(items: T[], date: string, firstHour: number): Placed<T>[] {
  const sorted = items
    .map((item) => ({ item, from: minuteOfDay(item.start, date), to: minuteOfDay(item.end, date, true) }))
    .sort((a, b) => a.from - b.from || b.to - a.to);
  const placed: Placed<T>[] = [];
  // Items that overlap one another, directly or through others, share their lane count.
  let cluster: (Placed<T> & { to: number })[] = [];
  let clusterEnd = -1;
  const closeCluster = () => {
    const lanes = Math.max(1, ...cluster.map((each) => each.lane + 1));
    for (const each of cluster)
      placed.push({ item: each.item, top: each.top, length: each.length, lane: each.lane, lanes });
    cluster = [];
  };
  for (const { item, from, to } of sorted) {
    if (from >= clusterEnd) closeCluster();
    const laneEnds: number[] = [];
    for (const each of cluster) laneEnds[each.lane] = Math.max(laneEnds[each.lane] ?? 0, each.to);
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= from);
    if (lane === -1) lane = laneEnds.length;
    cluster.push({ item, top: from - firstHour * 60, length: Math.max(to - from, 15), lane, lanes: 1, to });
    clusterEnd = Math.max(clusterEnd, to);
  }
  closeCluster();
  return placed;
}

/** The seven days from a Monday. */
export const weekDates = (monday: string) => Array.from({ length: 7 }, (_, index) => addDays(monday, index));
