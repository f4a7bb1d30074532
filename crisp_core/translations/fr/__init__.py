"""The lessons' questions and scenes in fr: one module per lesson (see crisp_core.translations)."""
