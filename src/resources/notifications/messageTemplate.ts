import type { NotificationRecord, UpdateTemplateWire } from './notificationData';

/** Text nodes, never HTML; a placeholder without a value stays visible, not a sentence with a hole. */
export type MessagePart = { text: string } | { placeholder: string; missing: true };

export interface FilledMessage {
  parts: MessagePart[];
  text: string;
  missing: string[];
}

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

export const placeholdersOf = (template: string) => [
  ...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]!)),
];

/** The other language when one is empty. */
export function templateIn(template: UpdateTemplateWire, locale: string) {
  const thai = locale === 'th';
  const pick = (th: string | undefined, en: string | undefined) => (thai ? th || en : en || th) ?? '';
  return { title: pick(template.TitleTh, template.TitleEn), body: pick(template.BodyTh, template.BodyEn) };
}

/** So nothing is lost when no template says them. */
const listedValues = (values: Readonly<Record<string, string>>) =>
  Object.entries(values)
    .map(([key, value]) => `${key}: ${value}`)
    .join(', ');

/** Both empty when it carries nothing: the screen says there is no message, never a bare ":". */
export function messageWithoutTemplate(
  record: Pick<NotificationRecord, 'Values' | 'SentTitle' | 'SentText'>,
): { title: string; text: string } {
  if (record.SentTitle || record.SentText)
    return { title: record.SentTitle ?? '', text: record.SentText ?? '' };
  return { title: '', text: listedValues(record.Values) };
}

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
