import type { HttpClient } from '../../api/http';
import { registrationBody } from './storeSurveyRules';

/** `POST Email/BackOfficeRegistered` on the e-mail service (payload assumed, docs/api.md). */
export function sendRegistration(http: HttpClient, survey: Record<string, unknown>, email: string) {
  return http.request('email', 'Email/BackOfficeRegistered', {
    method: 'POST',
    body: registrationBody(survey, email),
  });
}
