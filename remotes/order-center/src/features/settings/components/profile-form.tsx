import { useMemo, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { commonMessages, phoneWithDialCode } from '@mall/i18n';
import { useDispatch, useSelector } from 'react-redux';
import type { UserInfo } from '@mall/contract';
import { PictureUploader, useFailureText } from '@mall/remote-kit';
import { Button } from '@mall/ui-theme';
import { TextField } from '@mall/ui-theme/text-field';
import { selectSettings } from '../store/selectors';
import { profileSubmitted } from '../store/slice';
import { settingsStyles as styles } from './settings-styles';

/** The user name must not be empty; the API takes 1–20 characters after trimming. */
const NICKNAME_MAX = 20;

const messages = defineMessages({
  heading: { id: 'orderCenter.ProfileForm.heading', defaultMessage: 'Profile', description: 'Heading of the avatar and name section' },
  avatar: { id: 'orderCenter.ProfileForm.avatar', defaultMessage: 'Avatar', description: 'Label of the avatar picture' },
  avatarRequired: {
    id: 'orderCenter.ProfileForm.avatarRequired',
    defaultMessage: 'Please choose an avatar picture',
    description: 'The avatar was removed and no other chosen',
  },
  nickname: { id: 'orderCenter.ProfileForm.nickname', defaultMessage: 'Nickname', description: 'Label of the user name' },
  nicknameRequired: {
    id: 'orderCenter.ProfileForm.nicknameRequired',
    defaultMessage: 'Please fill in your nickname',
    description: 'The user name is empty',
  },
  email: { id: 'orderCenter.ProfileForm.email', defaultMessage: 'Email', description: 'Label of the account email (read only)' },
  phone: { id: 'orderCenter.ProfileForm.phone', defaultMessage: 'Phone', description: 'Label of the account phone (read only)' },
  notSet: { id: 'orderCenter.ProfileForm.notSet', defaultMessage: 'Not set', description: 'The account has no email or no phone' },
});

const nicknameCounter = defineMessage<{ count: number; limit: number }>({
  id: 'orderCenter.ProfileForm.nicknameCounter',
  defaultMessage: '{count} / {limit} characters',
  description: 'Characters of the nickname and the limit',
});

const nicknameTooLong = defineMessage<{ limit: number }>({
  id: 'orderCenter.ProfileForm.nicknameTooLong',
  defaultMessage: 'A nickname has at most {limit} characters',
  description: 'The nickname is over the limit',
});

interface ProfileValues {
  /** The avatar's URL, as the uploader's list of at most one. */
  avatar: string[];
  nickname: string;
}

/** The picture the mall gives every new account (the API's DEFAULT_AVATAR, made absolute). */
const DEFAULT_AVATAR_PATH = '/media/brand/avatar.svg';
const isDefaultAvatar = (url: string | null | undefined): boolean => !!url && url.split('?')[0].endsWith(DEFAULT_AVATAR_PATH);

/**
 * Avatar (one JPG/PNG through the uploader, previewed) and nickname; the email and phone are shown read only.
 * Save posts user/edit; the saga then announces the fresh account so the header follows.
 */
export function ProfileForm({ user }: { user: UserInfo }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const failureText = useFailureText();
  const { profile } = useSelector(selectSettings);
  const [uploading, setUploading] = useState(0);
  // The mall's default picture is no picture of the shopper's: the uploader offers to add one ("0 of 1", nothing to
  // remove) and saving without one keeps the default.
  const defaultAvatar = isDefaultAvatar(user.avatar);
  // One object per account shown (new initial values would start the form over while typing).
  const initialValues = useMemo<ProfileValues>(
    () => ({ avatar: user.avatar && !isDefaultAvatar(user.avatar) ? [user.avatar] : [], nickname: user.nickname }),
    [user.avatar, user.nickname],
  );

  const validateNickname = (value: string | undefined) => {
    const text = (value ?? '').trim();
    if (!text) return intl.formatMessage(messages.nicknameRequired);
    return text.length > NICKNAME_MAX ? intl.formatMessage(nicknameTooLong, { limit: NICKNAME_MAX }) : undefined;
  };
  const validateAvatar = (value: string[] | undefined) =>
    (value && value.length > 0) || defaultAvatar ? undefined : intl.formatMessage(messages.avatarRequired);

  return (
    <section css={styles.section} aria-labelledby="settings-profile">
      <h2 id="settings-profile" css={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <Form<ProfileValues>
        initialValues={initialValues}
        onSubmit={(values) => {
          dispatch(profileSubmitted({ nickname: values.nickname.trim(), avatar: values.avatar[0] ?? user.avatar }));
        }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Field<string[]> name="avatar" validate={validateAvatar}>
              {({ input, meta }) => (
                <PictureUploader
                  label={intl.formatMessage(messages.avatar)}
                  value={input.value || []}
                  onChange={input.onChange}
                  onBlur={() => input.onBlur()}
                  max={1}
                  model="user"
                  onPendingChange={setUploading}
                  error={meta.touched && typeof meta.error === 'string' ? meta.error : undefined}
                />
              )}
            </Field>
            <Field<string> name="nickname" validate={validateNickname}>
              {({ input, meta }) => (
                <TextField
                  label={intl.formatMessage(messages.nickname)}
                  input={input}
                  meta={meta}
                  autoComplete="nickname"
                  required
                  hint={intl.formatMessage(nicknameCounter, { count: (input.value ?? '').trim().length, limit: NICKNAME_MAX })}
                />
              )}
            </Field>
            {/* An empty field says "Not set" as its placeholder (greyed), not as if it were the address or number. */}
            <TextField
              label={intl.formatMessage(messages.email)}
              value={user.email}
              placeholder={intl.formatMessage(messages.notSet)}
              readOnly
            />
            <TextField
              label={intl.formatMessage(messages.phone)}
              value={phoneWithDialCode(user.phone, user.countryCode)}
              placeholder={intl.formatMessage(messages.notSet)}
              readOnly
            />
            {profile.error && (
              <p role="alert" css={styles.refusal}>
                {failureText(profile.error)}
              </p>
            )}
            <div css={styles.footer}>
              <Button type="submit" loading={profile.busy} disabled={uploading > 0}>
                {intl.formatMessage(commonMessages.save)}
              </Button>
            </div>
          </form>
        )}
      />
    </section>
  );
}
