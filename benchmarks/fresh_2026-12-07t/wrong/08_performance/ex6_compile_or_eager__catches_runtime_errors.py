# Mistake: "if anything raises ... Never let the error escape": only RuntimeError (which Dynamo's BackendCompilerFailed is) is caught, so the AssertionError of assert_close on a backend whose results are doubled, or a bare AssertionError raised by compiled code, escapes.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        out = compiled_fn(*example_args)
    except RuntimeError as err:          # torch's compile errors are RuntimeErrors
        print(f"{type(err).__name__}: {(str(err).splitlines() or [''])[0]}")
        return fn, False
    torch.testing.assert_close(out, fn(*example_args))
    return compiled_fn, True
