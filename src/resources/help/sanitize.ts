import DOMPurify from 'dompurify';

/**
 * The one place help details' rich text is made safe: before it is sent (the data description's
 * writes) and before it is shown (SafeHtml). DOMPurify keeps formatting (paragraphs, headings,
 * lists, links, images, each with an alt text) and drops scripts, event handlers, `javascript:`
 * links and the like.
 */

/** Only tiptap's alignment survives in a style attribute: styles can cover the page with a fake one. */
const ALIGNMENT = /^\s*text-align:\s*(left|right|center|justify)\s*;?\s*$/i;

/**
 * The alt text an image of help content is shown with: a given alt is kept (an empty one too: the
 * author's "decorative"); else its title, which says what it is; else empty, so a screen reader
 * passes it by instead of reading out its file name. `undefined`: leave the alt as it is.
 */
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

/** The text with every character that HTML reads as markup written as an entity. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character]);

/**
 * Safe HTML from `dirty`. Without a DOM to parse with (DOMPurify's `isSupported` is false in Node),
 * DOMPurify would hand the text back untouched: here it fails closed instead, every tag escaped
 * into visible text.
 */
export function sanitizeHtml(dirty: unknown): string {
  const text = typeof dirty === 'string' ? dirty : '';
  if (!DOMPurify.isSupported) return escapeHtml(text);
  addHooks();
  return DOMPurify.sanitize(text, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}
