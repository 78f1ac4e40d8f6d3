import type { ReactNode } from 'react';
import {
  FacebookIcon,
  InstagramIcon,
  PinterestIcon,
  TikTokIcon,
  XTwitterIcon,
  YouTubeIcon,
} from '~/components/ui/social-icons.tsx';
import type { Block } from '~/models/content-blocks.ts';
import { ContentLink } from '../content-parts.tsx';
import { ClickToLoadVideo } from '../video.tsx';
import { Titled } from './shared.tsx';

const SOCIAL_ICONS: Record<string, (props: { className?: string }) => ReactNode> = {
  instagram: InstagramIcon,
  'x-twitter': XTwitterIcon,
  facebook: FacebookIcon,
  tiktok: TikTokIcon,
  youtube: YouTubeIcon,
  pinterest: PinterestIcon,
};

/** The videos and the social feed; nothing (undefined) for any other kind. */
export function renderMedia(block: Block) {
  switch (block.kind) {
    case 'video':
      return (
        <div className="my-6 max-w-3xl">
          <ClickToLoadVideo video={block.video} />
        </div>
      );
    case 'video-grid':
      return (
        <Titled title={block.title}>
          <ul className="grid gap-4 md:grid-cols-2">
            {block.videos.map((video) => (
              <li key={video.youtubeId}>
                <ClickToLoadVideo video={video} />
              </li>
            ))}
          </ul>
        </Titled>
      );
    case 'social-feed':
      return (
        <Titled title={block.title}>
          {block.handle ? <p className="mb-3">{block.handle}</p> : null}
          <ul className="flex flex-wrap gap-3">
            {block.links.map((link) => {
              const Icon = SOCIAL_ICONS[link.network];
              return (
                <li key={link.href}>
                  <ContentLink
                    href={link.href}
                    external
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-chocolate px-4 capitalize hover:bg-cream-dark"
                  >
                    {Icon ? <Icon className="size-5" /> : null}
                    {link.network}
                  </ContentLink>
                </li>
              );
            })}
          </ul>
        </Titled>
      );
  }
}
