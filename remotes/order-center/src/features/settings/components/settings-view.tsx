import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ErrorNotice, LoadingBlock } from '@mall/remote-kit';
import { selectSettings } from '../store/selectors';
import { settingsLeft, settingsOpened } from '../store/slice';
import { ContactForm } from './contact-form';
import { LogoutSection } from './logout-section';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/** /users/user_info's body (the account settings): avatar, name, email, phone, password, save, log out. */
export function SettingsView() {
  const dispatch = useDispatch();
  const { user } = useSelector(selectSettings);

  useEffect(() => {
    dispatch(settingsOpened());
    return () => {
      dispatch(settingsLeft());
    };
  }, [dispatch]);

  if (!user.data && user.status === 'failed' && user.error) {
    return <ErrorNotice failure={user.error} onRetry={() => dispatch(settingsOpened())} />;
  }
  if (!user.data || user.status === 'loading') return <LoadingBlock />;
  return (
    <>
      <ProfileForm key={`${user.data.nickname}|${user.data.avatar}`} user={user.data} />
      {user.data.userType !== 'visitor' && <ContactForm />}
      <PasswordForm user={user.data} />
      <LogoutSection />
    </>
  );
}
