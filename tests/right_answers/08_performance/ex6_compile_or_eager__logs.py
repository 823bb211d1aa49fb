# The fallback reason through the logging module.
import logging

def compile_or_eager(fn, example_args, **compile_kwargs):
    log = logging.getLogger("compile_or_eager")
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
        return compiled, True
    except Exception as err:
        log.warning("torch.compile failed, using eager mode: %s", type(err).__name__)
        return fn, False
