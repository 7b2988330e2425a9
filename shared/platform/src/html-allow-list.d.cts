/** The tags kept, and per tag the attributes kept (html-allow-list.json). */
declare const htmlAllowList: { tags: string[]; attributes: Record<string, string[]> };
export = htmlAllowList;
