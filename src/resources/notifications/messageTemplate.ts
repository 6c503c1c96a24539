import type { NotificationRecord, UpdateTemplateWire } from './notificationData';

/**
 * Filling a template's `{{Name}}` placeholders with a notification's values. The result is parts
 * of plain text (the screen renders them as text nodes, never as HTML), so a value holding markup
 * is shown as it was written; a placeholder without a value stays visible as `{{Name}}` and is
 * reported, so that the screen can mark it rather than show a sentence with a hole in it.
 */
export type MessagePart = { text: string } | { placeholder: string; missing: true };

export interface FilledMessage {
  parts: MessagePart[];
  /** The whole message as text, unknown placeholders kept as `{{Name}}`. */
  text: string;
  /** The placeholders the values did not fill, each once. */
  missing: string[];
}

/** `{{Name}}`, spaces inside the braces allowed (`{{ Name }}`); names of letters, digits, `_`, `.`, `-`. */
const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

export function fillTemplate(template: string, values: Readonly<Record<string, string>>): FilledMessage {
  const parts: MessagePart[] = [];
  const missing: string[] = [];
  let text = '';
  let last = 0;
  const pushText = (piece: string) => {
    if (!piece) return;
    const previous = parts.at(-1);
    if (previous && 'text' in previous) previous.text += piece;
    else parts.push({ text: piece });
    text += piece;
  };
  for (const match of template.matchAll(PLACEHOLDER)) {
    pushText(template.slice(last, match.index));
    const name = match[1]!;
    if (Object.hasOwn(values, name)) pushText(values[name]!);
    else {
      parts.push({ placeholder: name, missing: true });
      text += `{{${name}}}`;
      if (!missing.includes(name)) missing.push(name);
    }
    last = match.index + match[0].length;
  }
  pushText(template.slice(last));
  return { parts, text, missing };
}

/** The placeholders a template uses, each once, in order. */
export const placeholdersOf = (template: string) => [
  ...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]!)),
];

/** A template's title and body in a language (`th`, or English for any other), the other one when empty. */
export function templateIn(template: UpdateTemplateWire, locale: string) {
  const thai = locale === 'th';
  const pick = (th: string | undefined, en: string | undefined) => (thai ? th || en : en || th) ?? '';
  return { title: pick(template.TitleTh, template.TitleEn), body: pick(template.BodyTh, template.BodyEn) };
}

/** The values listed as `Name: value`, so nothing is lost when no template says them. */
const listedValues = (values: Readonly<Record<string, string>>) =>
  Object.entries(values)
    .map(([key, value]) => `${key}: ${value}`)
    .join(', ');

/**
 * What a notification says without a template to fill: the title and text the service sent
 * ready-made, else its values listed; both empty when it carries neither (the screen then says
 * there is no message, never a bare ":").
 */
export function messageWithoutTemplate(
  record: Pick<NotificationRecord, 'Values' | 'SentTitle' | 'SentText'>,
): { title: string; text: string } {
  if (record.SentTitle || record.SentText)
    return { title: record.SentTitle ?? '', text: record.SentText ?? '' };
  return { title: '', text: listedValues(record.Values) };
}

/**
 * A notification's message in a language, as one line of text (the CSV): its title and body
 * filled, or, without a template, what it says without one.
 */
export function messageText(
  record: Pick<NotificationRecord, 'Template' | 'Values' | 'SentTitle' | 'SentText'>,
  locale: string,
): string {
  const { title, text } = record.Template
    ? (({ title, body }) => ({
        title: fillTemplate(title, record.Values).text,
        text: fillTemplate(body, record.Values).text,
      }))(templateIn(record.Template, locale))
    : messageWithoutTemplate(record);
  return [title, text].filter(Boolean).join(': ');
}
