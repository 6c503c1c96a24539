// When a session ends (docs/deploying.md, "Sessions"), as rules of (times, now) so any clock tests them.

/** Whichever comes first ends the session (ms since 1970). */
export interface SessionTimes {
  expiresAt?: number;
  idleUntil?: number;
}

export type EndReason = 'expired' | 'idle';

export const IDLE_WARNING_MS = 60_000;

/** Activity moves the idle end at most this often: each move is a write every other tab hears. */
const ACTIVITY_WRITE_MS = 10_000;

/** The largest delay a browser timer takes; a longer one would fire at once. */
export const MAX_TIMER_MS = 2_147_483_647;

export const idleDeadline = (lastActivity: number, idleMs: number) => lastActivity + idleMs;

/** Halfway through an idle time under two minutes, so the warning never follows the activity at once. */
export const warningTime = (deadline: number, idleMs: number) =>
  deadline - Math.min(IDLE_WARNING_MS, idleMs / 2);

export function endReason({ expiresAt, idleUntil }: SessionTimes, now: number): EndReason | undefined {
  if (expiresAt !== undefined && now >= expiresAt) return 'expired';
  if (idleUntil !== undefined && now >= idleUntil) return 'idle';
  return undefined;
}

/** Only the idle end is warned of: staying cannot put an expiry off. */
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

export const secondsLeft = (endsAt: number, now: number) => Math.max(0, Math.ceil((endsAt - now) / 1000));

/** During the warning every whole second (the countdown); never beyond a timer's range. */
export function nextCheckIn(phase: SessionPhase, now: number): number | undefined {
  if (phase.phase === 'ended' || phase.nextCheckAt === undefined) return undefined;
  if (phase.phase === 'warning') return (phase.endsAt - now) % 1000 || 1000;
  return Math.min(Math.max(0, phase.nextCheckAt - now), MAX_TIMER_MS);
}

/** Undefined when the activity does not count: during the warning only "stay signed in" (`confirmed`) does. */
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

/** A stored end beyond the idle time (it was shortened) is brought in; an ended session is never revived. */
export function idleClockStart(times: SessionTimes, now: number, idleMs: number): number | undefined {
  if (endReason(times, now)) return undefined;
  const deadline = idleDeadline(now, idleMs);
  return times.idleUntil === undefined || times.idleUntil > deadline ? deadline : undefined;
}
