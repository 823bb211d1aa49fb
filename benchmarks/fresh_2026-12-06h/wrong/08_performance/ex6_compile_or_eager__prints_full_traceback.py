# Mistake: "report a one-line reason that names the error by its type" — prints the whole traceback (`traceback.format_exc()`), dozens of lines, so that nothing is lost for debugging, instead of one line.
import traceback

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
    except Exception:
        print("torch.compile failed, falling back to eager:\n" + traceback.format_exc())
        return fn, False
    return compiled, True
