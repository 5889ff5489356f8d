CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signin_crypto_wallets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"wallet_type" text NOT NULL,
	"address" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signin_emails" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signin_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_name" text NOT NULL,
	"public_token" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error_code" text,
	"error_description" text,
	"http_status_code" integer,
	"app_session_id" text,
	"persistent_id" text,
	"sdk_version" text,
	"client_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signin_keys" (
	"slot" text PRIMARY KEY NOT NULL,
	"kid" text NOT NULL,
	"private_key_pem" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signin_oauth_registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider_type" text NOT NULL,
	"provider_subject" text NOT NULL,
	"email_id" text,
	"profile_picture_url" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signin_phone_numbers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"phone_number" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signin_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_accessed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"authentication_factors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '{"ip_address":"","user_agent":""}'::jsonb NOT NULL,
	"custom_claims" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signin_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text,
	"method_id" text,
	"code_challenge" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signin_totps" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"last_used_step" bigint DEFAULT 0 NOT NULL,
	"used_recovery_codes" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signin_users" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"trusted_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"untrusted_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"password_id" text,
	"password_hash" text,
	"failed_password_attempts" integer DEFAULT 0 NOT NULL,
	"failed_password_window_start" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signin_webauthn_registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text NOT NULL,
	"domain" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"authenticator_type" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "signin_crypto_wallets" ADD CONSTRAINT "signin_crypto_wallets_user_id_signin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."signin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signin_emails" ADD CONSTRAINT "signin_emails_user_id_signin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."signin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signin_oauth_registrations" ADD CONSTRAINT "signin_oauth_registrations_user_id_signin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."signin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signin_phone_numbers" ADD CONSTRAINT "signin_phone_numbers_user_id_signin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."signin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signin_sessions" ADD CONSTRAINT "signin_sessions_user_id_signin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."signin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signin_tokens" ADD CONSTRAINT "signin_tokens_user_id_signin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."signin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signin_totps" ADD CONSTRAINT "signin_totps_user_id_signin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."signin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signin_webauthn_registrations" ADD CONSTRAINT "signin_webauthn_registrations_user_id_signin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."signin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signin_crypto_wallets_address_uq" ON "signin_crypto_wallets" USING btree ("wallet_type","address");--> statement-breakpoint
CREATE INDEX "signin_crypto_wallets_user_idx" ON "signin_crypto_wallets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signin_emails_email_uq" ON "signin_emails" USING btree ("email");--> statement-breakpoint
CREATE INDEX "signin_emails_user_idx" ON "signin_emails" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "signin_events_created_idx" ON "signin_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signin_oauth_provider_subject_uq" ON "signin_oauth_registrations" USING btree ("provider_type","provider_subject");--> statement-breakpoint
CREATE INDEX "signin_oauth_user_idx" ON "signin_oauth_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signin_phone_numbers_number_uq" ON "signin_phone_numbers" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "signin_phone_numbers_user_idx" ON "signin_phone_numbers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signin_sessions_token_uq" ON "signin_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "signin_sessions_user_idx" ON "signin_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signin_tokens_hash_uq" ON "signin_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "signin_tokens_method_idx" ON "signin_tokens" USING btree ("kind","method_id") WHERE used_at IS NULL;--> statement-breakpoint
CREATE INDEX "signin_tokens_expires_idx" ON "signin_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "signin_totps_user_idx" ON "signin_totps" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signin_webauthn_credential_uq" ON "signin_webauthn_registrations" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "signin_webauthn_user_idx" ON "signin_webauthn_registrations" USING btree ("user_id");