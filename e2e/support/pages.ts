import type { Page } from 'playwright-core'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './server'

/** Radix repeats a toast's text in an aria-live region, so the visible copy is the first match. */
export const see = (page: Page, text: string | RegExp) =>
  (typeof text === 'string' ? page.getByText(text, { exact: true }) : page.getByText(text)).first().waitFor()

/**
 * A pre-rendered page (decisions 0087, 0088) is on screen, inert, before its scripts have run: what a test
 * measures or clicks must wait until it has been hydrated.
 */
export const hydrated = (page: Page) => page.locator('#root:not([inert])').waitFor({ state: 'attached' })

let counter = 0
export const newEmail = (prefix = 'e2e') => `${prefix}.${Date.now()}.${++counter}@example.com`

export const PASSWORD = 'Harbour2Light'

export async function register(page: Page, firstName: string, email = newEmail(), password = PASSWORD) {
  await page.goto('/register')
  await hydrated(page)
  await page.getByLabel('First Name').fill(firstName)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await page.waitForURL('**/agent')
  return email
}

export async function login(page: Page, email: string, password: string) {
  await page.goto('/login')
  await hydrated(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
}

/** Waits for each text in turn: the headings and labels a screen must show. */
export async function seeAll(page: Page, texts: (string | RegExp)[]) {
  for (const text of texts) await see(page, text)
}

/** Signs in as the server's admin and waits for the agent screen, where a login lands. */
export async function loginAsAdmin(page: Page) {
  await login(page, ADMIN_EMAIL, ADMIN_PASSWORD)
  await page.waitForURL('**/agent')
}
