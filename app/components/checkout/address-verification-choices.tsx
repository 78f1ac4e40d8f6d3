import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button.tsx';
import { addressLines } from '~/models/address-rules.ts';
import { markChanges, type AddressVerification } from '~/models/address-verification.ts';

/** An address; with `compareWith`, the words the other address lacks are highlighted (`<mark>`). */
function AddressBlock({ title, lines, compareWith }: { title: string; lines: string[]; compareWith?: string[] }) {
  const marked = compareWith ? markChanges(lines, compareWith) : lines.map((text) => [{ text, changed: false }]);
  return (
    <div className="rounded border border-caramel bg-white p-4">
      <h3 className="mb-2 font-bold">{title}</h3>
      <address className="not-italic">
        {marked.map((parts, index) => (
          <span key={index} className="block">
            {parts.map((part, partIndex) =>
              part.changed ? (
                <mark
                  key={partIndex}
                  className="rounded-sm bg-caramel/40 px-0.5 font-semibold text-chocolate"
                  data-testid="address-change"
                >
                  {part.text}
                </mark>
              ) : (
                part.text
              ),
            )}
          </span>
        ))}
      </address>
    </div>
  );
}

/** One choice: a form re-posting the entered fields with `verify`, so it works without JavaScript. */
function ChoiceForm({
  fields,
  verify,
  label,
  variant,
  action = '/shipping',
  onChoose,
}: {
  fields: Record<string, string>;
  verify: 'keep' | 'accept' | 'edit';
  label: string;
  variant: 'primary' | 'secondary';
  action?: string;
  /** Done in the page instead of posting (the dialog's "Edit Address": the form is already under it). */
  onChoose?: () => void;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('verify') === verify;
  return (
    <Form
      method="post"
      action={action}
      onSubmit={
        onChoose
          ? (event) => {
              event.preventDefault();
              onChoose();
            }
          : undefined
      }
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="verify" value={verify} />
      <Button type="submit" variant={variant} pending={pending} className="w-full sm:w-auto">
        {label}
      </Button>
    </Form>
  );
}

/**
 * Spec §4: a verified address with a correction shows "You Entered" versus "Recommended" with Keep as
 * is / Accept Change; anything else the no-match message with Edit Address / Keep as is.
 */
export function AddressVerificationChoices({
  verification,
  onEdit,
}: {
  verification: AddressVerification;
  onEdit?: () => void;
}) {
  const { prompt, fields, action } = verification;
  if (prompt.kind === 'recommend') {
    const entered = addressLines(prompt.entered);
    const recommended = addressLines(prompt.recommended);
    return (
      <div className="space-y-4">
        <p className="text-sm text-cocoa">The differences are highlighted.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <AddressBlock title="You Entered" lines={entered} compareWith={recommended} />
          <AddressBlock title="Recommended" lines={recommended} compareWith={entered} />
        </div>
        <div className="flex flex-wrap gap-3">
          <ChoiceForm action={action} fields={fields} verify="keep" label="Keep as is" variant="secondary" />
          <ChoiceForm action={action} fields={fields} verify="accept" label="Accept Change" variant="primary" />
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p role="alert" className="font-semibold text-red-800">
        {prompt.message}
      </p>
      <AddressBlock title="You Entered" lines={addressLines(prompt.entered)} />
      <div className="flex flex-wrap gap-3">
        <ChoiceForm
          action={action}
          fields={fields}
          verify="edit"
          label="Edit Address"
          variant="primary"
          onChoose={onEdit}
        />
        <ChoiceForm action={action} fields={fields} verify="keep" label="Keep as is" variant="secondary" />
      </div>
    </div>
  );
}
