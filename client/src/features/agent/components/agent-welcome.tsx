import { Bot, MessageCircleQuestion } from 'lucide-react'
import type { Ref } from 'react'
import { PageContainer } from '@/components/layout/page-container'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { type Device, deviceKey, deviceLabel } from '../devices'
import { suggestionsFor } from '../suggestions'
import { DeviceIcon } from './device-icon'
import { DevicePicker, type DevicePickerProps } from './device-picker'
import { QuestionAllowance } from './question-allowance'
import { QuestionComposer } from './question-composer'

type AgentWelcomeProps = {
  product: string
  device: Device | null
  /** True while the user is (re)choosing a device: the picker shows instead of the selected device. */
  choosing: boolean
  onChangeDevice: () => void
  onKeepDevice: () => void
  picker: Omit<DevicePickerProps, 'variant' | 'label' | 'emptyMessage' | 'selectedKey' | 'inputRef'>
  searchRef: Ref<HTMLInputElement>
  input: string
  onInputChange: (value: string) => void
  onSend: () => void
  onSuggestion: (question: string) => void
  busy: boolean
  composerRef: Ref<HTMLTextAreaElement>
}

/** Before any message (SPEC.md section 2): pick a device, then a suggested or typed question. */
export function AgentWelcome({
  product,
  device,
  choosing,
  onChangeDevice,
  onKeepDevice,
  picker,
  searchRef,
  input,
  onInputChange,
  onSend,
  onSuggestion,
  busy,
  composerRef,
}: AgentWelcomeProps) {
  const showPicker = !device || choosing
  return (
    <PageContainer className="max-w-3xl">
      <Card>
        <CardHeader className="items-center px-4 text-center sm:px-6">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent text-primary">
            <Bot className="size-6" aria-hidden />
          </span>
          <CardTitle as="h1" className="text-2xl">
            {product}
          </CardTitle>
          <CardDescription className="text-base">
            Get help with your marine electronics by chatting with our intelligent assistant
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 px-4 sm:px-6">
          {showPicker ? (
            <DevicePicker
              {...picker}
              variant="dropdown"
              label="First, select your device model:"
              labelClassName="text-base leading-snug font-semibold"
              labelAction={
                device && (
                  <Button
                    variant="link"
                    className="h-auto px-1 py-0.5"
                    onClick={onKeepDevice}
                    aria-label={`Cancel, keep ${deviceLabel(device)}`}
                  >
                    Cancel
                  </Button>
                )
              }
              emptyMessage={(search) => `No devices found for "${search}"`}
              selectedKey={device ? deviceKey(device) : undefined}
              autoFocus={Boolean(device)}
              inputRef={searchRef}
            />
          ) : (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-border bg-muted/50 p-3">
              <DeviceIcon device={device} className="size-10 bg-card" />
              {/* Wide enough for a model name; on a narrow phone 'Change device' wraps under it instead. */}
              <div className="min-w-[11rem] flex-1">
                <p className="text-sm text-muted-foreground">Selected device:</p>
                <p className="font-semibold break-words">{deviceLabel(device)}</p>
              </div>
              <Button variant="link" className="ml-auto h-auto px-1 py-1" onClick={onChangeDevice}>
                Change device
              </Button>
            </div>
          )}

          {device && !choosing && (
            <>
              <section aria-labelledby="agent-suggestions" className="grid gap-3">
                <h2 id="agent-suggestions" className="text-sm font-semibold">
                  Try asking one of these questions:
                </h2>
                <ul className="grid gap-2 sm:grid-cols-2">
                  {suggestionsFor(device).map((question) => (
                    <li key={question} className="flex">
                      <button
                        type="button"
                        disabled={busy}
                        onClick={() => onSuggestion(question)}
                        className="flex w-full items-start gap-2.5 rounded-lg border border-border bg-card px-3 py-2.5 text-left text-sm shadow-sm transition-colors hover:border-primary/40 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
                      >
                        <MessageCircleQuestion className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                        {question}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
              <QuestionAllowance busy={busy}>
                <QuestionComposer
                  textareaRef={composerRef}
                  label={`Your question about ${deviceLabel(device)}`}
                  placeholder="Or type your own question..."
                  value={input}
                  onChange={onInputChange}
                  onSend={onSend}
                  busy={busy}
                />
              </QuestionAllowance>
            </>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  )
}
