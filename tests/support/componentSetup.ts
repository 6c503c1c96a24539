// The component tier's setup (vitest.config.ts): the demo's fixed clock, as the unit and integration
// tests have it, and every lazy part loaded before a file ends.
import './fixedClockSetup';
import './settleLazyParts';

// A browser does not focus what is not drawn: react-admin's column chooser, kept mounted in a
// hidden pop-over, asks for focus when it mounts, and on happy-dom it took the focus (and what a
// test typed next) from the field the person had clicked.
const focusAnything = HTMLElement.prototype.focus;
HTMLElement.prototype.focus = function focusWhenDrawn(this: HTMLElement, options?: FocusOptions) {
  if (getComputedStyle(this).visibility === 'hidden') return;
  focusAnything.call(this, options);
};

// happy-dom's element turns into its whole markup as text, where a browser's gives
// "[object HTMLDivElement]": Popper (MUI's menus and tooltips) asks each element it measures
// whether it is the window that way, and serialised the page each time, a quarter of the tier's time.
Element.prototype.toString = function elementAsBrowsersName(this: Element) {
  return `[object ${this.constructor.name}]`;
};
