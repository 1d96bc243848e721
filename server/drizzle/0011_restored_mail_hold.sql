CREATE TABLE "mail_holds" (
	"reason" varchar(24) PRIMARY KEY NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
