# Mistake: "Never let the error escape, not even from your report: an error's message may have ... none at all (a bare `assert` gives none)": str(err).splitlines()[0] raises IndexError for a bare AssertionError from the compiled code.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        out = compiled(*example_args)
        torch.testing.assert_close(out, fn(*example_args))
        return compiled, True
    except Exception as err:
        first_line = str(err).splitlines()[0]
        print(f"torch.compile failed ({type(err).__name__}: {first_line}); using eager")
        return fn, False
