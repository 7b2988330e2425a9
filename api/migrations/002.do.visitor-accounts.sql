-- Guest checkout creates a new visitor account on every use, and a guest may give the same email again (or the email
-- of a registered account). Emails stay unique among registered accounts only, as phones already are.
ALTER TABLE app_user DROP CONSTRAINT app_user_email_key;
CREATE UNIQUE INDEX app_user_email_uq ON app_user (email) WHERE email IS NOT NULL AND user_type <> 'visitor';
