# Mistake: "report a one-line reason that names the error by its type ... print it or warn it" (Pitfalls: falling back silently) — swallows the error without any report
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
        return compiled, True
    except Exception:
        return fn, False
