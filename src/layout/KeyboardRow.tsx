import { forwardRef, type KeyboardEvent } from 'react';
import {
  DataTableRow,
  useDataTableCallbacksContext,
  useResourceDefinition,
  type DataTableRowProps,
} from 'react-admin';

/** Enter or Space on the row itself (not on a button or link inside it) does what a click does. */
function clickOnEnter(event: KeyboardEvent<HTMLTableRowElement>) {
  if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
  event.preventDefault();
  event.currentTarget.click();
}

/**
 * react-admin's list row, reachable by keyboard when a click on it opens something (a record, its
 * expanded details): a mouse-only row would leave keyboard users no way to the record. A row a
 * click does nothing on stays out of the Tab order. Every list gets it through the theme (theme.ts).
 */
export const KeyboardRow = forwardRef<HTMLTableRowElement, DataTableRowProps>(
  function KeyboardRow(props, ref) {
    const { rowClick } = useDataTableCallbacksContext();
    const { hasShow, hasEdit } = useResourceDefinition();
    // react-admin's own rule: no rowClick opens the record's detail or edit screen, when it has one.
    const clickable = rowClick === undefined ? hasShow || hasEdit : rowClick !== false;
    return (
      <DataTableRow ref={ref} {...props} {...(clickable ? { tabIndex: 0, onKeyDown: clickOnEnter } : {})} />
    );
  },
);
