# Right: a context manager that records every submodule's mode by qualified name and restores it, export through torch.export.export first and then the ExportedProgram handed to torch.onnx.export.
@contextlib.contextmanager
def _all_eval(model):
    modes = {name: m.training for name, m in model.named_modules()}
    model.eval()
    try:
        yield model
    finally:
        for name, m in model.named_modules():
            m.training = modes[name]

def export_onnx(model, example, path):
    with _all_eval(model):
        program = torch.export.export(model, (example,), dynamic_shapes=({0: torch.export.Dim("batch")},))
    torch.onnx.export(program, (example,), path, external_data=False, verbose=False)
