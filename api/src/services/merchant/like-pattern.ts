/** `%text%` for ILIKE, with the text's own wildcards (\, %, _) escaped so they match literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
