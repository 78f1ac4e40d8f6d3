/** The chat vendor's loader, loaded by the chat button on its first click (chat-button.tsx). */
import { CHAT_LOAD_RETRIES, CHAT_OPEN_EVENT, CHAT_RETRY_MS } from '~/models/chat.ts';
import type { ChatClientSettings } from './chat-button.tsx';

/** Adds the chat loader script once; resolves when it has loaded, rejects on error or after the spec's 10 × 500 ms. */
export function loadChatScript(chat: ChatClientSettings): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = chat.scriptUrl;
    script.async = true;
    script.dataset.chatLoader = '';
    if (chat.businessNo) script.dataset.businessNo = chat.businessNo;
    if (chat.poc) script.dataset.poc = chat.poc;
    const timer = window.setTimeout(
      () => reject(new Error('chat loader timed out')),
      CHAT_LOAD_RETRIES * CHAT_RETRY_MS,
    );
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => {
      window.clearTimeout(timer);
      script.remove();
      reject(new Error('chat loader failed'));
    });
    document.body.append(script);
  });
}

export const openChat = (chat: ChatClientSettings) =>
  window.dispatchEvent(new CustomEvent(CHAT_OPEN_EVENT, { detail: { businessNo: chat.businessNo, poc: chat.poc } }));
