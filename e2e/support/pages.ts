import type { Page } from 'playwright-core'

/** Radix repeats a toast's text in an aria-live region, so the visible copy is the first match. */
export const see = (page: Page, text: string | RegExp) =>
  (typeof text === 'string' ? page.getByText(text, { exact: true }) : page.getByText(text)).first().waitFor()

let counter = 0
export const newEmail = (prefix = 'e2e') => `${prefix}.${Date.now()}.${++counter}@example.com`

export const PASSWORD = 'Harbour2Light'

export async function register(page: Page, firstName: string, email = newEmail(), password = PASSWORD) {
  await page.goto('/register')
  await page.getByLabel('First Name').fill(firstName)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await page.waitForURL('**/agent')
  return email
}

export async function login(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
}
