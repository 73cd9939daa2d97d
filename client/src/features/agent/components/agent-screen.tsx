import type { Boat } from '@contract/boats'
import type { Conversation } from '@contract/conversations'
import type { User } from '@contract/user'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSkipTarget } from '@/components/layout/skip-link'
import { PageSpinner } from '@/components/ui/page-spinner'
import { useProductName } from '@/features/config'
import { boatChoiceOf, boatDeviceGroups } from '../boat-devices'
import { messagesFromConversation } from '../chat'
import type { CustomDeviceForm } from '../custom-devices'
import { type Device, deviceKey } from '../devices'
import { useAgentChat } from '../hooks/use-agent-chat'
import { useChatShortcuts } from '../hooks/use-chat-shortcuts'
import { useConversationRoute } from '../hooks/use-conversation-route'
import { useDevices } from '../hooks/use-devices'
import { AgentConversation } from './agent-conversation'
import { AgentWelcome } from './agent-welcome'
import { ConversationsButton, ConversationsDrawer } from './conversations-drawer'
import { ConversationsPanel } from './conversations-panel'
import { CustomDeviceDialog } from './custom-device-dialog'
import { DeviceSelectDialog } from './device-select-dialog'
import { KeyboardShortcutsDialog } from './keyboard-shortcuts-dialog'

const NO_BOATS: Boat[] = []

/** Focus moves only for a keyboard or mouse user: on a phone it would pop the keyboard up unasked. */
function focusUnlessTouch(element: HTMLElement | null) {
  if (!element) return
  if (window.matchMedia('(pointer: coarse)').matches && element instanceof HTMLTextAreaElement) return
  element.focus()
}

/**
 * The /agent screen (SPEC.md section 4 'Chat'): no device selected, then a device selected (suggestions
 * shown), then a conversation. The device can change at any time, through 'Change device' or the
 * 'Select Device' modal, and the conversation is kept. The user's stored conversations are listed beside
 * the chat (a drawer under 768 px); the open one's id is in the URL, so a reload comes back to it. An owner's
 * boats (issue 43) are offered first in the picker: a boat's device, or the boat as a whole.
 */
export function AgentScreen({
  user,
  boats = NO_BOATS,
  boatsPending = false,
}: {
  user: User
  /** The owner's boats, from the My boat page's list (none when they could not be read). */
  boats?: Boat[]
  /** The boats are on their way: the picker waits for them, so its list does not move under a tap. */
  boatsPending?: boolean
}) {
  const product = useProductName()
  const {
    devices,
    status: catalogueStatus,
    refetch,
    addCustomDevice,
    deviceForConversation,
  } = useDevices(user.id)
  const boatGroups = useMemo(() => boatDeviceGroups(boats), [boats])
  // Read when a conversation loads, which may come after the boats changed.
  const boatGroupsRef = useRef(boatGroups)
  boatGroupsRef.current = boatGroups
  const status = boatsPending ? 'pending' : catalogueStatus
  const [device, setDevice] = useState<Device | null>(null)
  const [choosing, setChoosing] = useState(false)
  const [search, setSearch] = useState('')
  const [selectOpen, setSelectOpen] = useState(false)
  const [customOpen, setCustomOpen] = useState(false)
  const chat = useAgentChat(device)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const route = useConversationRoute({
    currentId: chat.conversationId,
    onLoaded: (conversation: Conversation, catalogue: readonly Device[]) => {
      const { boat } = conversation.device
      const onBoat = boat ? boatChoiceOf(boatGroupsRef.current, boat) : undefined
      setDevice(onBoat ?? deviceForConversation(conversation.device, catalogue))
      setChoosing(false)
      setSearch('')
      chat.load(conversation.id, messagesFromConversation(conversation))
    },
  })

  const composerRef = useRef<HTMLTextAreaElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const deviceButtonRef = useRef<HTMLButtonElement>(null)
  const chatRef = useRef<HTMLDivElement>(null)

  // The skip link lands in the chat, past the conversation list that comes first (16 conversations are some
  // 50 Tab presses): the question box; while there is no device to ask about, where one is chosen (the
  // device search, or the conversation's 'Select device'); while an answer comes, the chat column's start.
  const hasDevice = device !== null
  useSkipTarget(
    useCallback(() => {
      const composer = composerRef.current
      if (composer && !composer.disabled) return composer
      return searchRef.current ?? (hasDevice ? null : deviceButtonRef.current) ?? chatRef.current
    }, [hasDevice]),
  )
  // Set when a choice was made in a modal, so closing it moves focus to the question box, not back.
  const focusComposerOnClose = useRef(false)
  // Set when the device modal hands over to 'Add Custom Device', which takes focus itself.
  const openingCustom = useRef(false)
  const [focusComposer, setFocusComposer] = useState(0)

  // After a device is picked in the welcome card the picker unmounts; focus goes on to the question box.
  useEffect(() => {
    if (focusComposer) focusUnlessTouch(composerRef.current ?? searchRef.current)
  }, [focusComposer])

  // When an answer arrives (or fails), a keyboard user can type the next question straight away: focus left
  // nowhere, or where the skip link put it while the question box waited (the chat column), goes on to it.
  const answering = chat.pending?.status === 'streaming'
  useEffect(() => {
    const active = document.activeElement
    if (!answering && (active === document.body || active === chatRef.current)) {
      focusUnlessTouch(composerRef.current)
    }
  }, [answering])

  function selectDevice(next: Device) {
    setDevice(next)
    setChoosing(false)
    setSearch('')
  }

  const picker = {
    devices,
    boatGroups,
    status,
    onRetry: () => void refetch(),
    onAddCustom: () => setCustomOpen(true),
  }

  function newChat() {
    route.cancelOpening()
    chat.newChat()
    setChoosing(false)
  }

  // The chat's keyboard shortcuts (decision 0081); '?' and the 'Keyboard shortcuts' button list them.
  const [shortcutsOpen, setShortcutsOpen] = useState(false)
  /** The question box, or where a device is chosen while there is none to ask about. */
  function focusQuestion() {
    const composer = composerRef.current
    if (composer && !composer.disabled) composer.focus()
    else (searchRef.current ?? deviceButtonRef.current ?? composer)?.focus()
  }
  useChatShortcuts({
    onNewChat: () => {
      newChat()
      // The question box of the new chat (it may only now be mounting).
      setFocusComposer((count) => count + 1)
    },
    onFocusQuestion: focusQuestion,
    onStop: chat.isAnswering ? chat.stop : null,
    onShowShortcuts: () => setShortcutsOpen(true),
  })

  // The list's actions, the same in the side panel and in the drawer.
  const conversationList = {
    activeId: chat.conversationId,
    onNewChat: newChat,
    onDeleted: (id: number) => {
      if (id === chat.conversationId) newChat()
    },
  }

  function addCustom(form: CustomDeviceForm): Device | null {
    const added = addCustomDevice(form)
    if (added) {
      selectDevice(added)
      focusComposerOnClose.current = true
    }
    return added
  }

  function afterDialogClose(event: Event, fallback: HTMLElement | null) {
    event.preventDefault()
    if (focusComposerOnClose.current) {
      focusComposerOnClose.current = false
      // The question box may only now be mounting (the welcome card's suggestions appear with a device).
      setFocusComposer((count) => count + 1)
      return
    }
    fallback?.focus()
  }

  // What the welcome card and the conversation both show: the device and the question box.
  const screen = {
    product,
    device,
    input: chat.input,
    onInputChange: chat.setInput,
    onSend: chat.send,
    busy: chat.isBusy,
    composerRef,
  }

  const openDrawer = <ConversationsButton onClick={() => setDrawerOpen(true)} />

  return (
    <div className="flex">
      <ConversationsPanel {...conversationList} onOpen={(id) => void route.open(id)} />
      <div ref={chatRef} className="min-w-0 flex-1 outline-none">
        {route.restoring ? (
          <PageSpinner label="Loading conversation..." />
        ) : chat.hasConversation ? (
          <AgentConversation
            {...screen}
            messages={chat.messages}
            pending={chat.pending}
            onStop={chat.stop}
            onOpenDevices={() => setSelectOpen(true)}
            deviceButtonRef={deviceButtonRef}
            barStart={openDrawer}
            onRated={chat.rate}
            onAsk={chat.askSuggestion}
            onRegenerate={chat.regenerate}
            canRegenerate={chat.canRegenerate}
            onEdit={chat.edit}
            canEdit={chat.canEdit}
            onRetry={chat.retry}
            onShowShortcuts={() => setShortcutsOpen(true)}
          />
        ) : (
          <>
            <div className="mx-auto max-w-3xl px-4 pt-4 sm:px-6 md:hidden">{openDrawer}</div>
            <AgentWelcome
              {...screen}
              choosing={choosing}
              onChangeDevice={() => setChoosing(true)}
              onKeepDevice={() => {
                setChoosing(false)
                setSearch('')
              }}
              picker={{
                ...picker,
                search,
                onSearchChange: setSearch,
                onSelect: (next) => {
                  selectDevice(next)
                  setFocusComposer((count) => count + 1)
                },
              }}
              searchRef={searchRef}
              onSuggestion={chat.askSuggestion}
            />
          </>
        )}
      </div>

      <ConversationsDrawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        {...conversationList}
        onNewChat={() => {
          // The button that opened the drawer may be gone with the conversation: go on to the question box.
          focusComposerOnClose.current = device !== null
          newChat()
          setDrawerOpen(false)
        }}
        onOpen={(id) => {
          // The drawer stays until the conversation is shown, then hands focus to its question box.
          focusComposerOnClose.current = true
          void route.open(id).then(() => setDrawerOpen(false))
        }}
        onCloseAutoFocus={(event) => {
          // Otherwise focus returns to the Conversations button, as for any dialog.
          if (focusComposerOnClose.current) afterDialogClose(event, null)
        }}
      />

      <DeviceSelectDialog
        open={selectOpen}
        onOpenChange={setSelectOpen}
        {...picker}
        onAddCustom={() => {
          openingCustom.current = true
          setCustomOpen(true)
        }}
        selectedKey={device ? deviceKey(device) : undefined}
        onSelect={(next) => {
          selectDevice(next)
          focusComposerOnClose.current = true
        }}
        onCloseAutoFocus={(event) => {
          if (openingCustom.current) {
            openingCustom.current = false
            event.preventDefault()
            return
          }
          afterDialogClose(event, deviceButtonRef.current)
        }}
      />
      <KeyboardShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
      <CustomDeviceDialog
        open={customOpen}
        onOpenChange={setCustomOpen}
        onAdd={addCustom}
        onCloseAutoFocus={(event) =>
          afterDialogClose(event, chat.hasConversation ? deviceButtonRef.current : searchRef.current)
        }
      />
    </div>
  )
}
