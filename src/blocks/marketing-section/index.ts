import { defineBlock } from '../define';
import { marketingSectionFixtures } from './fixture';
import { BannerStats, CenterCtaWithTable, HomepageSingleBanner, LatestUi, MarketingSectionBlock, TwoVideos, WhmcsForm } from './MarketingSection';
import { marketingSectionSchema } from './schema';

/** acf/section: a marketing section; the identity values two_videos, homepage-single-banner, banner-stats, latest_ui, center-cta-with-table and whmcs-form pick the layout. */
export const marketingSectionBlock = defineBlock({
  name: 'acf/section',
  title: 'Marketing section',
  schema: marketingSectionSchema,
  Component: MarketingSectionBlock,
  variants: {
    two_videos: TwoVideos,
    'homepage-single-banner': HomepageSingleBanner,
    'banner-stats': BannerStats,
    latest_ui: LatestUi,
    'center-cta-with-table': CenterCtaWithTable,
    'whmcs-form': WhmcsForm,
  },
  island: 'VideoPlayer (two_videos), OpenModalButton (whmcs-form)',
  fixtures: marketingSectionFixtures,
});
