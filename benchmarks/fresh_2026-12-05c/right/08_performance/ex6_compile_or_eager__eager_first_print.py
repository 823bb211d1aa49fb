# Right: computes the eager reference first, then compiles and calls once, compares with assert_close; catches Exception (not only RuntimeError), prints one line "<TypeName>" plus the first non-empty message line if any, and returns the very fn object on failure
def compile_or_eager(fn, example_args, **compile_kwargs):
    args = tuple(example_args)
    try:
        expected = fn(*args)
        candidate = torch.compile(fn, **compile_kwargs)
        actual = candidate(*args)
        torch.testing.assert_close(actual, expected)
        return candidate, True
    except Exception as err:
        lines = [line for line in str(err).splitlines() if line.strip()]
        detail = f" - {lines[0]}" if lines else ""
        print(f"compile_or_eager: using eager, {type(err).__name__}{detail}")
        return fn, False
