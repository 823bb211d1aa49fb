# Right: one hook per module (shared modules are listed once, fire on every call); outputs of any nesting are flattened with torch.utils._pytree.tree_leaves; the first finishing module with a non-finite tensor wins; hooks removed in finally, errors propagate
from torch.utils._pytree import tree_leaves

def first_nonfinite_module(model: nn.Module, *inputs):
    first = []

    def make_hook(name):
        def hook(module, args, output):
            if first:
                return
            for leaf in tree_leaves(output):
                if torch.is_tensor(leaf) and leaf.is_floating_point() and not torch.isfinite(leaf).all():
                    first.append(name)
                    return
        return hook

    handles = [m.register_forward_hook(make_hook(n)) for n, m in model.named_modules()]
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return first[0] if first else None
