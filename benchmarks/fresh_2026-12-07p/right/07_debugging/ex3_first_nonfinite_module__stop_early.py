# Right: stops the forward pass with a private exception raised from the hook and caught by that exact class only; the check flattens nested outputs with torch.utils._pytree instead of a hand-written recursion.
from torch.utils._pytree import tree_leaves

class _FoundNonFinite(Exception):
    def __init__(self, name):
        super().__init__(name)
        self.name = name

def first_nonfinite_module(model: nn.Module, *inputs):
    def make_hook(name):
        def hook(module, args, output):
            for leaf in tree_leaves(output):
                if isinstance(leaf, torch.Tensor) and not torch.isfinite(leaf).all():
                    raise _FoundNonFinite(name)
        return hook

    handles = [m.register_forward_hook(make_hook(n)) for n, m in model.named_modules()]
    try:
        model(*inputs)
    except _FoundNonFinite as found:
        return found.name
    finally:
        for h in handles:
            h.remove()
    return None
