import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { Field } from '~/components/ui/field.tsx';

/** The guest's e-mail at the top of the shipping step (shipped or collected bag alike). */
export function ContactEmailSection({
  field,
}: {
  field: FieldMetadata<string | undefined, Record<string, unknown>, string[]>;
}) {
  return (
    <section aria-labelledby="contact-title" className="space-y-4">
      <h2 id="contact-title" className="text-xl font-bold">
        Contact
      </h2>
      <Field
        label="Email"
        inputProps={{ ...getInputProps(field, { type: 'email' }), autoComplete: 'email' }}
        errors={field.errors}
        errorId={field.errorId}
        hint="We send your order confirmation here."
      />
    </section>
  );
}
