# Right: stops at the first non-finite output with a private BaseException subclass caught only by type (model errors pass through), hooks removed in finally.
class _FirstNonFinite(BaseException):
    def __init__(self, name):
        super().__init__(name)
        self.name = name

def _any_nonfinite(out):
    if isinstance(out, torch.Tensor):
        return bool((~torch.isfinite(out)).any())
    if isinstance(out, (list, tuple)):
        return any(_any_nonfinite(o) for o in out)
    return False

def first_nonfinite_module(model: nn.Module, *inputs):
    handles = []
    try:
        for name, module in model.named_modules():
            def hook(mod, args, output, name=name):
                if _any_nonfinite(output):
                    raise _FirstNonFinite(name)
            handles.append(module.register_forward_hook(hook))
        try:
            model(*inputs)
        except _FirstNonFinite as stop:
            return stop.name
        return None
    finally:
        for h in handles:
            h.remove()
