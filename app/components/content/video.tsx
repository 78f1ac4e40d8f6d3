import { useState } from 'react';
import { VIDEO_EMBED_ORIGIN } from '~/models/content-constants.ts';
import type { Video } from '~/models/content-blocks.ts';

/**
 * A video that loads nothing of the video host until the shopper asks (spec §7: no third-party load
 * before): the poster and a link to the video; with JS the click plays it here instead, from the
 * host's no-cookie domain.
 */
export function ClickToLoadVideo({ video }: { video: Video }) {
  const [playing, setPlaying] = useState(false);
  const watch = `https://www.youtube.com/watch?v=${encodeURIComponent(video.youtubeId)}`;
  return (
    <figure className="overflow-hidden rounded-xl bg-chocolate text-cream">
      <div className="relative aspect-video">
        {playing ? (
          <iframe
            src={`${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(video.youtubeId)}?autoplay=1`}
            title={video.title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            className="absolute inset-0 h-full w-full"
          />
        ) : (
          <a
            href={watch}
            aria-label={`Play video: ${video.title}`}
            className="group absolute inset-0 flex items-center justify-center"
            onClick={(event) => {
              event.preventDefault();
              setPlaying(true);
            }}
          >
            {video.poster ? (
              <img
                src={video.poster.src}
                alt=""
                width={video.poster.width}
                height={video.poster.height}
                loading="lazy"
                className="absolute inset-0 h-full w-full object-cover"
              />
            ) : null}
            <span className="relative rounded-full bg-candy px-5 py-3 font-semibold text-white shadow group-hover:bg-candy-dark">
              <span aria-hidden="true">▶</span> Play video
            </span>
          </a>
        )}
      </div>
      <figcaption className="p-3 text-sm">{video.title}</figcaption>
    </figure>
  );
}
