# Right: lets the forward pass run to the end with one global module forward hook, maps each module to its named_modules() name, flattens outputs with an explicit stack, and keeps the first name recorded.
from torch.nn.modules.module import register_module_forward_hook

def first_nonfinite_module(model: nn.Module, *inputs):
    names = {}
    for name, module in model.named_modules():
        names.setdefault(module, name)
    hits = []

    def hook(module, args, output):
        if hits or module not in names:
            return
        stack = [output]
        while stack:
            item = stack.pop()
            if isinstance(item, torch.Tensor):
                if not torch.isfinite(item).all():
                    hits.append(names[module])
                    return
            elif isinstance(item, (tuple, list)):
                stack.extend(item)

    handle = register_module_forward_hook(hook)
    try:
        model(*inputs)
    finally:
        handle.remove()
    return hits[0] if hits else None
