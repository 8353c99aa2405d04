/**
 * The rest of the demo school's directory: licensed students who never sign in to the demo (they are only
 * found by the staff password reset), and a few users without the student licence who must never be found.
 * Names cover what search must cope with: apostrophes, hyphens, two family names, letters outside ASCII.
 */

interface SeedUser {
  id: string;
  displayName: string;
  userPrincipalName: string;
  skuIds: string[];
  /** The year level, where a school's provisioning puts it (e.g. "Year 9"). */
  department?: string;
  /** The home group, where a school's provisioning puts it (e.g. "9B"). */
  jobTitle?: string;
}

const STUDENT_NAMES = [
  "Siobhán O'Brien",
  'Mei-Ling Tan',
  'Lucas García Pérez',
  'Zoë Müller',
  "Liam O'Connor",
  'Charlotte Nguyen',
  'Jack Thompson',
  'Isla Walker',
  'Aroha Ngata',
  'Jayden Williams',
  'Priya Sharma',
  'Hamish McDonald',
  'Amelia Jones',
  'Oliver Brown',
  'Chloe Taylor',
  'Harper Wilson',
  'Mason Anderson',
  'Ruby Martin',
  'Kai Nakamura',
  'Ella-Rose Smith',
  'Seo-yeon Park',
  'Mohammed Al-Sayed',
  'Fatima Hassan',
  "Grace O'Neill",
  'Leilani Tupou',
  'Xavier Dubois',
  'Sofía Rodríguez',
  'Björn Larsson',
  'Anh Trần',
  'Jarrah Collins',
  'Matilda Evans',
  'Archie Roberts',
  'Evie White',
  "Thomas D'Angelo",
  'Lachlan Fraser',
  'Zara Ahmed',
  'Henry Ng',
  'Ivy Chen',
  'Tallulah Kelly-Jones',
  'Ngaio van der Berg',
  // Two students with one name, in different years: staff tell them apart by username and year.
  'Jack Thompson',
];

/** In the directory but without the student licence (a parent helper, a former student, a contractor). */
const UNLICENSED_NAMES = ["Patrick O'Brien", 'Tania Tan', 'Lucas Grant'];

/** ASCII mail nicknames, as a school's account provisioning makes them. */
function nickname(displayName: string): string {
  return displayName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z\s-]/g, '')
    .trim()
    .split(/\s+/)
    .join('.');
}

const studentId = (n: number): string => `5d000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** A nickname not yet taken: the second Jack Thompson is jack.thompson2, as provisioning numbers them. */
function uniqueNickname(displayName: string, taken: Set<string>): string {
  const base = nickname(displayName);
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}${n}`;
  taken.add(candidate);
  return candidate;
}

export function otherUsers(studentSkuId: string, staffSkuId: string): SeedUser[] {
  const taken = new Set<string>();
  const students = STUDENT_NAMES.map((displayName, i) => {
    // Years 7 to 12 and home groups A to C, spread over the names.
    const year = 7 + (i % 6);
    return {
      id: studentId(i + 1),
      displayName,
      userPrincipalName: `${uniqueNickname(displayName, taken)}@students.school.example`,
      skuIds: [studentSkuId],
      department: `Year ${year}`,
      jobTitle: `${year}${'ABC'[i % 3]}`,
    };
  });
  const unlicensed = UNLICENSED_NAMES.map((displayName, i) => ({
    id: studentId(0x100 + i),
    displayName,
    userPrincipalName: `${nickname(displayName)}@school.example`,
    // A contractor may hold the staff licence; a former student holds none.
    skuIds: i === 2 ? [staffSkuId] : [],
  }));
  return [...students, ...unlicensed];
}
