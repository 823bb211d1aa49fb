# Mistake: "report a one-line reason that names the error by its type (type(err).__name__ ...; add the first line of its message if you like, but not the message alone, which may be empty)": the reason printed is the first line of the message only, so it never names the error's type (and is just "compile failed: " for a bare AssertionError).
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        got = compiled_fn(*example_args)
        torch.testing.assert_close(got, fn(*example_args))
        return compiled_fn, True
    except Exception as err:
        first_line = (str(err).splitlines() or [""])[0]
        print(f"compile failed: {first_line}")
        return fn, False
