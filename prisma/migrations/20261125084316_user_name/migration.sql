-- AlterTable
ALTER TABLE "users" ADD COLUMN     "name" TEXT;
