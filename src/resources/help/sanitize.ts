import DOMPurify from 'dompurify';

// The one place help's rich text is made safe, before it is sent and before it is shown.

/** Only tiptap's alignment survives in a style attribute: styles can cover the page with a fake one. */
const ALIGNMENT = /^\s*text-align:\s*(left|right|center|justify)\s*;?\s*$/i;

/** Else empty, so a screen reader passes it by instead of reading out its file name. */
export function imageAlt(alt: string | null, title: string | null): string | undefined {
  if (alt !== null) return undefined;
  return title?.trim() ?? '';
}

let hooked = false;
function addHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style' && !ALIGNMENT.test(data.attrValue)) data.keepAttr = false;
  });
  // A link opened from help must not get a handle on the back-office's window.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
    if (node.tagName === 'IMG') {
      const alt = imageAlt(node.getAttribute('alt'), node.getAttribute('title'));
      if (alt !== undefined) node.setAttribute('alt', alt);
    }
  });
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character]);

/** Without a DOM, DOMPurify would hand the text back untouched: here every tag is escaped instead. */
export function sanitizeHtml(dirty: unknown): string {
  const text = typeof dirty === 'string' ? dirty : '';
  if (!DOMPurify.isSupported) return escapeHtml(text);
  addHooks();
  return DOMPurify.sanitize(text, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}
