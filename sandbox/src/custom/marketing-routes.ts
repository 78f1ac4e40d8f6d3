import type { SandboxApp, SandboxContext } from '../http/context.ts';
import { jsonBody, mountCustomApi, shopperOf, siteOf } from '../http/context.ts';
import { conflict } from '../http/problem.ts';
import { sendMail } from '../outbox/mail.ts';
import { DIGITAL_CATALOG_PATH } from './catalog-pdf.ts';
import { readCampaignEntry, readContactRequest, readMarketingLead, readNewsletterSignup } from './forms.ts';
import { caseNumberFor, findSubmissions, saveSubmission } from './submissions.ts';
import { invalidFields, type FormResult } from './validation.ts';

/** Sites whose configuration requires company name and organization type on the catalog request. */
export const COMPANY_REQUIRED_SITES = ['volume-savings', 'fundraising'];

function valueOf<T>(outcome: FormResult<T>): T {
  if (!outcome.ok) throw invalidFields(outcome.errors);
  return outcome.value;
}

/** Who sent a form: stored with every submission. */
function origin(c: SandboxContext) {
  const shopper = shopperOf(c);
  return { siteId: siteOf(c).id, customerId: shopper.customerId, isRegistered: shopper.isRegistered };
}

/**
 * Whether to send the form's mail to the address in it: unless the storefront says `sendConfirmation:
 * false` (it limits the mails one address gets, whoever posts; the submission is stored either way).
 */
const sendsConfirmation = (body: Record<string, unknown>) => body.sendConfirmation !== false;

/**
 * Custom API marketing v1: newsletter-subscribe, marketing-lead (catalog requests), contact and
 * campaign-entries. Bodies are JSON; invalid fields answer 400 problem+json naming the field with the
 * spec's message. reCAPTCHA tokens are accepted and not checked.
 */
export function registerMarketingRoutes(app: SandboxApp): void {
  const api = mountCustomApi(app, 'marketing');

  api.post('/newsletter-subscribe', async (c) => {
    const from = origin(c);
    const body = await jsonBody(c);
    const signup = valueOf(readNewsletterSignup(body, c.var.sb.now()));
    const db = c.var.sb.db;
    const subscribelist = signup.subscribelist.join('|');
    await saveSubmission(db, 'newsletter', { ...from, ...signup, subscribelist });
    if (sendsConfirmation(body)) {
      await sendMail(db, {
        to: signup.email,
        template: 'newsletter-welcome',
        subject: 'Welcome to The Sweet List',
        text: `Hi ${signup.firstName}, thanks for joining The Sweet List. You are subscribed to: ${subscribelist}.`,
        data: { subscribelist: signup.subscribelist },
      });
    }
    return c.json({ success: true, email: signup.email, subscribelist });
  });

  api.post('/marketing-lead', async (c) => {
    const from = origin(c);
    const body = await jsonBody(c);
    const lead = valueOf(readMarketingLead(body, COMPANY_REQUIRED_SITES.includes(from.siteId)));
    const db = c.var.sb.db;
    const saved = await saveSubmission(db, 'marketing-lead', {
      ...from,
      ...lead,
      subscribelist: lead.subscribelist.join('|'),
    });
    const leadId = `LEAD-${String(saved.id).padStart(6, '0')}`;
    if (lead.reason === 'PostalCatalog') return c.json({ success: true, leadId, reason: lead.reason });
    const downloadUrl = new URL(DIGITAL_CATALOG_PATH, c.var.sb.origin()).toString();
    if (sendsConfirmation(body)) {
      await sendMail(db, {
        to: lead.email,
        template: 'digital-catalog',
        subject: 'Your Sweet Shop digital catalog',
        text: `Hi ${lead.firstName}, download the Sweet Shop catalog here: ${downloadUrl}`,
        data: { downloadUrl },
      });
    }
    return c.json({ success: true, leadId, reason: lead.reason, downloadUrl });
  });

  api.post('/contact', async (c) => {
    const from = origin(c);
    const body = await jsonBody(c);
    const request = valueOf(readContactRequest(body));
    const db = c.var.sb.db;
    // Web-to-case hidden fields (spec): priority Medium, status Open.
    const saved = await saveSubmission(db, 'contact', { ...from, ...request, priority: 'Medium', status: 'Open' });
    const caseNumber = caseNumberFor(saved.id);
    if (sendsConfirmation(body)) {
      await sendMail(db, {
        to: request.email,
        template: 'contact-confirmation',
        subject: `Thanks for contacting us! (case ${caseNumber})`,
        text: `Hi ${request.firstName},\n\nThanks for contacting us! We will respond within two business days. Your case number is ${caseNumber}.`,
        data: { caseNumber, type: request.type },
      });
    }
    return c.json({ success: true, caseNumber });
  });

  api.post('/campaign-entries', async (c) => {
    const from = origin(c);
    const entry = valueOf(readCampaignEntry(await jsonBody(c), c.var.sb.now()));
    const outcome = await c.var.sb.db.transaction(async (tx) => {
      // Serialises entries of one e-mail for one event phase, so two parallel submits cannot both pass the limit.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [
        `campaign:${entry.eventId}:${entry.eventPhase}:${entry.email.toLowerCase()}`,
      ]);
      const previous = await findSubmissions(tx, 'campaign-entry', {
        eventId: entry.eventId,
        eventPhase: entry.eventPhase,
        email: entry.email,
      });
      if (previous.length >= entry.maxAllowed) return { limitReached: true as const };
      const saved = await saveSubmission(tx, 'campaign-entry', { ...from, ...entry });
      return { limitReached: false as const, id: saved.id, count: previous.length + 1 };
    });
    if (outcome.limitReached) {
      throw conflict(
        'campaign-entry-limit-reached',
        'Entry Limit Reached',
        `${entry.email} has already entered this campaign the maximum number of times (${entry.maxAllowed}).`,
        {
          eventId: entry.eventId,
          eventPhase: entry.eventPhase,
          maxAllowed: entry.maxAllowed,
        },
      );
    }
    return c.json({
      success: true,
      entryId: `ENTRY-${String(outcome.id).padStart(6, '0')}`,
      eventId: entry.eventId,
      eventPhase: entry.eventPhase,
      entryCount: outcome.count,
      maxAllowed: entry.maxAllowed,
    });
  });
}
