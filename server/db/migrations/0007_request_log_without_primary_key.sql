ALTER TABLE "api_logs" DROP CONSTRAINT "api_logs_pkey";
