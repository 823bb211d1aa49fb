# Diagnosis: reason-crashed
# Pitfall: the first line of the error's message, str(err).splitlines()[0]: an error with no message
# (a bare assert) has no first line, and the report itself raises IndexError.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
    except Exception as err:
        print(f"torch.compile failed, using eager mode ({type(err).__name__}: {str(err).splitlines()[0]})")
        return fn, False
    return compiled, True
