# Right: registers one hook per leaf inside a contextlib.ExitStack (each handle's remove() as a callback, run even when the forward raises), and records shapes through torch.Size -> tuple via a small helper class.
import contextlib

class _ShapeRecorder:
    def __init__(self):
        self.rows = []

    def hook_for(self, name):
        def hook(module, args, output):
            while isinstance(output, (tuple, list)):
                output = output[0]
            self.rows.append((name, tuple(output.shape)))
        return hook


def layer_shapes(model: nn.Module, *inputs) -> list:
    recorder = _ShapeRecorder()
    with contextlib.ExitStack() as stack:
        for name, module in model.named_modules():
            if not list(module.children()):
                stack.callback(module.register_forward_hook(recorder.hook_for(name)).remove)
        model(*inputs)
    return recorder.rows
