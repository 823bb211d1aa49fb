# Mistake: "check that the compiled result matches ... if anything raises, report a one-line reason" and the pitfall "falling back silently" — compares with torch.allclose and, on a mismatch (the backend whose results are doubled), falls back without printing anything; only compile errors are reported.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        out = compiled_fn(*example_args)
    except Exception as err:
        reason = f"{type(err).__name__}: {err}".splitlines()[0]
        print(f"torch.compile failed, using eager: {reason}")
        return fn, False
    if not torch.allclose(out, fn(*example_args)):
        return fn, False
    return compiled_fn, True
