# Mistake: "if anything raises ... return (fn, False) ... Never let the error escape": only RuntimeError (and Dynamo's own exceptions) are caught, so a backend whose compiled code raises a bare AssertionError, or assert_close's AssertionError for a backend whose results are doubled, escapes from the function.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*example_args), fn(*example_args))
        return compiled_fn, True
    except (RuntimeError, torch._dynamo.exc.TorchDynamoException) as err:
        print(f"compilation failed ({type(err).__name__}): " + (str(err).splitlines() or [""])[0])
        return fn, False
