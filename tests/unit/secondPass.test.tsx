import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useSecondPass } from '../../src/layout/useSecondPass';

function Part() {
  return <p>{useSecondPass() ? 'extras' : 'page first'}</p>;
}

describe('the shell’s extras', () => {
  it('are not in the first render of a page (they draw in the background render after it)', () => {
    expect(renderToString(<Part />)).toContain('page first');
  });
});
