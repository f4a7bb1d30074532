"""The lessons' questions and scenes in es: one module per lesson (see crisp_core.translations)."""
