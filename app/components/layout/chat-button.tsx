import { useRef, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '~/components/ui/spinner.tsx';
import type { ChatSettings } from '~/models/chat.ts';

/** What the browser needs of the chat settings (the root loader's `chat`). */
export type ChatClientSettings = Pick<ChatSettings, 'scriptUrl' | 'businessNo' | 'poc'>;

type LoadState = 'idle' | 'loading' | 'loaded';

/**
 * The floating chat button (content-and-forms §2, §4 Chat widget). Always a link to the contact page:
 * that is all it is without JavaScript, and with no chat vendor configured (the default). With
 * CHAT_SCRIPT_URL set (models/chat.ts) and JavaScript, the first click loads the chat loader script —
 * nothing before — showing a spinner, then fires the `chat:open` event the loader opens the chat on;
 * a loader that fails or takes longer than 10 × 500 ms sends the shopper to the contact page instead.
 * Placed at the spec's offset (110 px up, 40 px in on wide screens) so it clears the cookie notice and
 * the preview button; hidden on the bag and checkout (root decides). Below md the cookie notice wraps to
 * about 150 px, so while it is shown the button sits above it instead of half under it (higher still on a
 * page whose pinned action bar lifts the notice). On phones it is docked: a 44 px round icon (its name stays for
 * screen readers) in the corner just above a pinned action bar, so it covers as little of the page as it can.
 */
export function ChatButton({ chat }: { chat: ChatClientSettings | null }) {
  const [state, setState] = useState<LoadState>('idle');
  const loading = useRef(false);
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!chat || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // The loader code itself comes with the first click (chat-loader.ts): pages without a chat carry none of it.
    const loader = import('./chat-loader.ts');
    if (state === 'loaded') return void loader.then(({ openChat }) => openChat(chat));
    if (loading.current) return;
    loading.current = true;
    setState('loading');
    loader
      .then(({ loadChatScript, openChat }) => loadChatScript(chat).then(() => openChat(chat)))
      .then(
        () => setState('loaded'),
        () => {
          loading.current = false;
          setState('idle');
          void navigate('/contact-us');
        },
      );
  };
  return (
    <Link
      to="/contact-us"
      data-testid="chat-button"
      onClick={chat ? onClick : undefined}
      aria-busy={state === 'loading' || undefined}
      className="fixed right-4 bottom-[110px] z-notice max-md:[body:has([data-mobile-action-bar])_&]:bottom-[84px] max-md:[body:has([data-cookie-notice])_&]:bottom-[180px] max-md:[body:has([data-cookie-notice]):has([data-mobile-action-bar])_&]:bottom-[250px] inline-flex items-center gap-2 rounded-full bg-chocolate px-4 py-3 text-sm font-semibold text-cream shadow-lg hover:bg-cocoa max-md:size-touch max-md:justify-center max-md:p-0 md:right-10"
    >
      {state === 'loading' ? (
        <Spinner className="size-5" />
      ) : (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 5h16v11H8l-4 4z" strokeLinejoin="round" />
        </svg>
      )}
      <span className="max-md:sr-only">Chat with us</span>
      {state === 'loading' ? <span className="sr-only"> (loading the chat)</span> : null}
    </Link>
  );
}
