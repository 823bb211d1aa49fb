# Right: try/except/else: the compiled call and the comparison with fn's own result (assert_close) are inside the try, any Exception prints a one-line reason made of the type name and, when there is one, the first line of the message, and the original fn is returned; the else branch returns the compiled wrapper of fn itself
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        candidate = torch.compile(fn, **compile_kwargs)
        got = candidate(*example_args)
        torch.testing.assert_close(got, fn(*example_args))
    except Exception as err:
        first = next(iter(str(err).splitlines()), "")
        print(f"[compile_or_eager] falling back to eager: {type(err).__name__}" + (f" ({first})" if first else ""))
        return fn, False
    else:
        return candidate, True
