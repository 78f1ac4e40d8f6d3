/** A link row in the mobile drawer's lists (the drawer's own links and its menu island's). */
export const SUB_LINK_CLASSES = 'block py-2 text-cocoa underline-offset-4 hover:underline';
