/** Text for an HTML or XML element's content: the three characters that could open markup. */
export const escapeText = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text for an attribute's value, in either kind of quotes. */
export const escapeAttr = (value: string): string => escapeText(value).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
