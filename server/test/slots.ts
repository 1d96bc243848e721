import type { TestApi } from './api.ts';

export interface SlotJson {
  start: string;
  units: number;
  instructorId: number;
  vehicle: string | null;
  gearbox: string | null;
}

/** Every free slot of the window as a student's screen reads them: the day list, then each day. */
export async function windowSlots(
  api: TestApi,
  instructorId?: number,
): Promise<{ instructors: { id: number; name: string }[]; days: { date: string; slots: SlotJson[] }[] }> {
  const query: Record<string, number | string> = instructorId === undefined ? {} : { instructorId };
  const list = (await api.call('GET /lesson/slot-days', { query })).json() as {
    instructors: { id: number; name: string }[];
    days: { date: string; free: number }[];
  };
  const days = [];
  for (const { date, free } of list.days) {
    const day = (await api.call('GET /lesson/slots', { query: { ...query, date } })).json() as {
      date: string;
      slots: SlotJson[];
    };
    // The list's count is the day's answer's: both come from the same units.
    if (day.slots.length !== free) throw new Error(`${date}: the list counts ${free}, the day has ${day.slots.length}`);
    days.push(day);
  }
  return { instructors: list.instructors, days };
}
