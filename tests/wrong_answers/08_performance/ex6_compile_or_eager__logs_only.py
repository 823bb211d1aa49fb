# Diagnosis: reason-logged
# Pitfall: the fallback reason only through the logging module, where the prompt asks for print or
# warnings.warn: a log record goes wherever the logging configuration sends it (often nowhere).
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
