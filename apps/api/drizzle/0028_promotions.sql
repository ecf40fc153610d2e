-- Reserved for its issue; replaced by the real migration.
SELECT 1;
