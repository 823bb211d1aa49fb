# Mistake: "Never let the error escape, not even from your report: an error's message may have many lines, one, or none at all (a bare assert gives none)" — takes str(err).splitlines()[0], which raises IndexError for a bare AssertionError from the compiled code.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        out = compiled_fn(*example_args)
        torch.testing.assert_close(out, fn(*example_args))
        return compiled_fn, True
    except Exception as err:
        print(f"{type(err).__name__}: {str(err).splitlines()[0]}")
        return fn, False
