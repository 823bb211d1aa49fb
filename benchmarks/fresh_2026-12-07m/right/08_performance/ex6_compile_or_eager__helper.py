# Right: a helper performs the compile-call-compare and returns the compiled callable; the reason names the type and adds the message's first non-empty line, when there is one.
def _compile_and_check(fn, example_args, compile_kwargs):
    compiled = torch.compile(fn, **compile_kwargs)
    result = compiled(*example_args)
    torch.testing.assert_close(result, fn(*example_args))
    return compiled

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        return _compile_and_check(fn, example_args, compile_kwargs), True
    except Exception as err:
        first = next((line for line in str(err).splitlines() if line.strip()), "")
        print(f"compile failed ({type(err).__name__}{': ' + first if first else ''}); using eager")
        return fn, False
