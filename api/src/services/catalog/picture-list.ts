/** A stored JSON array of picture paths (slider, review pictures, banners); anything else reads as no pictures. */
export function pictureList(json: string): string[] {
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string' && x !== '') : [];
  } catch {
    return [];
  }
}
