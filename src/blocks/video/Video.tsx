import { IslandMessages } from '@/components/i18n/IslandMessages';
import { videoPlayerMessages } from '@/components/blocks/video/messages';
import { Heading } from '@/components/ui/Heading';
import { Img } from '@/components/ui/Img';
import { RichText } from '@/components/ui/RichText';
import type { BlockProps } from '../types';
import type { VideoBlockAttributes } from './schema';
import { VideoPlayer } from '@/components/blocks/video/VideoPlayer.lazy';

/** Video block: server-rendered poster handed to the player island. */
export function VideoBlock({ attributes, context }: BlockProps<VideoBlockAttributes>) {
  const { heading, poster, embedUrl, options, overlayColor, modalId, anchor, className, mode } = attributes;
  const posterImage = poster ? (
    <div className="h-full w-full [&_img]:h-full [&_img]:w-full [&_img]:object-cover">
      <Img image={poster} sizes="(min-width: 1152px) 1120px, 100vw" />
    </div>
  ) : null;
  return (
    <div id={anchor || undefined} className={`mx-auto max-w-6xl px-4 py-6 ${className}`.trim()}>
      {heading?.title ? (
        <Heading tag={heading.tag} fontSize={heading.fontSize} className="mb-4">
          <RichText html={heading.title} inline as="span" />
        </Heading>
      ) : null}
      <IslandMessages locale={context.locale} namespaces={videoPlayerMessages}>
        <VideoPlayer embedUrl={embedUrl} autoplay={options.autoplay} poster={posterImage} overlayColor={overlayColor} modalId={modalId} mode={mode} />
      </IslandMessages>
    </div>
  );
}
