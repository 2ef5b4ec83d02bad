/** The Submissions screen of an app, on one form when `formKey` is given (`?form=`). */
export function submissionsPath(appId: string, formKey?: string): string {
  const base = `/apps/${appId}/submissions`;
  return formKey ? `${base}?form=${encodeURIComponent(formKey)}` : base;
}
