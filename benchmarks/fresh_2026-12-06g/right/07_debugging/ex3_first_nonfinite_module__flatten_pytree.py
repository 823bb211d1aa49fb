# Right: flattens any nested output with torch.utils._pytree.tree_leaves and checks every tensor leaf; keeps only the first non-finite name (in finish order, as hooks fire); hooks registered in a try so that the ones already added are removed even if registration or the forward pass fails
from torch.utils._pytree import tree_leaves


def first_nonfinite_module(model: nn.Module, *inputs):
    first = []
    handles = []

    def observe(name):
        def hook(module, args, out):
            if first:
                return None
            for leaf in tree_leaves(out):
                if isinstance(leaf, torch.Tensor) and not torch.isfinite(leaf).all():
                    first.append(name)
                    break
            return None
        return hook

    try:
        for name, module in model.named_modules():
            handles.append(module.register_forward_hook(observe(name)))
        model(*inputs)
    finally:
        for handle in handles:
            handle.remove()
    return first[0] if first else None
