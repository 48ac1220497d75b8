import { ABOUT_US_PATH, cardHeightForPath } from './cards';
import { departmentNames, filterVacancies, groupByDepartment, recruitingWidgetOptions, vacancyPlace, type Vacancy } from './careers';
import { CareersConfigError, recruitingWidgetConfig, recruitingWidgetConnectOrigins } from './config';
import { pageContentSecurityPolicy } from '@/lib/security/headers';
import { defaultRoleTab, sortRoleTabs } from './roles';
import { STORIES_SCROLL_FRACTION, pauseOthers, storiesScrollStep } from './stories';
import {
  TIMELINE_DESKTOP_PAGE_WIDTH,
  TIMELINE_IMAGE_WIDTH,
  clampSlide,
  timelineControls,
  timelinePageCount,
  timelinePageWidth,
} from './timeline';

describe('Our journey timeline', () => {
  it('image 2868 px, page 1000 px on desktop, viewport - 80 below 1024, - 40 below 768', () => {
    expect(TIMELINE_IMAGE_WIDTH).toBe(2868);
    expect(TIMELINE_DESKTOP_PAGE_WIDTH).toBe(1000);
    expect(timelinePageWidth(1440)).toBe(1000);
    expect(timelinePageWidth(1024)).toBe(1000);
    expect(timelinePageWidth(1023)).toBe(943);
    expect(timelinePageWidth(800)).toBe(720);
    expect(timelinePageWidth(768)).toBe(688);
    expect(timelinePageWidth(767)).toBe(727);
    expect(timelinePageWidth(390)).toBe(350);
  });

  it('pages cover the whole image, the last one partial', () => {
    expect(timelinePageCount(2868, 1000)).toBe(3);
    expect(timelinePageCount(2868, 350)).toBe(9);
    expect(timelinePageCount(2868, 2868)).toBe(1);
    expect(timelinePageCount(2868, 0)).toBe(1);
  });

  it('slide index from 0 to the last page; previous and next disabled at the ends', () => {
    expect(clampSlide(-1, 3)).toBe(0);
    expect(clampSlide(5, 3)).toBe(2);
    expect(timelineControls(0, 3)).toEqual({ previous: false, next: true });
    expect(timelineControls(1, 3)).toEqual({ previous: true, next: true });
    expect(timelineControls(2, 3)).toEqual({ previous: true, next: false });
    expect(timelineControls(0, 1)).toEqual({ previous: false, next: false });
  });
});

describe('customer stories', () => {
  it('scroll by a third of the row width', () => {
    expect(STORIES_SCROLL_FRACTION).toBeCloseTo(1 / 3);
    expect(storiesScrollStep(900, 1)).toBe(300);
    expect(storiesScrollStep(900, -1)).toBe(-300);
  });

  it('starting one story pauses every other and rewinds it to the start', () => {
    const player = () => ({ currentTime: 12, paused: false, pause: vi.fn() });
    const [a, b, c] = [player(), player(), player()];
    pauseOthers([a, b, c], b);
    expect(a.pause).toHaveBeenCalledOnce();
    expect(c.pause).toHaveBeenCalledOnce();
    expect(b.pause).not.toHaveBeenCalled();
    expect([a.currentTime, b.currentTime, c.currentTime]).toEqual([0, 12, 0]);
  });
});

describe('careers', () => {
  const vacancy = (title: string, department: string): Vacancy => ({ id: title, title, department, city: 'Amsterdam', country: 'Netherlands', location: 'Hybrid', description: '', applyUrl: '' });
  const vacancies = [vacancy('A', 'Engineering'), vacancy('B', 'Sales'), vacancy('C', 'engineering'), vacancy('D', 'Legal')];

  it('departments from dynamicData.careers: trimmed, empties and repeats dropped', () => {
    expect(departmentNames([{ name: ' Engineering ' }, { name: 'Sales' }, { name: 'engineering' }, { name: '' }, {}])).toEqual(['Engineering', 'Sales']);
  });

  it('the filter is none (all) or one department, case-insensitive', () => {
    expect(filterVacancies(vacancies, '').map((v) => v.title)).toEqual(['A', 'B', 'C', 'D']);
    expect(filterVacancies(vacancies, 'Engineering').map((v) => v.title)).toEqual(['A', 'C']);
  });

  it('groups by department in the order of the departments, then the others', () => {
    expect(groupByDepartment(vacancies, ['Sales', 'Engineering', 'Marketing']).map((group) => [group.department, group.vacancies.map((v) => v.title)])).toEqual([
      ['Sales', ['B']],
      ['Engineering', ['A', 'C']],
      ['Legal', ['D']],
    ]);
  });

  it('the widget options: popup details, location/country/city, group by department, the filter', () => {
    expect(recruitingWidgetOptions('acme', 'nl', 'Sales', true)).toEqual({
      companyId: 'acme',
      language: 'nl',
      detailsMode: 'popup',
      departmentsFilter: ['Sales'],
      flags: { showLocation: true, showCountry: true, showCity: true, groupByDepartment: true },
    });
    expect(recruitingWidgetOptions('acme', 'en', '', false).departmentsFilter).toEqual([]);
  });

  it('a vacancy place reads location · city, country', () => {
    expect(vacancyPlace({ location: 'Hybrid', city: 'Madrid', country: 'Spain' })).toBe('Hybrid · Madrid, Spain');
    expect(vacancyPlace({ location: 'Remote', city: '', country: 'European Union' })).toBe('Remote · European Union');
  });

  it('the widget is configured by CAREERS_WIDGET_URL and CAREERS_COMPANY_ID; none means embedded', () => {
    expect(recruitingWidgetConfig({})).toBeNull();
    expect(recruitingWidgetConfig({ CAREERS_WIDGET_URL: '  ' })).toBeNull();
    expect(recruitingWidgetConfig({ CAREERS_WIDGET_URL: 'https://cdn.example/widget.js', CAREERS_COMPANY_ID: 'acme' })).toEqual({ scriptUrl: 'https://cdn.example/widget.js', companyId: 'acme' });
    expect(() => recruitingWidgetConfig({ CAREERS_WIDGET_URL: 'https://cdn.example/widget.js' })).toThrow(/CAREERS_COMPANY_ID is required/);
    expect(() => recruitingWidgetConfig({ CAREERS_WIDGET_URL: 'javascript:alert(1)', CAREERS_COMPANY_ID: 'a' })).toThrow(CareersConfigError);
  });

  it('connect origins for the CSP only with a widget, only http(s) origins', () => {
    expect(recruitingWidgetConnectOrigins({ CAREERS_WIDGET_CONNECT_ORIGINS: 'https://api.example' })).toEqual([]);
    expect(
      recruitingWidgetConnectOrigins({ CAREERS_WIDGET_URL: 'https://cdn.example/w.js', CAREERS_WIDGET_CONNECT_ORIGINS: 'https://api.example/path, ftp://x, nonsense, http://b.example' }),
    ).toEqual(['https://api.example', 'http://b.example']);
  });

  it("the widget's origins join the page CSP's connect-src; nothing else changes", () => {
    const plain = pageContentSecurityPolicy('n', false);
    const withWidget = pageContentSecurityPolicy('n', false, ['https://acme.recruitee.com']);
    expect(withWidget).toMatch(/connect-src 'self' [^;]* https:\/\/acme\.recruitee\.com;/);
    expect(withWidget.replace(' https://acme.recruitee.com', '')).toBe(plain);
  });
});

describe('roles tabs', () => {
  const list = (heading: string, roles: string[]) => ({ heading, roles });

  it('techRoles first and default, nonTechRoles second, whatever the order sent', () => {
    const tabs = sortRoleTabs({ nonTechRoles: list('Non-tech', ['Sales']), techRoles: list('Tech', ['Backend']) });
    expect(tabs.map((tab) => tab.key)).toEqual(['techRoles', 'nonTechRoles']);
    expect(defaultRoleTab(tabs)).toBe('techRoles');
  });

  it('a list without roles gets no tab; the default is then the first tab left', () => {
    const tabs = sortRoleTabs({ techRoles: list('Tech', []), nonTechRoles: list('Non-tech', ['Sales']) });
    expect(tabs.map((tab) => tab.key)).toEqual(['nonTechRoles']);
    expect(defaultRoleTab(tabs)).toBe('nonTechRoles');
    expect(defaultRoleTab(sortRoleTabs({}))).toBeNull();
  });
});

describe('card height (/company/about-us changes card height)', () => {
  it('content height on /company/about-us, a uniform height elsewhere', () => {
    expect(ABOUT_US_PATH).toBe('/company/about-us');
    expect(cardHeightForPath('/company/about-us')).toBe('content');
    expect(cardHeightForPath('/company/about-us/')).toBe('content');
    expect(cardHeightForPath('company/about-us')).toBe('content');
    expect(cardHeightForPath('/company/about-us-old')).toBe('uniform');
    expect(cardHeightForPath('/')).toBe('uniform');
    expect(cardHeightForPath('/blocks')).toBe('uniform');
  });
});
