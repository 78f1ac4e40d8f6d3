/**
 * The zod schema of every form of the shop, for tests that must hold for all of them: every schema
 * app/models exports (also inside an exported table of schemas, and those made by a function, with
 * each of its settings), and the names each one's fields are sent under — found through zod's own
 * JSON Schema of the form's input, a way independent of app/models/form-fields.ts.
 */
import { z } from 'zod';
import { campaignSchema } from '~/models/campaign.ts';
import { catalogRequestSchema } from '~/models/catalog-request.ts';
import { eGiftCardSchema } from '~/models/e-gift-card-form.ts';

export function formSchemas(): Array<[label: string, schema: z.ZodType]> {
  const modules = import.meta.glob<Record<string, unknown>>('/app/models/*.ts', { eager: true });
  const schemas: Array<[string, z.ZodType]> = [];
  for (const [path, module] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof z.ZodType) schemas.push([`${path} ${name}`, value]);
      else if (value && typeof value === 'object' && !Array.isArray(value))
        for (const [key, entry] of Object.entries(value))
          if (entry instanceof z.ZodType) schemas.push([`${path} ${name}.${key}`, entry]);
    }
  }
  schemas.push(
    ['eGiftCardSchema()', eGiftCardSchema()],
    ['campaignSchema(false)', campaignSchema(false)],
    ['campaignSchema(true)', campaignSchema(true)],
  );
  for (const kind of ['postal', 'digital'] as const)
    for (const companyRequired of [false, true])
      schemas.push([`catalogRequestSchema(${kind}, ${companyRequired})`, catalogRequestSchema(kind, companyRequired)]);
  return schemas;
}

/** The names a form's fields are sent under, a list of rows at its last row's index (a shared one-field rule names ''). */
export function schemaNames(schema: z.ZodType): string[] {
  return namesOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>, '');
}

function namesOf(json: Record<string, unknown>, prefix: string): string[] {
  const alternatives = (json.anyOf ?? json.oneOf ?? json.allOf) as Array<Record<string, unknown>> | undefined;
  if (alternatives) return alternatives.flatMap((alternative) => namesOf(alternative, prefix));
  const properties = json.properties as Record<string, Record<string, unknown>> | undefined;
  if (properties)
    return Object.entries(properties).flatMap(([key, property]) =>
      namesOf(property, prefix ? `${prefix}.${key}` : key),
    );
  const items = json.items as Record<string, unknown> | undefined;
  // A list of plain values is one name repeated; a list of rows is indexed, and has to say how long it gets.
  if (items?.properties) return namesOf(items, `${prefix}[${Number(json.maxItems) - 1}]`);
  return [prefix];
}
