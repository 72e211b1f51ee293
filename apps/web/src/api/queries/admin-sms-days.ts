import { useQuery } from '@tanstack/react-query';
import { fetchSmsDays } from '../admin';
import { adminQuery } from './admin-page';

/** GET /api/admin/sms-days/: the SMS sent each of the last 14 days, delivered and not, newest day first. */
const ADMIN_SMS_DAYS = ['admin', 'sms-days'] as const;

export const adminSmsDaysQuery = () => adminQuery(ADMIN_SMS_DAYS, fetchSmsDays);

/** Fetched again on every visit, like the outbox beside it. */
export const useAdminSmsDays = () => useQuery({ ...adminSmsDaysQuery(), refetchOnMount: 'always' });
