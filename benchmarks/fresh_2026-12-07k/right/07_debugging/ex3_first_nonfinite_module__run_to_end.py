# Right: lets the forward pass run to the end, records each finished module's name with a finiteness flag in a list, and picks the first non-finite entry afterwards; nested outputs flattened with torch.utils._pytree.
from torch.utils import _pytree as pytree


def first_nonfinite_module(model: nn.Module, *inputs):
    finished = []

    def hook_for(name):
        def hook(module, args, out):
            leaves = [t for t in pytree.tree_leaves(out) if isinstance(t, torch.Tensor)]
            finished.append((name, all(bool(t.isfinite().all()) for t in leaves)))
        return hook

    handles = [module.register_forward_hook(hook_for(name)) for name, module in model.named_modules()]
    try:
        model(*inputs)
    finally:
        for handle in handles:
            handle.remove()
    return next((name for name, finite in finished if not finite), None)
