/*
 * When a session ends (docs/deploying.md, "Sessions"): at its expiry, or after `session.idleMinutes`
 * without activity, with a warning shortly before the idle end. Plain rules of (times, now), so
 * that they are tested with any clock; the shell runs them on a timer and on every activity.
 */

/** The two moments a session ends at, whichever comes first (ms since 1970). */
export interface SessionTimes {
  expiresAt?: number;
  idleUntil?: number;
}

export type EndReason = 'expired' | 'idle';

/** The idle warning shows this long before an idle sign-out. */
export const IDLE_WARNING_MS = 60_000;

/** Activity moves the idle end at most this often: each move is a write every other tab hears. */
const ACTIVITY_WRITE_MS = 10_000;

/** The largest delay a browser timer takes; a longer one would fire at once. */
export const MAX_TIMER_MS = 2_147_483_647;

/** A session without activity since `lastActivity` ends at this moment. */
export const idleDeadline = (lastActivity: number, idleMs: number) => lastActivity + idleMs;

/**
 * When the idle warning shows: a minute before the idle end, or halfway through an idle time of
 * under two minutes, so that the warning never shows right after the activity that moved the end.
 */
export const warningTime = (deadline: number, idleMs: number) =>
  deadline - Math.min(IDLE_WARNING_MS, idleMs / 2);

/** Why the session is over at `now`: its expiry first, then its idle end. */
export function endReason({ expiresAt, idleUntil }: SessionTimes, now: number): EndReason | undefined {
  if (expiresAt !== undefined && now >= expiresAt) return 'expired';
  if (idleUntil !== undefined && now >= idleUntil) return 'idle';
  return undefined;
}

/**
 * Where a session stands at `now`, and when to look again (`nextCheckAt`, undefined: only when
 * something changes). Only the idle end is warned of: staying cannot put an expiry off.
 */
export type SessionPhase =
  | { phase: 'active'; nextCheckAt?: number }
  | { phase: 'warning'; endsAt: number; nextCheckAt: number }
  | { phase: 'ended'; reason: EndReason };

export function sessionPhase(times: SessionTimes, now: number, idleMs: number): SessionPhase {
  const reason = endReason(times, now);
  if (reason) return { phase: 'ended', reason };
  const { expiresAt, idleUntil } = times;
  if (idleUntil !== undefined && (expiresAt === undefined || idleUntil < expiresAt)) {
    const warnAt = warningTime(idleUntil, idleMs);
    return now >= warnAt
      ? { phase: 'warning', endsAt: idleUntil, nextCheckAt: idleUntil }
      : { phase: 'active', nextCheckAt: warnAt };
  }
  return { phase: 'active', nextCheckAt: expiresAt };
}

/** Whole seconds left before a warned sign-out, as the warning shows them. */
export const secondsLeft = (endsAt: number, now: number) => Math.max(0, Math.ceil((endsAt - now) / 1000));

/**
 * How long to wait before looking at the session again: at the next moment of its phase, and
 * during the warning at every whole second left (the countdown), never beyond a timer's range.
 */
export function nextCheckIn(phase: SessionPhase, now: number): number | undefined {
  if (phase.phase === 'ended' || phase.nextCheckAt === undefined) return undefined;
  if (phase.phase === 'warning') return (phase.endsAt - now) % 1000 || 1000;
  return Math.min(Math.max(0, phase.nextCheckAt - now), MAX_TIMER_MS);
}

/**
 * The idle end to store after an activity at `now`, or undefined when the activity does not count:
 * the session is over; the warning shows (only its "stay signed in", `confirmed`, counts then, not
 * a pointer passing over the page); or the end would move by less than the write interval.
 */
export function activityDeadline(
  times: SessionTimes,
  now: number,
  idleMs: number,
  confirmed = false,
): number | undefined {
  const phase = sessionPhase(times, now, idleMs);
  if (phase.phase === 'ended') return undefined;
  const deadline = idleDeadline(now, idleMs);
  if (confirmed) return deadline;
  if (phase.phase === 'warning') return undefined;
  const interval = Math.min(ACTIVITY_WRITE_MS, idleMs / 10);
  if (times.idleUntil !== undefined && deadline - times.idleUntil < interval) return undefined;
  return deadline;
}

/**
 * The idle end to store when the shell starts, or undefined to keep the stored one: a new session
 * starts its clock now; a stored end further off than the idle time (the configured time was
 * shortened) is brought in. An ended session is never revived.
 */
export function idleClockStart(times: SessionTimes, now: number, idleMs: number): number | undefined {
  if (endReason(times, now)) return undefined;
  const deadline = idleDeadline(now, idleMs);
  return times.idleUntil === undefined || times.idleUntil > deadline ? deadline : undefined;
}
