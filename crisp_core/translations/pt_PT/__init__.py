"""The lessons' questions and scenes in European Portuguese (pt-PT): one module per lesson (see crisp_core.translations)."""
