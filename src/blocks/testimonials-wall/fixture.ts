import type { JsonValue } from '@/lib/content/types';
import type { BlockFixture } from '../types';

/** 15 wall testimonials, one without text (dropped): 14 shown 6 at a time (6, 12, 14). */
export const wallTestimonials: JsonValue[] = [
  {"name": "Maria van der Berg", "title": "CTO, Hostwave", "description": "Transfers of 3,000 domains in one afternoon, without a single failed auth code.", "date": "2025-01-01", "imageUrl": "/images/social/avatar-1.svg"},
  {"name": "Javier Ortega", "title": "Founder, Agencia Luz", "description": "Member prices paid for the membership in the first month. Our margins on .es doubled.", "date": "2025-02-03"},
  {"name": "Anouk de Vries", "title": "Owner, Cloudbay", "description": "The control panel is the first one our support team did not need training for.", "date": "2025-03-05"},
  {"name": "Lars Nordin", "title": "Operations, Nordpanel", "description": "DNSSEC on every zone with one API call. Renewals run themselves.", "date": "2025-04-07", "imageUrl": "/images/social/avatar-2.svg"},
  {"name": "Silent Reviewer", "title": "No text", "description": "", "date": "2025-01-01"},
  {"name": "Priya Raman", "title": "Product lead, Datahaven", "description": "SSL reselling took an afternoon to set up, and the price list is stable month after month.", "date": "2025-05-09"},
  {"name": "Tom Becker", "title": "Owner, Webmakers", "description": "Support answered a transfer question on a Sunday, in Dutch, within ten minutes.", "date": "2025-06-11"},
  {"name": "Sofia Marín", "title": "Marketing, Pixelforge", "description": "We compared five registrars. The cost-price model is the only one that scales with us.", "date": "2025-07-13", "imageUrl": "/images/social/avatar-3.svg"},
  {"name": "Jan Peeters", "title": "Sysadmin, Serverkit", "description": "Bulk tools save me a day a week. Whois privacy is on by default.", "date": "2025-08-15"},
  {"name": "Elif Yilmaz", "title": "Founder, Domainly", "description": "Cheaper than our old registrar on 90% of the extensions we sell.", "date": "2025-09-17"},
  {"name": "Kwame Mensah", "title": "CEO, Netnest", "description": "Onboarding took one call. The API documentation is excellent.", "date": "2025-10-19", "imageUrl": "/images/social/avatar-4.svg"},
  {"name": "Lucía Fernández", "title": "Agency owner", "description": "Our clients get their .com in seconds, and we keep the margin.", "date": "2025-11-21"},
  {"name": "Pieter Jansen", "title": "Domain investor", "description": "I manage 12,000 domains here. Expiry reminders and auto-renew never missed one.", "date": "2025-12-23"},
  {"name": "", "title": "Reseller", "description": "Good prices, fast support.", "date": "2025-01-25", "imageUrl": "/images/social/avatar-1.svg"},
  {"name": "Chen Wei", "title": "Developer", "description": "Webhooks for every domain event made our billing integration trivial.", "date": "2025-02-27"},
];

export const testimonialsWallFixtures: BlockFixture[] = [
  {
    title: 'Multi-profile wall: 6 shown, Load More adds 6 (14 with text of 15)',
    attributes: { heading: { title: 'Wall of love', tag: 'h2' }, sub_heading: 'What domain professionals say about us', testimonials: wallTestimonials },
  },
];
