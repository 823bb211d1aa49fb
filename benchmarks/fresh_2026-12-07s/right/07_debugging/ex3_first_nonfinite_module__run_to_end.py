# Right: lets the forward pass run to the end, records every non-finite module's name in finish order (tensors found with torch.utils._pytree.tree_leaves), and returns the first one.
from torch.utils._pytree import tree_leaves

def first_nonfinite_module(model: nn.Module, *inputs):
    bad = []
    handles = []
    try:
        for name, module in model.named_modules():
            def hook(m, args, output, name=name):
                for t in tree_leaves(output):
                    if isinstance(t, torch.Tensor) and not torch.isfinite(t).all():
                        bad.append(name)
                        break
            handles.append(module.register_forward_hook(hook))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return bad[0] if bad else None
