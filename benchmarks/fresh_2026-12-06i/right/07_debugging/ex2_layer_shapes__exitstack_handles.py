# Right: a small recorder class whose hook objects are registered per leaf and whose RemovableHandles are entered in a contextlib.ExitStack (each handle is a context manager that removes itself).
import contextlib

class _ShapeRecorder:
    def __init__(self):
        self.rows = []
    def hook_for(self, name):
        def hook(module, args, output):
            first = output
            while isinstance(first, (list, tuple)):
                first = first[0]
            self.rows.append((name, tuple(int(s) for s in first.shape)))
        return hook

def layer_shapes(model: nn.Module, *inputs) -> list:
    recorder = _ShapeRecorder()
    with contextlib.ExitStack() as stack:
        for name, module in model.named_modules():
            if not any(True for _ in module.children()):
                stack.enter_context(module.register_forward_hook(recorder.hook_for(name)))
        model(*inputs)
    return list(recorder.rows)
