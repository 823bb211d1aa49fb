# Mistake: "if anything raises, report a one-line reason ... and return (fn, False) ... Never let the error escape" — catches RuntimeError only (compile failures are RuntimeErrors), so the AssertionError of a mismatch (the doubling backend, via assert_close) or of a bare assert in compiled code escapes.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        out = compiled_fn(*example_args)
        torch.testing.assert_close(out, fn(*example_args))
    except RuntimeError as err:
        print(f"{type(err).__name__}: {(str(err).splitlines() or [''])[0]}")
        return fn, False
    return compiled_fn, True
