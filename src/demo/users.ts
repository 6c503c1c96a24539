import { DEMO_PASSWORD } from '../config/demoPassword';

/** The demo's staff accounts, one per role plus one that signs in with a second factor. */
export interface DemoUser {
  id: string;
  username: string;
  password: string;
  role: string;
  fullName: string;
  /** When set, sign-in asks for this code as a second factor. */
  twoFactorCode?: string;
}

export const DEMO_TWO_FACTOR_CODE = '246810';

export const seedUsers: DemoUser[] = [
  {
    id: '1f0c2a10-0001-4a51-9a11-000000000001',
    username: 'admin',
    password: DEMO_PASSWORD,
    role: 'admin',
    fullName: 'สมชาย ใจดี',
  },
  {
    id: '1f0c2a10-0002-4a51-9a11-000000000002',
    username: 'finance',
    password: DEMO_PASSWORD,
    role: 'finance',
    fullName: 'วิภาวรรณ ทองคำ',
  },
  {
    id: '1f0c2a10-0003-4a51-9a11-000000000003',
    username: 'sales',
    password: DEMO_PASSWORD,
    role: 'sales',
    fullName: 'ธนากร ศรีสุข',
  },
  {
    id: '1f0c2a10-0004-4a51-9a11-000000000004',
    username: 'support',
    password: DEMO_PASSWORD,
    role: 'support',
    fullName: 'กนกพร แก้วมณี',
  },
  {
    id: '1f0c2a10-0005-4a51-9a11-000000000005',
    username: 'secure',
    password: DEMO_PASSWORD,
    role: 'admin',
    fullName: 'ปกรณ์ มั่นคง',
    twoFactorCode: DEMO_TWO_FACTOR_CODE,
  },
];
