# Mistake: "report a one-line reason that names the error by its type (type(err).__name__ ...; add the first line of its message if you like, but not the message alone, which may be empty)": printing str(err) alone gives an empty line for the backend whose compiled code raises a bare AssertionError, and several lines for a failed compilation.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        got = compiled_fn(*example_args)
        torch.testing.assert_close(got, fn(*example_args))
        return compiled_fn, True
    except Exception as err:
        print(f"torch.compile failed, running eagerly: {err}")
        return fn, False
