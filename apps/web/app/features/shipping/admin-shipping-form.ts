/** A schema path (`holidays.3`) as the settings form's field name (`holidays`). */
export function settingsFieldName(path: string): string {
  return path.startsWith('holidays') ? 'holidays' : path;
}
