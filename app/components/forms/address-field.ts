/**
 * The street field of the form an address dialog is about (the verification at checkout and in the address book, the
 * catalog request's confirmation), not the dialog's hidden copies. Those dialogs open on the action's answer, after
 * the button that sent the form was disabled while pending, so the focus they would give back on closing is gone:
 * this is where it goes instead, the address the dialog was about.
 */
export function addressFieldUnderDialog(): HTMLElement | null {
  return document.querySelector<HTMLElement>('form input[name="address1"]:not([type="hidden"])');
}
