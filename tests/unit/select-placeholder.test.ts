/**
 * Catalog spec §5: "Select shows disabled placeholder 'Select an option'." A select with a placeholder starts on it
 * (selected, disabled, so the browser submits no value) unless the form already has a value; with a value, that
 * value is the selected one.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SelectField } from '~/components/ui/form-controls.tsx';

const OPTIONS = [
  { value: 'AL', label: 'Alabama' },
  { value: 'AK', label: 'Alaska' },
];

function render(defaultValue?: string): string {
  return renderToString(
    createElement(SelectField, {
      label: 'State',
      selectProps: { id: 'state', name: 'state', defaultValue },
      options: OPTIONS,
      placeholder: true,
      errors: undefined,
    }),
  );
}

describe('the select placeholder', () => {
  it('starts on the disabled "Select an option"', () => {
    const html = render();
    expect(html).toMatch(/<option value="" disabled="" selected="">Select an option<\/option>/);
    expect(html).not.toMatch(/value="AL"[^>]*selected/);
  });

  it('keeps a value the form already has', () => {
    const html = render('AK');
    expect(html).toMatch(/<option value="" disabled="">Select an option<\/option>/);
    expect(html).toMatch(/<option value="AK" selected="">Alaska<\/option>/);
  });
});
