/** Page group "MemberCenter": /member — login required (spec §2 member centre). */
import { ChangePasswordDialog } from '../../features/auth/components/change-password-dialog';
import { MemberCenter } from '../../features/member-center/components/member-center';

export default function MemberCenterPage() {
  return <MemberCenter changePasswordDialog={ChangePasswordDialog} />;
}
