# Right: exports an eval-mode deep copy (the caller's model is never touched or run) through torch.export.export first, then hands the ExportedProgram to torch.onnx.export.
import copy

def export_onnx(model, example, path):
    frozen = copy.deepcopy(model).eval()
    batch = torch.export.Dim("batch")
    program = torch.export.export(frozen, (example,), dynamic_shapes=({0: batch},))
    torch.onnx.export(program, (example,), path, external_data=False, verbose=False)
