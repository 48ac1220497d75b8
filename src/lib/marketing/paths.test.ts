import { describe, expect, it } from 'vitest';
import {
  HOME_PATHS,
  PLESK_SCROLL_OFFSET_PX,
  hasRedCallToActionHero,
  hasTightHeroSpacing,
  heroImagePlacement,
  hidesFeaturePointsButton,
  isDomainTransferPath,
  isHomePath,
  isPleskPath,
  isSpamExpertsPath,
  normalisePath,
  pathHero,
  showsPleskPromo,
} from './paths';

describe('path rules of both path tables', () => {
  it('normalises trailing slashes and case', () => {
    expect(normalisePath('/Products/Plesk/')).toBe('/products/plesk');
    expect(normalisePath('')).toBe('/');
    expect(normalisePath('/')).toBe('/');
  });

  it('home paths: /, homepage-new-2025, the home test page, /homepage-partner-logos', () => {
    for (const path of HOME_PATHS) expect(isHomePath(path)).toBe(true);
    expect(isHomePath('/homepage-new-2025/')).toBe(true);
    expect(isHomePath('/membership-plans')).toBe(false);
    expect(pathHero('/')).toBe('home');
  });

  it('the 90-off path hides the feature-points button', () => {
    expect(hidesFeaturePointsButton('/exclusive-domain-reseller-offer-90-off')).toBe(true);
    expect(hidesFeaturePointsButton('/na/exclusive-domain-reseller-offer-90-off/')).toBe(true);
    expect(hidesFeaturePointsButton('/exclusive-domain-reseller-offer-99-cents')).toBe(false);
  });

  it('the two 99-cents paths (both ending in exclusive-domain-reseller-offer-99-cents) get the red call-to-action', () => {
    for (const path of ['/north-america/exclusive-domain-reseller-offer-99-cents', '/east-asia/exclusive-domain-reseller-offer-99-cents']) expect(hasRedCallToActionHero(path)).toBe(true);
    expect(hasRedCallToActionHero('/exclusive-domain-reseller-offer-99-cents-terms')).toBe(false);
    expect(pathHero('/east-asia/exclusive-domain-reseller-offer-99-cents')).toBe('red-cta');
  });

  it('paths containing domain-transfer; tighter spacing on /domains/domain-transfer only', () => {
    expect(isDomainTransferPath('/domains/domain-transfer')).toBe(true);
    expect(isDomainTransferPath('/blog/domain-transfer-guide')).toBe(true);
    expect(isDomainTransferPath('/domains/domain-prices')).toBe(false);
    expect(hasTightHeroSpacing('/domains/domain-transfer/')).toBe(true);
    expect(hasTightHeroSpacing('/blog/domain-transfer-guide')).toBe(false);
    expect(pathHero('/domains/domain-transfer')).toBe('domain-transfer');
  });

  it('Plesk: the hero on /plesk and /products/plesk, the promo banner and #pleskblock also on /wp-guardian, offset -300 px', () => {
    expect(isPleskPath('/plesk')).toBe(true);
    expect(isPleskPath('/products/plesk')).toBe(true);
    expect(isPleskPath('/wp-guardian')).toBe(false);
    expect(showsPleskPromo('/wp-guardian')).toBe(true);
    expect(showsPleskPromo('/products/plesk/')).toBe(true);
    expect(showsPleskPromo('/products/plesk-obsidian')).toBe(false);
    expect(PLESK_SCROLL_OFFSET_PX).toBe(-300);
    expect(pathHero('/products/plesk')).toBe('plesk');
  });

  it('spamexperts', () => {
    expect(isSpamExpertsPath('/products/security/spamexperts')).toBe(true);
    expect(isSpamExpertsPath('/products/security')).toBe(false);
    expect(pathHero('/products/security/spamexperts')).toBe('spamexperts');
    expect(pathHero('/membership-plans')).toBeNull();
  });

  it('generic hero image placement: email-solution paths, whmcs paths, else default', () => {
    expect(heroImagePlacement('/products/business-email-solution')).toBe('email-solution');
    expect(heroImagePlacement('/email-solution-dev')).toBe('email-solution');
    expect(heroImagePlacement('/whmcs')).toBe('contained');
    expect(heroImagePlacement('/whmcs-page-dev')).toBe('contained');
    expect(heroImagePlacement('/whmcs-guide')).toBe('default');
    expect(heroImagePlacement('/')).toBe('default');
  });
});
