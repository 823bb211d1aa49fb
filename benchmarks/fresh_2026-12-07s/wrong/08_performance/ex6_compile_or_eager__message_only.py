# Mistake: "report a one-line reason that names the error by its type (type(err).__name__ ...; add the first line of its message if you like, but not the message alone, which may be empty)" — prints only the message's first line, so the type is never named (and a bare AssertionError prints an empty reason).
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        out = compiled_fn(*example_args)
        torch.testing.assert_close(out, fn(*example_args))
        return compiled_fn, True
    except Exception as err:
        lines = str(err).splitlines()
        print(lines[0] if lines else "")
        return fn, False
