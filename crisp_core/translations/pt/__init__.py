"""The lessons' questions and scenes in pt: one module per lesson (see crisp_core.translations)."""
