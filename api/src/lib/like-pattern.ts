/** `%text%` for LIKE and ILIKE: matches `text` anywhere, its own wildcards (\, %, _) escaped so they match literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
