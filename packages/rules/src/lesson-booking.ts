import {
  type BookingSettings,
  NOT_IN_TRAINING,
  OUTSIDE_HOURS,
  OVERDUE_INSTALMENT,
  overCap,
  slotTaken,
  type TakenBy,
  timeRefusal,
  UNITS_RANGE,
} from './driving-lessons.ts';
import { CONTRACT_LIMITS } from './generated/contract-limits.ts';

/**
 * The facts a student's booking is decided on, each gathered by the caller (the server from its
 * database, the mocks from their state). A fact left out is not checked: the server gathers them
 * in stages (before its reads, with them, in the insert's rounds) and asks at each stage, so the
 * order below is the one order both apply.
 */
export interface BookingFacts {
  /** The lesson's units (the contract's range). */
  units?: number;
  /** The student's application is in training. */
  inTraining?: boolean;
  /** When the lesson starts, against the school's notice and window at `now`. */
  timing?: { start: number; now: number; settings: BookingSettings };
  /** A shift of the instructor holds the whole lesson. */
  withinHours?: boolean;
  /** The school asks instalments paid up to date and one of the student's is overdue. */
  overdueInstalment?: boolean;
  /** The student's coming bookings, against the school's cap. */
  upcoming?: { count: number; settings: BookingSettings };
  /** What already holds the time (null: free) and the car the message names. */
  taken?: { by: TakenBy | null; vehicle: string | null };
}

/** Why a student's booking is refused: the answer's status and the message the student reads. */
export interface BookingRefusal {
  status: 403 | 409 | 422;
  message: string;
}

const UNITS = CONTRACT_LIMITS.LessonBookingInput.units;

/**
 * The first rule a student's booking breaks, in the order the student reads them: the units, in
 * training, the time (past, notice, window), the instructor's hours, payments, the cap of coming
 * lessons, a taken slot; null when none. The server's re-check of a taken slot in its transaction
 * (another booking that went in at the same moment) stays the server's.
 */
export function bookingRefusalOf(facts: BookingFacts): BookingRefusal | null {
  const { units, timing, upcoming, taken } = facts;
  if (units !== undefined && (units < UNITS.minimum || units > UNITS.maximum)) {
    return { status: 422, message: UNITS_RANGE };
  }
  if (facts.inTraining === false) return { status: 403, message: NOT_IN_TRAINING };
  const early = timing ? timeRefusal(timing.start, timing.now, timing.settings) : null;
  if (early) return { status: 422, message: early };
  if (facts.withinHours === false) return { status: 422, message: OUTSIDE_HOURS };
  if (facts.overdueInstalment) return { status: 422, message: OVERDUE_INSTALMENT };
  if (upcoming && upcoming.count >= upcoming.settings.maxUpcoming) {
    return { status: 422, message: overCap(upcoming.settings) };
  }
  if (taken?.by) return { status: 409, message: slotTaken(taken.by, taken.vehicle, 'student') };
  return null;
}
