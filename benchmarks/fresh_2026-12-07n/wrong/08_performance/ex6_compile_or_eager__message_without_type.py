# Mistake: "report a one-line reason that names the error by its type (type(err).__name__ ...), but not the message alone": the reason is the first line of the message only, so it never names BackendCompilerFailed or AssertionError (and a bare assert prints a generic line).
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*example_args), fn(*example_args))
        return compiled_fn, True
    except Exception as err:
        lines = str(err).splitlines()
        print("compile failed: " + (lines[0] if lines else "unknown error"))
        return fn, False
