# Right: a single global forward hook with a module-to-name map (all of this model's modules, root included), lets the forward run to the end and keeps the first non-finite name; tensors found by an explicit stack walk.
from torch.nn.modules.module import register_module_forward_hook

def _has_nonfinite(output):
    stack = [output]
    while stack:
        item = stack.pop()
        if isinstance(item, torch.Tensor):
            if (item.isnan() | item.isinf()).any():
                return True
        elif isinstance(item, (tuple, list)):
            stack.extend(item)
    return False

def first_nonfinite_module(model: nn.Module, *inputs):
    names = {module: name for name, module in model.named_modules()}
    first = []

    def watch(module, args, output):
        if not first and module in names and _has_nonfinite(output):
            first.append(names[module])

    handle = register_module_forward_hook(watch)
    try:
        model(*inputs)
    finally:
        handle.remove()
    return first[0] if first else None
