import { expect, type Page } from '@playwright/test';

/** A GraphQL call with the browser context's own session cookie: setup only, never what a test proves. */
export async function gql<T = Record<string, unknown>>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** Signs up through the REST route and signs in through the login screen (as a person would). */
export async function signUpAndSignIn(
  page: Page,
  user: { name: string; email: string; password: string },
): Promise<void> {
  const response = await page.request.post('/signup', {
    data: { username: user.name, email: user.email, password: user.password, repeatPassword: user.password },
  });
  expect(response.status()).toBe(201);
  await page.goto('/login');
  await page.getByTestId('login-email').fill(user.email);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
}
