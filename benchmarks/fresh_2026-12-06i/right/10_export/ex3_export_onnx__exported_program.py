# Right: captures the model first with torch.export.export (dynamic batch) inside a context manager that records and restores every submodule's own mode, then hands the ExportedProgram to torch.onnx.export (the torch.export-based path).
from torch.export import Dim

@contextlib.contextmanager
def _eval_everywhere(model):
    saved = [(module, module.training) for module in model.modules()]
    model.eval()
    try:
        yield model
    finally:
        for module, mode in saved:
            module.training = mode

def export_onnx(model, example, path):
    with _eval_everywhere(model):
        program = torch.export.export(model, (example,), dynamic_shapes=({0: Dim("batch")},))
    torch.onnx.export(program, (example,), path, dynamo=True, external_data=False, verbose=False)
