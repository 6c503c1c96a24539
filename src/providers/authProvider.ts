import { HttpError, type AuthProvider } from 'react-admin';
import { isSessionReplaced, type HttpClient } from '../api/http';
import type { MenuNode } from '../api/menuRules';
import { safeNextPath } from '../api/safeNext';
import {
  clearStorage,
  readSession,
  saveSession,
  sessionEnd,
  sessionEndReason,
  type Session,
} from '../api/session';
import { needsMenu, ruleAllows } from '../registry/access';
import { rightAllows, type ActionRights } from '../registry/rights';
import type { Registry } from '../registry/registry';
import { guardAllows } from './guard';

const TWO_FACTOR_KEY = 'twoFactor';

export interface TwoFactorPending {
  ticket: string;
  username: string;
  next: string;
}

interface LoginAnswer extends Partial<Session> {
  TwoFactorRequired?: boolean;
  TwoFactorToken?: string;
}

export interface LoginParams {
  username?: string;
  password?: string;
  code?: string;
  next?: string;
}

export function readTwoFactorPending(): TwoFactorPending | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(TWO_FACTOR_KEY) ?? 'null');
    return value && typeof value.ticket === 'string' ? value : null;
  } catch {
    return null;
  }
}

function storeSession(answer: LoginAnswer | null | undefined) {
  if (!answer?.token || !answer.id) throw new HttpError('app.auth.bad_answer', 0, answer ?? {});
  saveSession(
    {
      token: answer.token,
      username: answer.username ?? '',
      role: answer.role ?? '',
      id: String(answer.id),
      expiresAt: sessionEnd(answer as Record<string, unknown>, answer.token),
    },
    answer as Record<string, unknown>,
  );
  sessionStorage.removeItem(TWO_FACTOR_KEY);
}

export interface AccessSources {
  registry: Pick<Registry, 'ruleFor'>;
  menuTree: () => Promise<MenuNode[]>;
  /** None: the menu alone decides. */
  rights?: ActionRights;
  /** Meanwhile the stored session may be gone, and an answer read from it would close the screen being saved. */
  resumeSettled?: () => Promise<unknown>;
}

export function createAuthProvider(
  http: HttpClient,
  { registry, menuTree, rights = {}, resumeSettled = () => Promise.resolve() }: AccessSources,
  currentPath: () => string = () => window.location.pathname,
): AuthProvider {
  return {
    async login({ username, password, code, next }: LoginParams) {
      if (code !== undefined) {
        const pending = readTwoFactorPending();
        if (!pending) throw new HttpError('app.auth.two_factor_expired', 0, {});
        const answer = await http.request<LoginAnswer>('backoffice', 'auth/two-factor', {
          method: 'POST',
          body: { TwoFactorToken: pending.ticket, Code: code.trim() },
          signIn: true,
        });
        storeSession(answer);
        return undefined;
      }
      const answer = await http.request<LoginAnswer>('backoffice', 'auth/Login', {
        method: 'POST',
        body: { username: username?.trim(), password },
        signIn: true,
      });
      if (answer?.TwoFactorRequired) {
        const pending: TwoFactorPending = {
          ticket: String(answer.TwoFactorToken ?? ''),
          username: username ?? '',
          next: safeNextPath(next),
        };
        sessionStorage.setItem(TWO_FACTOR_KEY, JSON.stringify(pending));
        return { redirectTo: '/LoginTFA' };
      }
      storeSession(answer);
      return undefined;
    },

    /** `endedElsewhere`: clearing again could wipe a session signed in there since. */
    async logout(params?: { endedElsewhere?: boolean }) {
      if (!params?.endedElsewhere) clearStorage();
      return '/login';
    },

    async checkAuth() {
      await resumeSettled();
      const path = currentPath();
      // The second-factor step is part of signing in: open while its ticket is pending.
      if (path === '/LoginTFA' && readTwoFactorPending()) return;
      const ended = sessionEndReason();
      if (ended) {
        clearStorage();
        throw {
          redirectTo: '/login',
          message: ended === 'idle' ? 'app.session.idle_signed_out' : 'app.auth.session_expired',
        };
      }
      if (!guardAllows(path, localStorage.getItem('id'))) {
        clearStorage();
        throw { redirectTo: '/login', message: 'ra.auth.auth_check_error' };
      }
    },

    async checkError(error: { status?: number }) {
      if (error?.status === 401 && !isSessionReplaced(error)) {
        clearStorage();
        throw { redirectTo: '/login', message: 'app.auth.session_expired' };
      }
    },

    async getIdentity() {
      await resumeSettled();
      const session = readSession();
      if (!session) throw new Error('ra.auth.auth_check_error');
      return { id: session.id, fullName: session.username, role: session.role };
    },

    async getPermissions() {
      await resumeSettled();
      return readSession()?.role ?? '';
    },

    /** Deny by default (docs/decisions.md, "Rights fail closed"): unknown is refused, a write needs the role's right. */
    async canAccess({ resource, action }) {
      await resumeSettled();
      const session = readSession();
      if (!session) return false;
      const rule = registry.ruleFor(resource);
      if (!rule) return false;
      if (!rightAllows(rights, resource, action, session.role)) return false;
      return ruleAllows(rule, needsMenu(rule) ? await menuTree() : [], session.role);
    },
  };
}
