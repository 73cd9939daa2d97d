import { describe, expect, it, vi } from 'vitest'
import { completeUpgrade, planLabel, type UpgradeSteps } from './upgrade-flow'

function steps(
  created: { status: string; paymentIntentClientSecret?: string | null },
  checked = 'active',
): Required<UpgradeSteps> {
  return {
    createSubscription: vi.fn(async () => ({
      subscriptionId: 'sub_1',
      paymentIntentClientSecret: null,
      ...created,
    })),
    checkStatus: vi.fn(async () => ({ status: checked })),
    confirmCardPayment: vi.fn(async () => {}),
  }
}

describe('completeUpgrade', () => {
  it('creates the subscription with the plan and its price', async () => {
    const s = steps({ status: 'active' })
    await expect(completeUpgrade('premium', 'pm_1', s)).resolves.toBe('active')
    expect(s.createSubscription).toHaveBeenCalledWith({
      paymentMethodId: 'pm_1',
      planType: 'premium',
      priceId: 'price_premium',
    })
    expect(s.checkStatus).not.toHaveBeenCalled()
    expect(s.confirmCardPayment).not.toHaveBeenCalled()
  })

  it('confirms a first payment the provider still needs, and succeeds', async () => {
    const s = steps({ status: 'incomplete', paymentIntentClientSecret: 'pi_secret' })
    await expect(completeUpgrade('basic', 'pm_1', s)).resolves.toBe('active')
    expect(s.confirmCardPayment).toHaveBeenCalledWith('pi_secret')
    expect(s.checkStatus).not.toHaveBeenCalled()
  })

  it('fails when confirming the payment fails', async () => {
    const s = steps({ status: 'incomplete', paymentIntentClientSecret: 'pi_secret' })
    s.confirmCardPayment = vi.fn(async () => {
      throw new Error('Your card was declined.')
    })
    await expect(completeUpgrade('basic', 'pm_1', s)).rejects.toThrow('Your card was declined.')
  })

  it('checks the status when it is not active yet', async () => {
    const s = steps({ status: 'incomplete' }, 'active')
    await expect(completeUpgrade('basic', 'pm_1', s)).resolves.toBe('active')
    expect(s.checkStatus).toHaveBeenCalledWith('sub_1')
  })

  it('is still processing when the check is not active either', async () => {
    await expect(
      completeUpgrade('basic', 'pm_1', steps({ status: 'incomplete' }, 'incomplete')),
    ).resolves.toBe('processing')
  })
})

describe('planLabel', () => {
  it('names the plan', () => {
    expect(planLabel('basic')).toBe('Basic')
    expect(planLabel('premium')).toBe('Premium')
  })
})
