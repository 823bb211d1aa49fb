# Right: flattens any nested output with torch.utils._pytree.tree_leaves, and stops the forward with a private BaseException subclass caught around the call (hooks removed in finally).
from torch.utils._pytree import tree_leaves

class _StopAtNonfinite(BaseException):
    def __init__(self, name):
        super().__init__(name)
        self.name = name

def first_nonfinite_module(model: nn.Module, *inputs):
    handles = []
    for name, module in model.named_modules():
        def hook(mod, args, output, _name=name):
            for t in tree_leaves(output):
                if isinstance(t, torch.Tensor) and not torch.isfinite(t).all():
                    raise _StopAtNonfinite(_name)
        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    except _StopAtNonfinite as stop:
        return stop.name
    finally:
        for h in handles:
            h.remove()
    return None
