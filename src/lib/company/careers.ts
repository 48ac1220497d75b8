/**
 * Careers: departments come from
 * dynamicData.careers (items with name); the department filter is none (all) or one name; the
 * recruiting widget is re-created when it changes. Without a configured widget the vacancies are
 * the embedded ones, filtered and grouped the same way.
 *
 * Spec: pricing-and-catalogue.md §3 "Careers", §4, §7; content-layer.md §4, §7 "Recruiting widget script".
 */
export interface Vacancy {
  id: string;
  title: string;
  department: string;
  city: string;
  country: string;
  /** e.g. 'Hybrid', 'Remote' */
  location: string;
  /** Sanitised on render. */
  description: string;
  applyUrl: string;
}

/** The filter: '' means all departments. */
export type DepartmentFilter = string;

/** Department names, trimmed, empties and repeats dropped, in the given order. */
export function departmentNames(careers: ReadonlyArray<{ name?: string | null }>): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const item of careers) {
    const name = (item.name ?? '').trim();
    const key = name.toLocaleLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

export function sameDepartment(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

export function filterVacancies(vacancies: readonly Vacancy[], department: DepartmentFilter): Vacancy[] {
  return department ? vacancies.filter((vacancy) => sameDepartment(vacancy.department, department)) : [...vacancies];
}

/** Vacancies grouped by department (order of the departments list first, then any others). */
export function groupByDepartment(vacancies: readonly Vacancy[], departments: readonly string[]): Array<{ department: string; vacancies: Vacancy[] }> {
  const groups = new Map<string, { department: string; vacancies: Vacancy[] }>();
  for (const name of departments) groups.set(name.toLocaleLowerCase(), { department: name, vacancies: [] });
  for (const vacancy of vacancies) {
    const key = vacancy.department.trim().toLocaleLowerCase();
    const group = groups.get(key) ?? { department: vacancy.department.trim(), vacancies: [] };
    group.vacancies.push(vacancy);
    groups.set(key, group);
  }
  return [...groups.values()].filter((group) => group.vacancies.length > 0);
}

/** Where a vacancy is: 'Hybrid · Amsterdam, Netherlands'. */
export function vacancyPlace(vacancy: Pick<Vacancy, 'location' | 'city' | 'country'>): string {
  const place = [vacancy.city, vacancy.country].filter(Boolean).join(', ');
  return [vacancy.location, place].filter(Boolean).join(' · ');
}

/**
 * Options handed to the recruiting widget (company
 * id, popup detail mode, show location/country/city, group by department; the language option
 * and the department filter).
 */
export interface RecruitingWidgetOptions {
  companyId: string;
  language: string;
  detailsMode: 'popup';
  departmentsFilter: string[];
  flags: { showLocation: true; showCountry: true; showCity: true; groupByDepartment: boolean };
}

export function recruitingWidgetOptions(companyId: string, language: string, department: DepartmentFilter, groupByDepartment: boolean): RecruitingWidgetOptions {
  return {
    companyId,
    language,
    detailsMode: 'popup',
    departmentsFilter: department ? [department] : [],
    flags: { showLocation: true, showCountry: true, showCity: true, groupByDepartment },
  };
}
