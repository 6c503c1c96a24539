import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useLogout, useNotify, useTranslate } from 'react-admin';
import {
  activityDeadline,
  endReason,
  idleClockStart,
  nextCheckIn,
  secondsLeft,
  sessionPhase,
  type EndReason,
  type SessionTimes,
} from '../api/sessionClock';
import { readSessionTimes, writeIdleUntil } from '../api/session';
import { sessionResume } from '../api/sessionResume';
import { clearStorage } from '../api/session';
import { useAppConfig } from '../config/ConfigContext';
import { watchOtherTabs } from './SessionEvents';

/** What counts as the user being there (docs/deploying.md, "Sessions"). */
const ACTIVITY_EVENTS: readonly (readonly [target: 'document' | 'window', name: string])[] = [
  ['document', 'pointerdown'],
  ['document', 'pointermove'],
  ['document', 'keydown'],
  // Scrolling inside a list's own box does not reach the document: listened to while capturing.
  ['document', 'scroll'],
  ['document', 'focusin'],
  ['window', 'focus'],
];

/** A pointer moving fires dozens of events a second: one in this long is looked at. */
const ACTIVITY_HANDLE_MS = 1000;

const MESSAGES: Record<EndReason | 'elsewhere', string> = {
  idle: 'app.session.idle_signed_out',
  expired: 'app.auth.session_expired',
  elsewhere: 'app.session.ended_elsewhere',
};

interface Warning {
  endsAt: number;
  now: number;
}

/** Runs api/sessionClock.ts's rules on a timer, on activity and on every other tab's change. */
export function SessionLifetime() {
  const idleMs = useAppConfig().session.idleMinutes * 60_000;
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const [warning, setWarning] = useState<Warning | null>(null);
  const stay = useRef<() => void>(() => undefined);
  // The clock below runs once per idle time, not again with every redraw of react-admin's hooks.
  const latest = useRef({ notify, logout });
  useEffect(() => {
    latest.current = { notify, logout };
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ended = false;
    let lastHandled = -Infinity;
    // Once another tab has cleared the storage, these tell whether the session ended by its time.
    let times: SessionTimes = readSessionTimes();

    const end = (reason: EndReason | 'elsewhere', inOtherTab = false) => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      setWarning(null);
      // Unsaved work keeps the page for a sign-in over it (api/sessionResume.ts).
      if (reason !== 'elsewhere' && sessionResume.canResume() && sessionResume.hasUnsavedWork()) {
        if (!inOtherTab) clearStorage();
        void sessionResume.resume().then((resumed) => {
          if (resumed) return start();
          latest.current.notify(MESSAGES[reason], { type: 'warning', autoHideDuration: null });
          void latest.current.logout({}, '/login', true);
        });
        return;
      }
      // Shown until the next click: someone coming back to the tab after a while still reads it.
      latest.current.notify(MESSAGES[reason], { type: 'warning', autoHideDuration: null });
      // Ended in another tab: that tab cleared the storage, which may hold a newer session by now.
      void latest.current.logout(inOtherTab ? { endedElsewhere: true } : {}, '/login', true);
    };

    const check = () => {
      if (ended) return;
      clearTimeout(timer);
      const now = Date.now();
      times = readSessionTimes();
      const phase = sessionPhase(times, now, idleMs);
      if (phase.phase === 'ended') return end(phase.reason);
      setWarning(phase.phase === 'warning' ? { endsAt: phase.endsAt, now } : null);
      const wait = nextCheckIn(phase, now);
      if (wait !== undefined) timer = setTimeout(check, wait);
    };

    const record = (confirmed: boolean) => {
      const at = activityDeadline(readSessionTimes(), Date.now(), idleMs, confirmed);
      if (at !== undefined) writeIdleUntil(at);
      check();
    };

    const onActivity = () => {
      const now = Date.now();
      if (now - lastHandled < Math.min(ACTIVITY_HANDLE_MS, idleMs / 10)) return;
      lastHandled = now;
      record(false);
    };
    stay.current = () => record(true);

    const start = () => {
      ended = false;
      times = readSessionTimes();
      const at = idleClockStart(times, Date.now(), idleMs);
      if (at !== undefined) writeIdleUntil(at);
      check();
    };
    start();

    const targets = { document, window };
    const options = { capture: true, passive: true };
    for (const [target, name] of ACTIVITY_EVENTS) targets[target].addEventListener(name, onActivity, options);
    // A hidden tab's timers may be held back by the browser: look again when it shows.
    document.addEventListener('visibilitychange', check);
    const stopWatching = watchOtherTabs({
      onSignedOut: () => end(endReason(times, Date.now()) ?? 'elsewhere', true),
      // Another user's session: nothing of this one stays in memory or on screen.
      onSignedIn: () => {
        ended = true;
        clearTimeout(timer);
        window.location.replace('/');
      },
      onTimesChanged: check,
    });
    return () => {
      clearTimeout(timer);
      for (const [target, name] of ACTIVITY_EVENTS)
        targets[target].removeEventListener(name, onActivity, options);
      document.removeEventListener('visibilitychange', check);
      stopWatching();
      stay.current = () => undefined;
    };
  }, [idleMs]);

  if (!warning) return null;
  return (
    <Dialog
      open
      // Closing it (Escape, a click beside it) is an answer too: the user is there.
      onClose={() => stay.current()}
      aria-labelledby="idle-warning-title"
      aria-describedby="idle-warning-text"
      role="alertdialog"
      data-testid="idle-warning"
    >
      <DialogTitle id="idle-warning-title">{translate('app.session.idle_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-warning-text">
          {translate('app.session.idle_warning', { seconds: secondsLeft(warning.endsAt, warning.now) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void logout({}, '/login', true)}>
          {translate('app.session.sign_out_now')}
        </Button>
        <Button variant="contained" onClick={() => stay.current()} autoFocus>
          {translate('app.session.stay_signed_in')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
