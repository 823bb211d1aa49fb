# Mistake: "Never let the error escape, not even from your report: an error's message may have many lines, one, or none at all (a bare assert gives none)": str(err).splitlines()[0] raises IndexError inside the except block for a bare AssertionError, and that IndexError escapes.
def compile_or_eager(fn, example_args, **compile_kwargs):
    compiled_fn = torch.compile(fn, **compile_kwargs)
    try:
        result = compiled_fn(*example_args)
        torch.testing.assert_close(result, fn(*example_args))
    except Exception as err:
        first_line = str(err).splitlines()[0]
        print(f"falling back to eager: {type(err).__name__}: {first_line}")
        return fn, False
    return compiled_fn, True
