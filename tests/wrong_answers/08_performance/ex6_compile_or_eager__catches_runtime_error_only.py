# Diagnosis: error-escaped
# Pitfall: catches RuntimeError only: the AssertionError of a mismatched result escapes.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
    except RuntimeError as err:
        print("fallback", err)
        return fn, False
    return compiled, True
