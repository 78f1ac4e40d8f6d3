/**
 * A form read from the server's reply without Conform (models/form-reply.ts) shows what Conform's own form shows for
 * the same reply: the bag's promo code form, before and after Conform's code loads, must not change under the
 * shopper. Each reply is the action's (parseWithZod with the promo code schema), rendered through Conform's useForm.
 */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { promoCodeSchema } from '~/models/bag-forms.ts';
import type { FormConstraint } from '~/models/form-constraint.ts';
import { replyField, replyForm, replyFormProps, replyInputProps } from '~/models/form-reply.ts';
import { MESSAGES } from '~/models/messages.ts';

const CONSTRAINT: FormConstraint = { code: { required: true, maxLength: 50, pattern: '[\\p{L}\\p{N} _-]+' } };

function posted(code: string | null): FormData {
  const form = new FormData();
  form.set('intent', 'apply-coupon');
  if (code !== null) form.set('code', code);
  return form;
}

/** Conform's view of a reply: the form's and the field's metadata and props, as the promo code form reads them. */
function conformView(lastResult: SubmissionResult<string[]> | null) {
  let view: unknown;
  function Probe() {
    const [form, fields] = useForm({ id: 'promo-code', lastResult, constraint: CONSTRAINT });
    const { onSubmit: _onSubmit, noValidate: _noValidate, ...formProps } = getFormProps(form);
    view = {
      form: { id: form.id, errorId: form.errorId, status: form.status, allErrors: form.allErrors, errors: form.errors },
      formProps,
      field: {
        id: fields.code.id,
        name: fields.code.name,
        formId: fields.code.formId,
        errorId: fields.code.errorId,
        errors: fields.code.errors,
      },
      input: getInputProps(fields.code, { type: 'text' }),
    };
    return null;
  }
  renderToString(createElement(Probe));
  return view;
}

function replyView(lastResult: SubmissionResult<string[]> | null) {
  const form = replyForm('promo-code', lastResult);
  const { initialValue: _initialValue, ...field } = replyField(form, 'code', lastResult);
  return {
    form,
    formProps: replyFormProps(form),
    field,
    input: replyInputProps(replyField(form, 'code', lastResult), CONSTRAINT),
  };
}

describe('a form read from the server reply without Conform', () => {
  const replies: [string, SubmissionResult<string[]> | null][] = [
    ['no reply (the form as the page first shows it)', null],
    ['an empty code, refused by the schema', parseWithZod(posted(''), { schema: promoCodeSchema }).reply()],
    [
      'a code with characters the schema refuses, kept in the field',
      parseWithZod(posted('50% off!'), { schema: promoCodeSchema }).reply(),
    ],
    [
      'a code the backend refuses, kept in the field',
      parseWithZod(posted('NOPE42'), { schema: promoCodeSchema }).reply({
        fieldErrors: { code: ['Promo code "NOPE42" is unknown.'] },
      }),
    ],
    [
      'a refusal of the whole form',
      parseWithZod(posted('CHOC20'), { schema: promoCodeSchema }).reply({ formErrors: [MESSAGES.formInvalid] }),
    ],
    [
      'an applied code, the form reset',
      parseWithZod(posted('CHOC20'), { schema: promoCodeSchema }).reply({ resetForm: true }),
    ],
  ];

  it.each(replies)('%s: the same ids, errors, status and input attributes as Conform', (_name, reply) => {
    expect(replyView(reply)).toEqual(conformView(reply));
  });

  it('keeps the code the shopper sent, and empties the field once the form is reset', () => {
    const refused = parseWithZod(posted('NOPE42'), { schema: promoCodeSchema }).reply({
      fieldErrors: { code: ['unknown'] },
    });
    expect(
      replyInputProps(replyField(replyForm('promo-code', refused), 'code', refused), CONSTRAINT).defaultValue,
    ).toBe('NOPE42');
    const applied = parseWithZod(posted('CHOC20'), { schema: promoCodeSchema }).reply({ resetForm: true });
    expect(replyField(replyForm('promo-code', applied), 'code', applied).initialValue).toBeUndefined();
  });
});
