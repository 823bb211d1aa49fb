# Right: one global module forward hook that records, in finish order, every hooked module of this model with a non-finite output (nested tuples flattened); remove in finally; return the first.
from torch.nn.modules.module import register_module_forward_hook

def first_nonfinite_module(model: nn.Module, *inputs):
    names = {}
    for name, module in model.named_modules():
        names.setdefault(id(module), name)
    bad = []

    def leaves(out):
        if torch.is_tensor(out):
            return [out]
        if isinstance(out, (tuple, list)):
            return [t for o in out for t in leaves(o)]
        return []

    def hook(module, args, output):
        name = names.get(id(module))
        if name is not None and any(not bool(torch.isfinite(t).all()) for t in leaves(output)):
            bad.append(name)

    handle = register_module_forward_hook(hook)
    try:
        model(*inputs)
    finally:
        handle.remove()
    return bad[0] if bad else None
