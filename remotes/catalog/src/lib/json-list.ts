/**
 * A list of picture URLs sent as a JSON string (productInfo.sliderImage, activity banner). A value that is
 * already an array is accepted, and anything unreadable gives an empty list rather than breaking the page.
 */
export function parseJsonList(value: unknown): string[] {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return [];
    try {
      parsed = JSON.parse(text);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}
