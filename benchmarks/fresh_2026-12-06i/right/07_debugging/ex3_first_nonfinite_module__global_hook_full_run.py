# Right: one global forward hook with an id -> name map over every module, lets the forward run to the end and keeps the first name; nested outputs are walked with an explicit stack, not recursion.
from torch.nn.modules.module import register_module_forward_hook

def first_nonfinite_module(model: nn.Module, *inputs):
    names = {id(m): name for name, m in model.named_modules()}
    first = []
    def all_finite(value):
        stack = [value]
        while stack:
            v = stack.pop()
            if isinstance(v, torch.Tensor):
                if not bool(torch.isfinite(v).all()):
                    return False
            elif isinstance(v, (tuple, list)):
                stack.extend(v)
        return True
    def observe(module, args, output):
        if not first and id(module) in names and not all_finite(output):
            first.append(names[id(module)])
    handle = register_module_forward_hook(observe)
    try:
        model(*inputs)
    finally:
        handle.remove()
    return first[0] if first else None
