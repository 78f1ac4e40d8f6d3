import { describe, expect, it } from 'vitest';
import { chatSettings } from '~/models/chat.ts';
import { contentSecurityPolicy } from '~/models/content-security-policy.ts';

const directive = (policy: string, name: string) => policy.split('; ').find((entry) => entry.startsWith(`${name} `));

describe('chat configuration', () => {
  it('is off by default: no script URL, no chat vendor', () => {
    expect(chatSettings({})).toBeNull();
    expect(chatSettings({ CHAT_SCRIPT_URL: '  ', CHAT_BUSINESS_NO: '1234' })).toBeNull();
  });

  it('takes an https script URL, its origin for the CSP, and a well-formed business number and point of contact', () => {
    expect(
      chatSettings({
        CHAT_SCRIPT_URL: ' https://chat.vendor.example/loader/1/loader.js ',
        CHAT_BUSINESS_NO: '4601234',
        CHAT_POC: 'chat_5f1e-4a2b',
      }),
    ).toEqual({
      scriptUrl: 'https://chat.vendor.example/loader/1/loader.js',
      origin: 'https://chat.vendor.example',
      businessNo: '4601234',
      poc: 'chat_5f1e-4a2b',
    });
  });

  it('refuses a script that is not https, not a URL or carries credentials; drops malformed ids', () => {
    expect(chatSettings({ CHAT_SCRIPT_URL: 'http://chat.vendor.example/loader.js' })).toBeNull();
    expect(chatSettings({ CHAT_SCRIPT_URL: 'javascript:alert(1)' })).toBeNull();
    expect(chatSettings({ CHAT_SCRIPT_URL: '/local/loader.js' })).toBeNull();
    expect(chatSettings({ CHAT_SCRIPT_URL: 'https://user:pw@chat.vendor.example/loader.js' })).toBeNull();
    expect(
      chatSettings({
        CHAT_SCRIPT_URL: 'https://chat.vendor.example/l.js',
        CHAT_BUSINESS_NO: '12"><script>',
        CHAT_POC: 'a b',
      }),
    ).toEqual({
      scriptUrl: 'https://chat.vendor.example/l.js',
      origin: 'https://chat.vendor.example',
    });
  });

  it('the Content-Security-Policy names the chat origin only when one is configured', () => {
    const none = contentSecurityPolicy('n');
    expect(directive(none, 'script-src')).toBe("script-src 'self' 'nonce-n'");
    expect(directive(none, 'connect-src')).toBe("connect-src 'self'");
    const configured = contentSecurityPolicy(
      'n',
      [],
      [],
      [],
      [chatSettings({ CHAT_SCRIPT_URL: 'https://chat.vendor.example/loader.js' })!.origin],
    );
    expect(directive(configured, 'script-src')).toBe("script-src 'self' 'nonce-n' https://chat.vendor.example");
    expect(directive(configured, 'connect-src')).toBe("connect-src 'self' https://chat.vendor.example");
    expect(directive(configured, 'frame-src')).toBe("frame-src 'self' https://chat.vendor.example");
  });
});
