# Mistake: "if anything raises, report ... and return (fn, False) ... Never let the error escape": only RuntimeError (which BackendCompilerFailed and Dynamo's errors derive from) is caught, so assert_close's AssertionError on a backend whose results are doubled, or a compiled code's bare AssertionError, escapes.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*example_args), fn(*example_args))
        return compiled_fn, True
    except RuntimeError as err:                     # compilation errors are RuntimeErrors
        print(f"compile failed ({type(err).__name__}): {err}".splitlines()[0])
        return fn, False
