"""The site's tests (``python3 -m pytest lite/tests``) and their helpers (``lite.tests.site_fixtures`` …)."""
