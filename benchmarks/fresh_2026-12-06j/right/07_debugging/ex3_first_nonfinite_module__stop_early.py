# Right: stops the forward pass at the first non-finite output with a private exception class caught by its exact type only, checks nested outputs recursively, and removes the handles in finally.
class _FirstNonFinite(Exception):
    def __init__(self, name):
        super().__init__(name)
        self.name = name

def _has_nonfinite(value):
    if isinstance(value, torch.Tensor):
        return not bool(value.isfinite().all())
    if isinstance(value, (tuple, list)):
        return any(_has_nonfinite(v) for v in value)
    return False

def first_nonfinite_module(model: nn.Module, *inputs):
    handles = []

    def hook_for(name):
        def hook(module, args, output):
            if _has_nonfinite(output):
                raise _FirstNonFinite(name)
        return hook

    try:
        for name, module in model.named_modules():
            handles.append(module.register_forward_hook(hook_for(name)))
        model(*inputs)
    except _FirstNonFinite as found:
        return found.name
    finally:
        for handle in handles:
            handle.remove()
    return None
