"""Plain reference implementations of the games, written the obvious way and kept apart from the engine: the oracles
of ``tests/cheat/test_cheat_against_plain.py`` and ``tests/crisps/test_crisps_against_plain.py``, and the baselines
of ``benchmarks/bench_cheat.py`` and ``benchmarks/bench_crisps.py``."""
