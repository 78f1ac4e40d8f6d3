import { describe, expect, it } from 'vitest';
import { shellOf, type ShellParts } from '~/components/layout/shell-handle.ts';

const Header = () => null;
const Footer = () => null;
const checkout: ShellParts = { kind: 'checkout', Header, Footer };
const offline: ShellParts = { kind: 'offline', Header, Footer };

describe('the shell a page asks for', () => {
  it('is the site shell when no route says otherwise; handles that are not objects are skipped', () => {
    expect(shellOf([undefined, null, 'text', { column: 'other' }])).toEqual({ shell: undefined, layoutColumn: false });
  });

  it('takes a reduced shell with its own header and footer from any route of the page', () => {
    expect(shellOf([undefined, { shell: checkout, column: 'layout' }, undefined])).toEqual({
      shell: checkout,
      layoutColumn: true,
    });
    expect(shellOf([{ shell: offline }]).shell).toBe(offline);
    expect(shellOf([{ shell: 'bare' }]).shell).toBe('bare');
  });

  it('lets the innermost route decide, and the layout column stand wherever it is set', () => {
    expect(shellOf([{ shell: checkout }, { shell: 'bare' }]).shell).toBe('bare');
    expect(shellOf([{ column: 'layout' }, { shell: offline }])).toEqual({ shell: offline, layoutColumn: true });
  });
});
