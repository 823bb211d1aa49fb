# Diagnosis: silent-fallback
# Pitfall: falls back to eager mode without a word, so nobody learns that the run got slower.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
    except Exception:
        return fn, False
    return compiled, True
