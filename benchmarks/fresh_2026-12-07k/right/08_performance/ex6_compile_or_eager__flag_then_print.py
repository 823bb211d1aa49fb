# Right: records the failure in a variable inside except and prints the reason (type name only) after the except block, computing the eager reference first.
def compile_or_eager(fn, example_args, **compile_kwargs):
    failure = None
    candidate = None
    try:
        reference = fn(*example_args)
        candidate = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(candidate(*example_args), reference)
    except Exception as err:
        failure = type(err).__name__
    if failure is None:
        return candidate, True
    print("compile_or_eager: compilation failed with " + failure + "; using eager mode")
    return fn, False
