# Right: exports an eval-mode deep copy (the caller's model is never touched), captured first with torch.export.export and then handed to torch.onnx.export as an ExportedProgram.
import copy

def export_onnx(model, example, path):
    frozen = copy.deepcopy(model).eval()
    program = torch.export.export(frozen, (example,), dynamic_shapes=({0: torch.export.Dim("batch")},))
    torch.onnx.export(program, (example,), path, external_data=False, verbose=False)
